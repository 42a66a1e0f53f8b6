// `npm run bench`: builds the site, serves it with the local backend, and runs Lighthouse on every
// route five times with its default mobile settings (Moto G Power viewport, simulated Slow 4G and a
// 4x slower CPU) in Debian's Chromium. Prints one table of medians, ranges and the previously
// committed values, and writes bench/results.md and bench/results.json (unless routes are named).
// Timings are measured here and reported, never asserted in tests.
import { execSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import { headerRules, headersFor } from '../lib/security/headers'
import { freePort } from '../supabase/local/free-port'
import { serveBuiltSite } from './built-site'
import { chromiumArgs, chromiumPath } from './chromium'
import { headerConfig } from './site-env'

const { root, origin, paths, stop } = await serveBuiltSite()
// `npm run bench -- /about /faq` measures those routes only, and prints without writing the results.
const chosen = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
// `npm run bench -- --cpu-slowdown=9` replaces Lighthouse's 4x CPU slowdown, to emulate the same phone
// on a machine faster or slower than the one 4x is calibrated for; it too prints without writing.
const cpuSlowdownArg = process.argv.find((arg) => arg.startsWith('--cpu-slowdown='))
const cpuSlowdown = cpuSlowdownArg ? Number(cpuSlowdownArg.split('=')[1]) : undefined
if (cpuSlowdown !== undefined && !(cpuSlowdown > 0)) throw new Error(`Not a CPU slowdown: ${cpuSlowdownArg}`)
const indexablePaths = chosen.length ? paths.filter((path) => chosen.includes(path)) : paths

// The floor: a page with a heading and a line of text, no CSS and no script, served beside the site
// with the site's headers. What it scores is this machine and browser (committing the navigation,
// creating the page's script context), not the site; each route's TBT reads against it.
const floorPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="The floor page"></head><body><main><h1>A heading</h1><p>A line of text.</p></main></body></html>'
const floorServer = createServer((_request, response) =>
  response
    .writeHead(200, {
      ...headersFor('/', headerRules(headerConfig())),
      'Content-Type': 'text/html; charset=utf-8',
    })
    .end(floorPage),
)
const floorPort = await freePort()
await new Promise<void>((resolve) => floorServer.listen(floorPort, resolve))

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
  /** The main thread's style and layout, as the phone would spend it (the trace's times x the slowdown). */
  styleLayoutMs: number
  jsBytes: number
  htmlBytes: number
}

// Lighthouse's variability guide: the median of five runs varies about half as much as one run.
const runsPerRoute = 5
const timed = ['fcpMs', 'lcpMs', 'tbtMs', 'cls', 'styleLayoutMs', 'jsBytes', 'htmlBytes'] as const
type Timed = (typeof timed)[number]

/** A route's medians and ranges over its runs; scores are the medians too. */
interface Row extends Run {
  route: string
  range: Record<Timed, [number, number]>
}

/** Lighthouse's measure of this machine's CPU in each run (its 4x slowdown assumes 1500–2000). */
const benchmarkIndexes: number[] = []

