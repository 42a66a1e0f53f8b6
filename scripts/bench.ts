// `npm run bench`: builds the site, serves it with the local backend, and runs Lighthouse on every
// route three times with its default mobile settings (Moto G Power viewport, simulated Slow 4G and a
// 4x slower CPU) in Debian's Chromium. Prints one table of medians, ranges and the previously
// committed values, and writes bench/results.md and bench/results.json (unless routes are named).
// Timings are measured here and reported, never asserted in tests.
import { execSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { serveBuiltSite } from './built-site'
import { chromiumArgs, chromiumPath } from './chromium'

const { root, origin, pages, stop } = await serveBuiltSite(4400)
// `npm run bench -- /about /faq` measures those routes only, and prints without writing the results.
const chosen = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
const indexablePages = chosen.length ? pages.filter((page) => chosen.includes(page.path)) : pages

const chrome = await launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
})

/** One Lighthouse run of one route. */
interface Run {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsBytes: number
  htmlBytes: number
}

const runsPerRoute = 3
const timed = ['fcpMs', 'lcpMs', 'tbtMs', 'cls', 'jsBytes', 'htmlBytes'] as const
type Timed = (typeof timed)[number]

/** A route's medians and ranges over its runs; scores are the medians too. */
interface Row extends Run {
  route: string
  range: Record<Timed, [number, number]>
}

/** Lighthouse's measure of this machine's CPU in each run (its 4x slowdown assumes 1500–2000). */
const benchmarkIndexes: number[] = []

async function measure(path: string): Promise<Run> {
  const result = await lighthouse(`${origin}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
  })
  if (!result) throw new Error(`No Lighthouse result for ${path}`)
  const { categories, audits, runtimeError, environment } = result.lhr
  if (runtimeError) throw new Error(`Lighthouse could not measure ${path}: ${runtimeError.code}`)
  benchmarkIndexes.push(environment.benchmarkIndex)
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN
  const resources = (
    audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items
  const bytes = (type: string) => resources?.find((item) => item.resourceType === type)?.transferSize ?? 0
  const run = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    jsBytes: bytes('script'),
    htmlBytes: bytes('document'),
  }
  const missing = timed.filter((key) => !Number.isFinite(run[key]))
  if (missing.length > 0) throw new Error(`Lighthouse gave no ${missing.join(', ')} for ${path}`)
  return run
}

/**
 * A run Lighthouse could not finish (it happens now and then on a busy machine) is run again once, and
 * said: a median over a missing value would mean nothing.
 */
const measureOrRetry = (path: string) =>
  measure(path).catch((error: unknown) => {
    console.warn(`${String(error)}; measuring again`)
    return measure(path)
  })

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

function summarise(route: string, runs: Run[]): Row {
  const of = (key: keyof Run) => median(runs.map((run) => run[key]))
  const range = Object.fromEntries(
    timed.map((key) => {
      const measured = runs.map((run) => run[key])
      return [key, [Math.min(...measured), Math.max(...measured)]]
    }),
  ) as Row['range']
  return {
    route,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsBytes: of('jsBytes'),
    htmlBytes: of('htmlBytes'),
    range,
  }
}

// The previously committed table (bench/results.md), so each median is printed beside the value it
// replaces. Its cells start with the number ("1124 ms", "85.3 KB", or a median with its range).
const columns: Record<string, Timed> = {
  FCP: 'fcpMs',
  LCP: 'lcpMs',
  TBT: 'tbtMs',
  CLS: 'cls',
  JS: 'jsBytes',
  HTML: 'htmlBytes',
}
function previousResults(): Map<string, Partial<Run>> {
  let text = ''
  try {
    text = execSync('git show HEAD:bench/results.md', {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
  } catch {
    return new Map()
  }
  const lines = text.split('\n').filter((line) => line.startsWith('| '))
  const headings = (lines[0] ?? '').split('|').map((cell) => cell.trim())
  const found = new Map<string, Partial<Run>>()
  for (const line of lines.slice(1)) {
    const cells = line.split('|').map((cell) => cell.trim())
    const values: Partial<Run> = {}
    headings.forEach((heading, index) => {
      const key = columns[heading]
      const value = Number.parseFloat(cells[index] ?? '')
      if (key && Number.isFinite(value))
        values[key] = /^[\d.]+ KB/.test(cells[index] ?? '') ? value * 1024 : value
    })
    if (cells[1]?.startsWith('/')) found.set(cells[1], values)
  }
  return found
}
const previous = previousResults()

const rows: Row[] = []
try {
  for (const { path } of indexablePages) {
    const runs: Run[] = []
    for (let run = 0; run < runsPerRoute; run++) runs.push(await measureOrRetry(path))
    rows.push(summarise(path, runs))
    console.log(`measured ${path}`)
  }
} finally {
  await chrome.kill()
  stop()
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const units: Record<Timed, (value: number) => string> = {
  fcpMs: (v) => `${v} ms`,
  lcpMs: (v) => `${v} ms`,
  tbtMs: (v) => `${v} ms`,
  cls: (v) => String(v),
  jsBytes: kb,
  htmlBytes: kb,
}
/** "812 ms (790–840; was 925 ms)": the median, the range of the runs, the committed value. */
function cell(row: Row, key: Timed): string {
  const show = units[key]
  const [low, high] = row.range[key]
  const before = previous.get(row.route)?.[key]
  // A new route has no committed value; an older results file may lack a column (HTML bytes).
  const was =
    before !== undefined ? `was ${show(before)}` : previous.has(row.route) ? 'was not measured' : 'new route'
  return `${show(row[key])} (${show(low)}–${show(high)}; ${was})`
}
const header = '| route | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | JS | HTML |'
const table = [
  header,
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${timed.map((key) => cell(row, key)).join(' | ')} |`,
  ),
].join('\n')

const machine = `This machine's Lighthouse benchmarkIndex: median ${median(benchmarkIndexes)} (${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)}). Lighthouse's 4x CPU slowdown is calibrated for a high-end desktop (1500–2000), so on a slower machine the CPU-bound metrics (TBT above all) come out slower than on the phone it emulates.`
console.log(`\n${table}\n\n${machine}`)
if (chosen.length) process.exit(0)
mkdirSync(join(root, 'bench'), { recursive: true })
writeFileSync(
  join(root, 'bench', 'results.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), runsPerRoute, benchmarkIndexes, rows }, null, 2)}\n`,
)
writeFileSync(
  join(root, 'bench', 'results.md'),
  `# Lighthouse, mobile (simulated Slow 4G), ${new Date().toISOString().slice(0, 10)}\n\nEach value is the median of ${runsPerRoute} runs, with their range and the previously committed value. Bytes are as transferred by the local server (gzip), as a static host serves them; JS is what loads without interaction.\n\n${table}\n\n${machine}\n`,
)
