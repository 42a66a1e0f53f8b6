// The sweep of uploads no resume came to name: each is deleted where it is kept (Cloudinary, or the
// local backend's folder) and then forgotten in the database. A file whose deletion fails stays listed
// and is tried again at the next sweep. Imports carry .ts extensions for Deno.

/** How long an upload waits for its resume row before it is swept. */
export const orphanAfterMs = 24 * 60 * 60 * 1000

export interface OrphanUpload {
  url: string
  file_type: string
}

export interface SweepSteps {
  /** The uploads stored before a moment that no resume names (public.orphan_uploads). */
  listOrphans: (storedBefore: Date) => Promise<OrphanUpload[]>
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
  for (const upload of await listOrphans(new Date(now() - orphanAfterMs))) {
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
