// `npm run refresh` (scripts/refresh.ts): every feed the site keeps a snapshot of, fetched, checked and
// written back. Each snapshot has a refresher; this runs them all, one failure not stopping the others.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** One address a refresher reads: a JSON document, fetched with GET, or with POST where `post` is given. */
interface Feed {
  url: string
  /** The JSON body of a POST, for a feed that answers only to one (Home Affairs' processing times). */
  post?: unknown
}

/** One snapshot: the feeds it is made from, where it is kept, and how fetched copies become it. */
export interface Refresher {
  /** The snapshot's name in what the command prints. */
  name: string
  feeds: readonly Feed[]
  /** The snapshot's path from the repository's root. */
  file: string
  /**
   * The new snapshot from the feeds as fetched (in the order of `feeds`) and the snapshot as it was, and
   * what changed in lines a person reads. Throws when a feed is not of the shape it knows, or holds a
   * value past the refresher's bounds (lib/feed-bounds.ts), naming the field, so nothing unchecked is written.
   */
  update(
    fetched: readonly unknown[],
    before: unknown,
    today: string,
  ): { snapshot: unknown; changes: string[] }
}

/** The outside world, handed in so that the run is tested without the network or the files. */
export interface RefreshIo {
  fetchJson(feed: Feed): Promise<unknown>
  read(file: string): unknown
  write(file: string, snapshot: unknown): void
  log(line: string): void
  today: string
}

/** The snapshots as files under `root` (the repository; a test's temporary copy), read and written as JSON. */
export function snapshotFiles(root: string): Pick<RefreshIo, 'read' | 'write'> {
  return {
    read: (file) => JSON.parse(readFileSync(join(root, file), 'utf8')),
    write: (file, snapshot) => writeFileSync(join(root, file), `${JSON.stringify(snapshot, null, 2)}\n`),
  }
}

/** Runs every refresher in turn; resolves to the names of those that failed, each with its reason logged. */
export async function refreshAll(refreshers: readonly Refresher[], io: RefreshIo): Promise<string[]> {
  const failed: string[] = []
  for (const refresher of refreshers) {
    try {
      const fetched = await Promise.all(refresher.feeds.map((feed) => io.fetchJson(feed)))
      const { snapshot, changes } = refresher.update(fetched, io.read(refresher.file), io.today)
      io.write(refresher.file, snapshot)
      io.log(`${refresher.name} (${refresher.file}):\n${changes.map((line) => `  ${line}`).join('\n')}`)
    } catch (error) {
      failed.push(refresher.name)
      io.log(`${refresher.name}: FAILED, snapshot left as it was: ${(error as Error).message}`)
    }
  }
  return failed
}
