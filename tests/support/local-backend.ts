// A local backend on a free port with an in-memory database, and supabase-js clients for it.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@supabase/supabase-js'
import ws from 'ws'
import { startBackend } from '../../supabase/local/start'

export async function localBackend() {
  const port = 55000 + Math.floor(Math.random() * 4000)
  const uploadsDir = mkdtempSync(join(tmpdir(), 'uploads-'))
  const backend = await startBackend({ port, uploadsDir })
  const url = `http://127.0.0.1:${port}`
  // Node 20 has no WebSocket: supabase-js's realtime client wants one even when unused.
  const client = (key: string) =>
    createClient(url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as never },
    })
  return {
    url,
    uploadsDir,
    keys: backend.keys,
    anon: client(backend.keys.anonKey),
    service: client(backend.keys.serviceRoleKey),
    client,
    close: backend.close,
  }
}
