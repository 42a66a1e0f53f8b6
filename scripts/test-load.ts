// `npm run test:load`: the whole `npm test` (lint, types, unit tests with their backends, build, build
// tests, browser tests) on a machine half as fast as this one. A worker thread spins on one core for as
// long as the suite runs (and never longer than its own time cap), so everything else shares what is
// left, as on a slower 2-core machine or one with other work running. Nothing is retried: a test that
// passes only on a second try is a failure (issue 50).
//   npm run test:load                   one run
//   npm run test:load -- --runs=3       three runs in a row, stopping at the first failure
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { Worker } from 'node:worker_threads'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' } } })
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number from 1, not ${values.runs}`)

/** The hog's own limit, so it can never outlive a run that hangs: an hour a run. */
const capMs = runs * 60 * 60 * 1000
const hog = new Worker(
  `const end = Date.now() + ${capMs}; while (Date.now() < end) for (let i = 0; i < 1e6; i++);`,
  { eval: true },
)
hog.unref()

let failed = 0
for (let run = 1; run <= runs; run++) {
  console.log(`\nLoad run ${run} of ${runs}: npm test with one core taken by a busy loop`)
  const started = Date.now()
  const { status } = spawnSync('npm', ['test'], {
    stdio: 'inherit',
    env: { ...process.env, CI: 'true' },
  })
  console.log(
    `Load run ${run}: ${status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  )
  if (status !== 0) {
    failed = run
    break
  }
}
await hog.terminate()
process.exitCode = failed ? 1 : 0
