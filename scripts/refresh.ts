// `npm run refresh`: brings every feed's snapshot up to date from the feed itself, checks what it
// fetched, rewrites the snapshot and prints what changed. A feed that fails leaves its snapshot as it
// was and makes the command exit 1, naming it, after the others have run. Needs the network; the build
// reads the snapshots and never fetches. Run weekly by .github/workflows/refresh.yml.
import { join } from 'node:path'
import { roundsRefresher } from '../lib/draws/refresh'
import { australiaOccupationsRefresher } from '../lib/occupations/australia-list'
import { nocRefresher } from '../lib/occupations/noc'
import { ukOccupationsRefresher } from '../lib/occupations/uk'
import { homeAffairsRefresher } from '../lib/processing-times/home-affairs'
import { inzRefresher } from '../lib/processing-times/inz'
import { irccExpressEntryRefresher, irccIndiaRefresher } from '../lib/processing-times/ircc'
import { ukviRefresher } from '../lib/processing-times/ukvi'
import { usWaitsRefresher } from '../lib/processing-times/us-waits'
import { ratesRefresher } from '../lib/rates/refresh'
import { type Refresher, refreshAll, snapshotFiles } from '../lib/refresh'

/** Every feed with a snapshot in the repository. A new feed joins here, with its sample-shape test. */
const refreshers: readonly Refresher[] = [
  roundsRefresher,
  ratesRefresher,
  irccIndiaRefresher,
  irccExpressEntryRefresher,
  homeAffairsRefresher,
  ukviRefresher,
  usWaitsRefresher,
  inzRefresher,
  ukOccupationsRefresher,
  nocRefresher,
  australiaOccupationsRefresher,
]

const failed = await refreshAll(refreshers, {
  async fetchJson({ url, post }) {
    const request: RequestInit =
      post === undefined
        ? {}
        : { method: 'POST', body: JSON.stringify(post), headers: { 'Content-Type': 'application/json' } }
    const response = await fetch(url, { ...request, signal: AbortSignal.timeout(30_000) }).catch(
      (error: Error) => {
        // Node's fetch says only "fetch failed"; the reason (no route, DNS, timeout) is its cause.
        throw new Error(`${url}: ${(error.cause as Error | undefined)?.message ?? error.message}`)
      },
    )
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    return response.json()
  },
  ...snapshotFiles(join(import.meta.dirname, '..')),
  log: (line) => console.log(line),
  today: new Date().toISOString().slice(0, 10),
})
if (failed.length > 0) {
  console.error(`Not refreshed: ${failed.join(', ')}`)
  process.exit(1)
}
