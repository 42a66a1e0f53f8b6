// Paths no page links to (issue 51, item 8): an encoded NUL, a malformed percent-encoding, a path of
// 5,000 characters, a name no file can have. Both local servers (the backend, and npm start's site
// server) answer 400 or 404, never 500, and log nothing that holds the path.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { headerRules } from '../../../lib/security/headers'
import { siteApp } from '../../../scripts/site-app'
import { failureOf } from '../../../supabase/local/request-path'
import { localBackend } from '../../support/local-backend'

/** Every line written to the console while a test runs. */
let logged: string[] = []
beforeAll(() => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...parts: unknown[]) => {
      logged.push(
        parts
          .map((part) => (part instanceof Error ? `${part.message}\n${part.stack}` : String(part)))
          .join(' '),
      )
    })
  }
})
afterEach(() => {
  logged = []
})
afterAll(() => vi.restoreAllMocks())

const long = `/${'z'.repeat(4999)}`
const odd = ['/%00', '/%E0%A4%A', long]

/** What of a path would show in a log line: its distinctive parts, raw, decoded or escaped. */
const traces = ['%00', '\u0000', '\\u0000', '\\x00', '%E0%A4%A', 'zzzzzzzz', 'yyyyyyyy', 'secret-name']

/** A path as a test's name shows it. */
const shown = (path: string) =>
  path.length > 80 ? `${path.slice(0, 24)}… (${path.length} characters)` : path

function expectNothingLoggedOfPaths() {
  for (const line of logged) for (const trace of traces) expect(line).not.toContain(trace)
}

describe('the local backend', () => {
  let backend: Awaited<ReturnType<typeof localBackend>>
  beforeAll(async () => {
    backend = await localBackend()
  })
  afterAll(() => backend.close())

  const paths = [
    ...odd,
    '/rest/v1/%00',
    '/rest/v1/form_submissions%00',
    `/rest/v1${long}`,
    '/rest/v1/rpc/%E0%A4%A',
    '/functions/v1/enquiry/%00',
    '/storage/v1/object/public/uploads/%00',
    `/storage/v1/object/public/uploads/${'y'.repeat(300)}`,
    '/storage/v1/object/public/uploads/%E0%A4%A',
  ]
  it.each(
    paths.flatMap((path) => (['GET', 'POST'] as const).map((method) => [method, shown(path), path] as const)),
  )('%s %s: 400 or 404, and no log of it', async (method, _, path) => {
    const response = await fetch(`${backend.url}${path}`, {
      method,
      headers: { apikey: backend.keys.anonKey, 'Content-Type': 'application/json' },
      body: method === 'POST' ? '{}' : undefined,
    })
    expect([400, 404]).toContain(response.status)
    expectNothingLoggedOfPaths()
  })
})

describe('the site server', () => {
  let url: string
  let close: () => void
  beforeAll(async () => {
    // A site of four files, served as npm start serves dist/client.
    const root = await mkdtemp(join(tmpdir(), 'site-'))
    await mkdir(join(root, 'blog'))
    const files: [string, string][] = [
      ['index.html', '<!doctype html><title>Home</title>'],
      ['about.html', '<!doctype html><title>About</title>'],
      ['404.html', '<!doctype html><title>Not found</title>'],
      ['blog/404.html', '<!doctype html><title>No such post</title>'],
    ]
    for (const [file, text] of files) await writeFile(join(root, file), text)
    const app = siteApp(
      root,
      headerRules({ backendUrl: 'http://127.0.0.1:54321', mediaOrigin: 'https://res.cloudinary.com' }),
    )
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => close())

  const paths = [
    ...odd,
    '/blog/%00',
    `/blog${long}`,
    '/about%00',
    '/about.html%00',
    '/assets/%E0%A4%A',
    // Names a file lookup refuses: under a file, and one part longer than a file name may be.
    '/about.html/secret-name',
    `/${'y'.repeat(300)}`,
  ]
  it.each(paths.map((path) => [shown(path), path]))(
    'GET %s: 400 or 404, and no log of it',
    async (_, path) => {
      const response = await fetch(`${url}${path}`, { redirect: 'manual' })
      expect([400, 404]).toContain(response.status)
      expectNothingLoggedOfPaths()
    },
  )

  it('still serves its pages', async () => {
    expect((await fetch(`${url}/about`)).status).toBe(200)
    expect((await fetch(`${url}/`)).status).toBe(200)
    expect((await fetch(`${url}/no-such-page`)).status).toBe(404)
  })
})

it('a failure is logged by its kind, never with the file name a path made', () => {
  const error = Object.assign(new Error(`ENAMETOOLONG: name too long, stat '/site/${'z'.repeat(300)}'`), {
    code: 'ENAMETOOLONG',
    syscall: 'stat',
    path: `/site/${'z'.repeat(300)}`,
  })
  expect(failureOf(error)).toBe('ENAMETOOLONG in stat')
  expect(failureOf(new Error('one\nFAKE LOG LINE'))).toBe('one\\nFAKE LOG LINE')
})
