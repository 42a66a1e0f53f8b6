// A local backend in a process of its own, for a test that kills it mid-send (kill -9) and starts another
// on the same data: node --import tsx tests/support/backend-process.ts <data folder> <port>. Settings
// come from its environment; it prints "Local backend: …" once it listens.
import { startBackend } from '../../supabase/local/start.ts'

const [dataDir, port] = process.argv.slice(2)
await startBackend({ dataDir, port: Number(port), env: process.env })
