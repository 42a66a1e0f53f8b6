// `npm run refresh` (scripts/refresh.ts): every feed the site keeps a snapshot of, fetched, checked and
// written back. Each feed has a refresher; this runs them all, one failure not stopping the others.

/** One feed: where it is, which snapshot it rewrites, and how a fetched copy becomes that snapshot. */
export interface Refresher {
  /** The feed's name in what the command prints. */
  name: string
  url: string
  /** The snapshot's path from the repository's root. */
  file: string
  /**
   * The new snapshot from the feed as fetched and the snapshot as it was, and what changed in lines a
   * person reads. Throws when the feed is not of the shape it knows, so nothing unchecked is written.
   */
  update(feed: unknown, before: unknown, today: string): { snapshot: unknown; changes: string[] }
}

/** The outside world, handed in so that the run is tested without the network or the files. */
export interface RefreshIo {
  fetchJson(url: string): Promise<unknown>
  read(file: string): unknown
  write(file: string, snapshot: unknown): void
  log(line: string): void
  today: string
}

/** Runs every refresher in turn; resolves to the names of those that failed, each with its reason logged. */
export async function refreshAll(refreshers: readonly Refresher[], io: RefreshIo): Promise<string[]> {
  const failed: string[] = []
  for (const refresher of refreshers) {
    try {
      const feed = await io.fetchJson(refresher.url)
      const { snapshot, changes } = refresher.update(feed, io.read(refresher.file), io.today)
      io.write(refresher.file, snapshot)
      io.log(`${refresher.name} (${refresher.file}):\n${changes.map((line) => `  ${line}`).join('\n')}`)
    } catch (error) {
      failed.push(refresher.name)
      io.log(`${refresher.name}: FAILED, snapshot left as it was: ${(error as Error).message}`)
    }
  }
  return failed
}
