// `npm run bench`: builds the site, serves it with the local backend, and runs Lighthouse on every
// route with its default mobile settings (Moto G Power viewport, simulated Slow 4G and a 4x slower
// CPU) in Debian's Chromium. Prints one table and writes bench/results.md and bench/results.json.
// Timings are measured here and reported, never asserted in tests.
import { execSync, spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { readSiteManifest } from '../lib/build/site-manifest'
import { chromiumArgs, chromiumPath } from './chromium'

const root = join(import.meta.dirname, '..')
const port = 4400
const origin = `http://localhost:${port}`

if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' })
const { pages: indexablePages } = readSiteManifest(join(root, 'dist'))

// Node itself runs the server (not npx, whose child would outlive a kill).
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--in-memory'], {
  cwd: root,
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Site:')) resolve()
  })
  server.once('exit', (code) => reject(new Error(`The server stopped (${code})`)))
})

const chrome = await launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
})

interface Row {
  route: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsBytes: number
  totalBytes: number
}

const rows: Row[] = []
try {
  for (const { path } of indexablePages) {
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    })
    if (!result) throw new Error(`No Lighthouse result for ${path}`)
    const { categories, audits } = result.lhr
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN
    const resources = (
      audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items
    const bytes = (type: string) => resources?.find((item) => item.resourceType === type)?.transferSize ?? 0
    rows.push({
      route: path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: Number(metric('cumulative-layout-shift').toFixed(3)),
      jsBytes: bytes('script'),
      totalBytes: bytes('total'),
    })
    console.log(`measured ${path}`)
  }
} finally {
  await chrome.kill()
  server.kill('SIGTERM')
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const header = '| route | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | JS | total |'
const table = [
  header,
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.fcpMs} ms | ${row.lcpMs} ms | ${row.tbtMs} ms | ${row.cls} | ${kb(row.jsBytes)} | ${kb(row.totalBytes)} |`,
  ),
].join('\n')

mkdirSync(join(root, 'bench'), { recursive: true })
writeFileSync(
  join(root, 'bench', 'results.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`,
)
writeFileSync(
  join(root, 'bench', 'results.md'),
  `# Lighthouse, mobile (simulated Slow 4G), ${new Date().toISOString().slice(0, 10)}\n\n${table}\n\nBytes are as transferred by the local server (gzip), as a static host serves them.\n`,
)
console.log(`\n${table}`)