async function measure(url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    ...(cpuSlowdown && { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }),
  })
  if (!result) throw new Error(`No Lighthouse result for ${url}`)
  const { categories, audits, runtimeError, environment } = result.lhr
  if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.code}`)
  benchmarkIndexes.push(environment.benchmarkIndex)
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN
  const resources = (
    audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items
  const bytes = (type: string) => resources?.find((item) => item.resourceType === type)?.transferSize ?? 0
  // TBT counts only what a task holds past 50 ms, after the first paint, so one page's runs spread
  // several times over; the work itself varies far less. Style and layout is where a page's text is
  // set (a Hindi page's shaping shows here), so it is the figure that compares languages.
  const work = (
    audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] }
  )?.items
  const workOf = (group: string) => work?.find((item) => item.group === group)?.duration ?? Number.NaN
  const run = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    styleLayoutMs: Math.round(workOf('styleLayout')),
    jsBytes: bytes('script'),
    htmlBytes: bytes('document'),
  }
  const missing = timed.filter((key) => !Number.isFinite(run[key]))
  if (missing.length > 0) throw new Error(`Lighthouse gave no ${missing.join(', ')} for ${url}`)
  return run
}

/**
 * A run Lighthouse could not finish (NO_NAVSTART now and then on a busy machine) is run again, up to
 * twice, and said: a median over a missing value would mean nothing. Once was not enough: a full run
 * stopped at its 40th route when one page failed twice in a row.
 */
const measureOrRetry = async (url: string, attemptsLeft = 2): Promise<Run> =>
  measure(url).catch((error: unknown) => {
    if (attemptsLeft === 0) throw error
    console.warn(`${String(error)}; measuring again`)
    return measureOrRetry(url, attemptsLeft - 1)
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
    styleLayoutMs: of('styleLayoutMs'),
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
  'Style+layout': 'styleLayoutMs',
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

// In rounds: each round measures the floor and then every route once, so the five runs of a route, of
// its other languages and of the floor are spread alike over the whole bench, and a machine busier in
// one minute than the next weighs on all of them rather than on the routes measured then.
const floorUrl = `http://localhost:${floorPort}/`
const runsOf = new Map<string, Run[]>([floorUrl, ...indexablePaths].map((key) => [key, []]))
let rows: Row[] = []
let floor: Row
try {
  for (let round = 1; round <= runsPerRoute; round++) {
    runsOf.get(floorUrl)?.push(await measureOrRetry(floorUrl))
    for (const path of indexablePaths) runsOf.get(path)?.push(await measureOrRetry(`${origin}${path}`))
    console.log(`round ${round} of ${runsPerRoute} measured`)
  }
  floor = summarise('floor', runsOf.get(floorUrl) ?? [])
  rows = indexablePaths.map((path) => summarise(path, runsOf.get(path) ?? []))
} finally {
  await chrome.kill()
  floorServer.close()
  stop()
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const units: Record<Timed, (value: number) => string> = {
  fcpMs: (v) => `${v} ms`,
  lcpMs: (v) => `${v} ms`,
  tbtMs: (v) => `${v} ms`,
  cls: (v) => String(v),
  styleLayoutMs: (v) => `${v} ms`,
  jsBytes: kb,
  htmlBytes: kb,
}
/** "812 ms (790–840; was 925 ms)": the median, the range of the runs, the committed value. */
function cell(row: Row, key: Timed, compared = true): string {
  const show = units[key]
  const [low, high] = row.range[key]
  const before = previous.get(row.route)?.[key]
  // A new route has no committed value; an older results file may lack a column (HTML bytes).
  const was =
    before !== undefined ? `was ${show(before)}` : previous.has(row.route) ? 'was not measured' : 'new route'
  return `${show(row[key])} (${show(low)}–${show(high)}${compared ? `; ${was}` : ''})`
}
const header = '| route | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | Style+layout | JS | HTML |'
const table = [
  header,
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${timed.map((key) => cell(row, key)).join(' | ')} |`,
  ),
].join('\n')

/**
 * Lighthouse's throttling guide: the default 4x CPU slowdown is meant for a benchmarkIndex of 1500–2000
 * (a high-end desktop); a faster machine needs a higher one to emulate the same phone, a slower one a
 * lower. Scaled in proportion from the bracket's middle, as a starting point for --cpu-slowdown.
 */
function machineLine(indexes: number[]): string {
  const index = median(indexes)
  const measured = `This machine's Lighthouse benchmarkIndex: median ${index} (${Math.min(...indexes)}–${Math.max(...indexes)}).`
  if (cpuSlowdown)
    return `${measured} Measured with a ${cpuSlowdown}x CPU slowdown instead of Lighthouse's 4x.`
  if (index >= 1500 && index <= 2000)
    return `${measured} Lighthouse's 4x CPU slowdown is calibrated for this range (a high-end desktop, 1500–2000), so the CPU-bound metrics (TBT above all) read as on the phone it emulates.`
  const than = index > 2000 ? 'faster' : 'slower'
  const calibrated = Math.round((4 * index) / 1750)
  return `${measured} Lighthouse's 4x CPU slowdown is calibrated for a high-end desktop (1500–2000); this machine is ${than}, so the CPU-bound metrics (TBT above all) come out ${than} than on the phone it emulates. To emulate that phone here: \`npm run bench -- --cpu-slowdown=${calibrated}\`.`
}
const machine = machineLine(benchmarkIndexes)
const floorLine = `The floor, a page with a heading and a line of text and nothing else, on this machine: Perf ${floor.performance}, TBT ${cell(floor, 'tbtMs', false)}, FCP ${cell(floor, 'fcpMs', false)}. That TBT is the browser's own work on committing a navigation, which Lighthouse multiplies by its CPU slowdown like the page's.`
console.log(`\n${table}\n\n${floorLine}\n\n${machine}`)
if (chosen.length || cpuSlowdown) process.exit(0)
mkdirSync(join(root, 'bench'), { recursive: true })
writeFileSync(
  join(root, 'bench', 'results.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), runsPerRoute, benchmarkIndexes, floor, rows }, null, 2)}\n`,
)
writeFileSync(
  join(root, 'bench', 'results.md'),
  `# Lighthouse, mobile (simulated Slow 4G), ${new Date().toISOString().slice(0, 10)}\n\nEach value is the median of ${runsPerRoute} runs, with their range and the previously committed value. Bytes are as transferred by the local server (gzip), as a static host serves them; JS is what loads without interaction.\n\n${table}\n\n${floorLine}\n\n${machine}\n`,
)
