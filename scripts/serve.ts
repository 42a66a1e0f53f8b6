// `npm start` / `npm run preview`: the built site on http://localhost:3000, served as a static host
// serves it (scripts/site-app.ts), together with the embedded local backend on http://127.0.0.1:54321.
// Ctrl-C stops both.
// With --in-memory (the tests, the benchmark, the screenshots) the local database lives in memory
// instead of .data/, and a local backend already answering (npm start's) is used instead of a second.
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { headerRules } from '../lib/security/headers'
import { clientsEndIdleConnections } from '../supabase/local/keep-alive'
import { localKeys } from '../supabase/local/keys.ts'
import { startBackend } from '../supabase/local/start.ts'
import { siteApp } from './site-app'
import { headerConfig } from './site-env'

const projectRoot = join(import.meta.dirname, '..')
const siteRoot = join(projectRoot, 'dist', 'client')
const port = Number(process.env.PORT ?? 3000)
const inMemory = process.argv.includes('--in-memory')

/** Whether the local backend answers already: its port is fixed, because the build calls it there. */
async function backendRunning(): Promise<boolean> {
  try {
    await fetch(`${localKeys().url}/rest/v1/`, { signal: AbortSignal.timeout(2000) })
    return true
  } catch {
    return false
  }
}

const backend =
  inMemory && (await backendRunning())
    ? null
    : await startBackend({
        ...(inMemory
          ? { uploadsDir: join(projectRoot, '.data', 'test-uploads') }
          : { dataDir: join(projectRoot, '.data') }),
        // The enquiry function sends a visitor who posted a form back to this site.
        siteOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
      })

const site = siteApp(siteRoot, headerRules(headerConfig()))

const server = serve({ fetch: site.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(
    `Site: http://localhost:${info.port}${backend ? '' : ` (with the local backend already running on ${localKeys().url})`}`,
  )
})
clientsEndIdleConnections(server)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close()
    Promise.resolve(backend?.close()).finally(() => process.exit(0))
  })
}
