// The site as a static host serves it (each page at its address, /about from about.html, its other forms
// redirected there permanently, the assets, the nearest 404.html with status 404 for anything else), with
// the headers of dist/client/_headers: `npm start`'s site server (scripts/serve.ts), and its tests.
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { type HeaderRule, headersFor } from '../lib/security/headers'
import { hostAnswer } from '../lib/static-host'
import { failureOf, refuseOddPaths } from '../supabase/local/request-path.ts'

export function siteApp(siteRoot: string, rules: HeaderRule[]): Hono {
  const site = new Hono()
  // The same headers a static host sends from dist/client/_headers; a missing file is answered with
  // the 404 page's headers, never as an immutable asset a cache would keep for a year.
  site.use('*', async (c, next) => {
    await next()
    const path = c.res.status === 404 ? '/404.html' : c.req.path
    for (const [name, value] of Object.entries(headersFor(path, rules))) c.header(name, value)
  })
  site.use('*', refuseOddPaths)
  // The host's configuration file is for the host, not for visitors.
  site.get('/_headers', (c) => c.notFound())
  // Text is sent compressed, as any static host does.
  site.use('*', compress())
  // A name no file can have (too long, under a file, holding a NUL) is no file of the site either.
  const isFile = (file: string) => {
    try {
      return statSync(join(siteRoot, file), { throwIfNoEntry: false })?.isFile() ?? false
    } catch {
      return false
    }
  }
  site.use('*', async (c, next) => {
    const answer = hostAnswer(c.req.path, isFile)
    if (answer.kind === 'redirect') return c.redirect(`${answer.location}${new URL(c.req.url).search}`, 308)
    if (answer.kind === 'not-found') return c.notFound()
    return serveStatic({ root: siteRoot, path: answer.file })(c, next)
  })
  // The nearest 404.html up the path, as Cloudflare Pages does: the blog has its own.
  const notFoundPage = (path: string) => (path.startsWith('/blog/') ? 'blog/404.html' : '404.html')
  site.notFound((c) => c.html(readFileSync(join(siteRoot, notFoundPage(c.req.path)), 'utf8'), 404))
  site.onError((error, c) => {
    console.error(`site: ${c.req.method} failed: ${failureOf(error)}`)
    return c.text('Internal Server Error', 500)
  })
  return site
}
