// Says where a run's time went: the slowest tests, those past a third of their time limit, and any
// that passed only on a retry. A test near its limit on this machine fails on a slower one, so the
// list is printed on every run (issue 41), not only when something fails.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

const shown = 20

interface Timed {
  title: string
  seconds: number
  limit: number
}

const seconds = (ms: number) => Math.round(ms / 100) / 10

export default class SlowestReporter implements Reporter {
  private readonly runs: Timed[] = []
  private readonly retried = new Set<string>()

  onTestEnd(test: TestCase, result: TestResult) {
    const title = `${test.location.file.split(/[\\/]/).pop()}:${test.location.line} › ${test.titlePath().slice(3).join(' › ')}`
    this.runs.push({ title, seconds: seconds(result.duration), limit: seconds(test.timeout) })
    if (result.retry > 0) this.retried.add(title)
  }

  onEnd(_result: FullResult) {
    const slowest = [...this.runs].sort((a, b) => b.seconds - a.seconds)
    const overThird = slowest.filter(({ seconds, limit }) => seconds > limit / 3)
    const line = ({ title, seconds, limit }: Timed) => `  ${seconds.toFixed(1)} s of ${limit} s  ${title}`
    console.log(`\nSlowest ${shown} tests:\n${slowest.slice(0, shown).map(line).join('\n')}`)
    console.log(`Past a third of their time limit: ${overThird.length}`)
    for (const run of overThird) console.log(line(run))
    console.log(`Needed a retry: ${this.retried.size}${[...this.retried].map((t) => `\n  ${t}`).join('')}`)
  }
}
