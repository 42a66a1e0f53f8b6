// The local backend's sweep of uploads no resume came to name: on start and every ten minutes, each is
// deleted from the uploads folder and forgotten, as the sweep-uploads function does in production.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { orphanLister, sweepOrphanUploads } from '../functions/_shared/sweep-uploads.ts'
import { callFunction } from './rest.ts'

/** Deletes a local upload's file, as Cloudinary's destroy does in production. */
export function deleteUploadFile(uploadsDir: string, url: string) {
  const name = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '')
  if (!name || name.startsWith('.')) throw new Error(`Not a local upload: ${url}`)
  rmSync(join(uploadsDir, name), { force: true })
}

export function localUploadSweep(db: PGlite, uploadsDir: string, now: () => number = Date.now) {
  const call = async (name: string, args: object) => {
    const result = await callFunction(db, 'service_role', name, args)
    if (result.status !== 200)
      throw new Error(`${name} answered ${result.status}: ${JSON.stringify(result.body)}`)
    return result.body
  }
  return () =>
    sweepOrphanUploads({
      listOrphans: orphanLister(call),
      deleteFile: async ({ url }) => deleteUploadFile(uploadsDir, url),
      forget: async (url) => {
        await call('forget_upload', { upload_url: url })
      },
      now,
    })
}
