import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createBackend } from './app.ts'
import { openDatabase } from './db.ts'
import { localKeys } from './keys.ts'

export interface StartOptions {
  /** Folder for the database and uploads; in memory (and a temporary upload folder) without it. */
  dataDir?: string
  uploadsDir?: string
  port?: number
}

/** Opens the database, applies the migrations and serves the local Supabase API. */
export async function startBackend({ dataDir, uploadsDir, port }: StartOptions = {}) {
  const keys = localKeys()
  const db = await openDatabase(dataDir && join(dataDir, 'db'))
  const listenPort = port ?? Number(new URL(keys.url).port)
  const app = createBackend({
    db,
    keys,
    uploadsDir: uploadsDir ?? join(dataDir ?? tmpdir(), 'uploads'),
    publicUrl: `http://127.0.0.1:${listenPort}`,
    uploadsPerHour: process.env.UPLOAD_LIMIT_PER_HOUR ? Number(process.env.UPLOAD_LIMIT_PER_HOUR) : undefined,
  })
  const server = serve({ fetch: app.fetch, port: listenPort, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  console.log(
    `Local backend: http://127.0.0.1:${listenPort} (${dataDir ? `data in ${dataDir}` : 'in memory'})`,
  )
  return {
    db,
    keys,
    close: () => new Promise<void>((resolve) => server.close(() => db.close().then(() => resolve()))),
  }
}
