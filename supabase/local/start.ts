import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { limitSetting } from '../functions/_shared/limit-setting.ts'
import {
  defaultUploadBytesPerHour,
  defaultUploadsPerHour,
} from '../functions/upload-to-cloudinary/handler.ts'
import { createBackend } from './app.ts'
import { openDatabase } from './db.ts'
import { localKeys } from './keys.ts'
import { applyLimits, limitsOf } from './limits.ts'
import { localUploadSweep } from './sweep.ts'

export interface StartOptions {
  /** Folder for the database and uploads; in memory (and a temporary upload folder) without it. */
  dataDir?: string
  uploadsDir?: string
  port?: number
  /**
   * Where the limits come from: the database's ENQUIRY_LIMIT_PER_HOUR, RESUME_LIMIT_PER_HOUR and
   * SITE_LIMIT_PER_MINUTE, and the upload function's own UPLOAD_LIMIT_PER_HOUR and UPLOAD_BYTES_PER_HOUR.
   */
  env?: Record<string, string | undefined>
  /** The site's origins, where the enquiry function sends visitors back to. */
  siteOrigins?: readonly string[]
}

/** Opens the database, applies the migrations and serves the local Supabase API. */
export async function startBackend({
  dataDir,
  uploadsDir,
  port,
  env = process.env,
  siteOrigins,
}: StartOptions = {}) {
  const keys = localKeys()
  const db = await openDatabase(dataDir && join(dataDir, 'db'))
  let uploadsPerHour: number
  let uploadBytesPerHour: number
  try {
    await applyLimits(db, env)
    uploadsPerHour = limitSetting('UPLOAD_LIMIT_PER_HOUR', env.UPLOAD_LIMIT_PER_HOUR, defaultUploadsPerHour)
    uploadBytesPerHour = limitSetting(
      'UPLOAD_BYTES_PER_HOUR',
      env.UPLOAD_BYTES_PER_HOUR,
      defaultUploadBytesPerHour,
    )
  } catch (error) {
    await db.close()
    throw error
  }
  const listenPort = port ?? Number(new URL(keys.url).port)
  const uploadsFolder = uploadsDir ?? join(dataDir ?? tmpdir(), 'uploads')
  const app = createBackend({
    db,
    keys,
    uploadsDir: uploadsFolder,
    publicUrl: `http://127.0.0.1:${listenPort}`,
    uploadsPerHour,
    uploadBytesPerHour,
    siteOrigins,
  })
  // Uploads no resume came to name within a day are swept now and every hour.
  const sweep = localUploadSweep(db, uploadsFolder)
  const sweeping = setInterval(() => void sweep().catch(console.error), 60 * 60 * 1000)
  sweeping.unref()
  await sweep()
  const server = serve({ fetch: app.fetch, port: listenPort, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const limits = await limitsOf(db)
  console.log(
    `Local backend: http://127.0.0.1:${listenPort} (${dataDir ? `data in ${dataDir}` : 'in memory'}; limits: ${limits.enquiries_per_address_per_hour} enquiries and ${limits.resumes_per_address_per_hour} resumes an hour per address, ${limits.writes_per_minute} writes a minute per table)`,
  )
  return {
    db,
    keys,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweeping)
        server.close(() => db.close().then(() => resolve()))
      }),
  }
}
