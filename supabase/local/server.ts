// Starts the embedded local backend on its own: npx tsx supabase/local/server.ts
import { join } from 'node:path'
import { startBackend } from './start.ts'

await startBackend({ dataDir: join(import.meta.dirname, '..', '..', '.data') })
