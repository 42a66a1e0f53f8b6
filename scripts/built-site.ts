// The built site and the embedded backend (in memory), served for a script that looks at it: the
// benchmark and the screenshots. Builds first unless the command line says --no-build. Each serves on a
// port of its own, so they run beside each other and beside npm start, whose backend they then share.
import { execSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sitemapPaths } from '../lib/seo/crawl'
import { freePort } from '../supabase/local/free-port'

const root = join(import.meta.dirname, '..')

export async function serveBuiltSite() {
  if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' })
  const port = await freePort()
  // Every page a crawler should index, as the built sitemap lists them.
  const paths = sitemapPaths(readFileSync(join(root, 'dist', 'client', 'sitemap.xml'), 'utf8'))
  // Node itself runs the server (not npx, whose child would outlive a kill).
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--in-memory'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      const site = /^Site: .*$/m.exec(chunk.toString())
      if (site) {
        console.log(site[0])
        resolve()
      }
    })
    server.once('exit', (code) => reject(new Error(`The server stopped (${code})`)))
  })
  return { root, origin: `http://localhost:${port}`, paths, stop: () => server.kill('SIGTERM') }
}
