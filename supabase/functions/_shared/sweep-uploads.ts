// The sweep of uploads no resume came to name: each is deleted where it is kept (Cloudinary, or the
// local backend's folder) and then forgotten in the database. A file whose deletion fails stays listed
// and is tried again at the next sweep. Imports carry .ts extensions for Deno.

/** How long an upload waits for its resume row before it is swept. */
export const orphanAfterMs = 24 * 60 * 60 * 1000

/**
 * How long, while its address's unsaved uploads or the site's pass their budget (migration
 * upload_budget), an upload waits for its resume row: a visitor's is saved seconds after its upload.
 */
export const pressedOrphanAfterMs = 10 * 60 * 1000

/** How often the sweep runs (locally; production schedules the function as often). */
export const sweepEveryMs = 10 * 60 * 1000

export interface OrphanUpload {
  url: string
  file_type: string
}

/** Lists the orphans through the database function, as the service role calls it (rpc). */
export const orphanLister =
  (rpc: (name: string, args: object) => Promise<unknown>) =>
  async (storedBefore: Date, pressedBefore: Date): Promise<OrphanUpload[]> =>
    (await rpc('orphan_uploads', {
      stored_before: storedBefore.toISOString(),
      pressed_before: pressedBefore.toISOString(),
    })) as OrphanUpload[]

export interface SweepSteps {
  /** The uploads no resume names stored before a moment, or before a later one while their address's
   * or the site's budget is pressed (public.orphan_uploads). */
  listOrphans: (storedBefore: Date, pressedBefore: Date) => Promise<OrphanUpload[]>
  /** Deletes the file where it is kept. */
  deleteFile: (upload: OrphanUpload) => Promise<void>
  /** Forgets it in the database (public.forget_upload). */
  forget: (url: string) => Promise<void>
  now?: () => number
  log?: (message: string) => void
}

export async function sweepOrphanUploads({
  listOrphans,
  deleteFile,
  forget,
  now = Date.now,
  log = console.error,
}: SweepSteps): Promise<{ deleted: number; failed: number }> {
  let deleted = 0
  let failed = 0
  for (const upload of await listOrphans(
    new Date(now() - orphanAfterMs),
    new Date(now() - pressedOrphanAfterMs),
  )) {
    try {
      await deleteFile(upload)
      await forget(upload.url)
      deleted++
    } catch (error) {
      failed++
      log(
        `sweep: ${upload.url} not deleted: ${String(error instanceof Error ? error.message : error).replace(/[\r\n]+/g, ' ')}`,
      )
    }
  }
  return { deleted, failed }
}
