// `npm start` / `npm run preview`: the built site on http://localhost:3000, served as a static host
// serves it (each page at its address, /about from about.html, its other forms redirected there
// permanently, the assets, the nearest 404.html with status 404 for anything else),
// together with the embedded local backend on http://127.0.0.1:54321. Ctrl-C stops both.
// With --in-memory (the tests, the benchmark, the screenshots) the local database lives in memory
// instead of .data/, and a local backend already answering (npm start's) is used instead of a second.
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { headerRules, headersFor } from '../lib/security/headers'
import { hostAnswer } from '../lib/static-host'
import { clientsEndIdleConnections } from '../supabase/local/keep-alive'
import { localKeys } from '../supabase/local/keys.ts'
import { startBackend } from '../supabase/local/start.ts'
import { headerConfig } from './site-env'

const projectRoot = join(import.meta.dirname, '..')
const siteRoot = join(projectRoot, 'dist', 'client')
const port = Number(process.env.PORT ?? 3000)
const inMemory = process.argv.includes('--in-memory')

/** Whether the local backend answers already: its port is fixed, because the build calls it there. */
async function backendRunning(): Promise<boolean> {
  try {
    await fetch(`${localKeys().url}/rest/v1/`, { signal: AbortSignal.timeout(2000) })
    return true
  } catch {
    return false
  }
}

const backend =
  inMemory && (await backendRunning())
    ? null
    : await startBackend({
        ...(inMemory
          ? { uploadsDir: join(projectRoot, '.data', 'test-uploads') }
          : { dataDir: join(projectRoot, '.data') }),
        // The enquiry function sends a visitor who posted a form back to this site.
        siteOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
      })

const rules = headerRules(headerConfig())
const site = new Hono()
// The same headers a static host sends from dist/client/_headers; a missing file is answered with
// the 404 page's headers, never as an immutable asset a cache would keep for a year.
site.use('*', async (c, next) => {
  await next()
  const path = c.res.status === 404 ? '/404.html' : c.req.path
  for (const [name, value] of Object.entries(headersFor(path, rules))) c.header(name, value)
})
// The host's configuration file is for the host, not for visitors.
site.get('/_headers', (c) => c.notFound())
// Text is sent compressed, as any static host does.
site.use('*', compress())
const isFile = (file: string) => statSync(join(siteRoot, file), { throwIfNoEntry: false })?.isFile() ?? false
site.use('*', async (c, next) => {
  const answer = hostAnswer(c.req.path, isFile)
  if (answer.kind === 'redirect') return c.redirect(`${answer.location}${new URL(c.req.url).search}`, 308)
  if (answer.kind === 'not-found') return c.notFound()
  return serveStatic({ root: siteRoot, path: answer.file })(c, next)
})
// The nearest 404.html up the path, as Cloudflare Pages does: the blog has its own.
const notFoundPage = (path: string) => (path.startsWith('/blog/') ? 'blog/404.html' : '404.html')
site.notFound((c) => c.html(readFileSync(join(siteRoot, notFoundPage(c.req.path)), 'utf8'), 404))

const server = serve({ fetch: site.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(
    `Site: http://localhost:${info.port}${backend ? '' : ` (with the local backend already running on ${localKeys().url})`}`,
  )
})
clientsEndIdleConnections(server)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close()
    Promise.resolve(backend?.close()).finally(() => process.exit(0))
  })
}
