// Serves the built site (dist/client) the way a static host does: each route's index.html,
// the assets, and 404.html with status 404 for any other path.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'

const root = join(import.meta.dirname, '..', 'dist', 'client')
const port = Number(process.env.PORT ?? 3000)

const app = new Hono()
app.use('*', serveStatic({ root }))
app.notFound((c) => c.html(readFileSync(join(root, '404.html'), 'utf8'), 404))

serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`Site: http://localhost:${info.port}`)
})
