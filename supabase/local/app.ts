// The embedded local backend: the part of Supabase's HTTP API the site calls, on Hono.
// Same paths, keys, status codes and error shapes as hosted Supabase, so the site's client
// cannot tell the difference. Uploads are stored on disk instead of Cloudinary.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { getConnInfo } from '@hono/node-server/conninfo'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { alertsFunctionUrl } from '../functions/_shared/alert-outbox.ts'
import { bookingFunctionUrl, dataRequestFunctionUrl } from '../functions/_shared/data-link.ts'
import { firmContact } from '../functions/_shared/firm-contact.ts'
import {
  challengeWork,
  databaseUploadLimits,
  passIssuer,
  type ServiceRpc,
} from '../functions/_shared/function-limits.ts'
import { BodyTooLarge, readLimited } from '../functions/_shared/read-limited.ts'
import type { PassReport } from '../functions/_shared/round-alert-pass.ts'
import { createBookingHandler } from '../functions/booking/handler.ts'
import { rpcBookingStore } from '../functions/booking/store.ts'
import { createDataRequestHandler } from '../functions/data-request/handler.ts'
import { dataRequestStore } from '../functions/data-request/store.ts'
import { createEnquiryHandler } from '../functions/enquiry/handler.ts'
import { outcomeOfRefusal } from '../functions/enquiry/store.ts'
import { createProofOfWorkHandler } from '../functions/proof-of-work/handler.ts'
import { createRoundAlertsHandler } from '../functions/round-alerts/handler.ts'
import {
  createUploadHandler,
  type FileStore,
  type UploadRecorder,
} from '../functions/upload-to-cloudinary/handler.ts'
import type { LocalKeys } from './keys.ts'
import { type CaughtMail, mailboxApp } from './mail-catcher.ts'
import { failureOf, refuseOddPaths } from './request-path.ts'
import { callFunction, type DatabaseRole, insertRows, selectRows, serviceCall } from './rest.ts'
import { deleteUploadFile } from './sweep.ts'

export interface BackendOptions {
  db: PGlite
  keys: LocalKeys
  uploadsDir: string
  /** Where this backend is reached, for the URLs of stored uploads. */
  publicUrl: string
  /** The site's origins, where the enquiry function sends a visitor back to (the first by default). */
  siteOrigins?: readonly string[]
  /** Called after each stored enquiry, by either path: the notifier sends what is waiting. */
  onLeadStored?: () => void
  /** The local mail catcher's mails, shown at /mail (without SMTP_URL). */
  mailbox?: readonly CaughtMail[]
  /** Called when the data-request function has stored a mail (a visitor's link, or the firm's notice of
   * a stop or an erasure): the data mailer sends what is waiting. */
  onDataMailStored?: () => void
  /** A challenge's tries before doubling (CHALLENGE_TRIES): a visitor's by default. */
  challengeTries?: number
  /** Called when the booking function has stored a booking's mails: the booking mailer sends them. */
  onBookingMailStored?: () => void
  /** The consultants' calendar feed's token (BOOKING_FEED_TOKEN). */
  bookingFeedToken: string
  /** The clock the booking function checks times against (tests move it). */
  now?: () => Date
  /** One pass of the round alerts' job, as pg_cron has the function run it in production. */
  runAlertPass?: () => Promise<PassReport>
  /** The round-alerts function stored a mail (a confirmation, or a pass's alerts): send what waits. */
  onAlertMailStored?: () => void
}

/** Local sites on any port may call the local backend, as the Supabase CLI's stack allows. */
const isLocalOrigin = (origin: string) => /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin)

/** An enquiry is under 3 KB; a body over this is refused before it is read. */
export const maxRestBody = 64 * 1024

const invalidJson = Symbol('invalid JSON')

/**
 * A JSON body, or `invalidJson`: bytes that are not UTF-8 are refused, not quietly turned into U+FFFD
 * and stored.
 */
function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return invalidJson
  }
}

/** A table or function name as Postgres would take it unquoted: anything else names nothing here. */
const plainName = /^[a-z_][a-z0-9_]{0,62}$/

/** Query parameters that are not column filters. */
const queryOptions = new Set(['select', 'order', 'limit', 'apikey'])

function diskStore(uploadsDir: string, publicBase: string): FileStore {
  mkdirSync(uploadsDir, { recursive: true })
  return async ({ bytes, fileName }) => {
    const name = `${Date.now()}-${crypto.randomUUID().slice(0, 8)}-${fileName.replace(/ /g, '_')}`
    writeFileSync(join(uploadsDir, name), bytes)
    return `${publicBase}/storage/v1/object/public/uploads/${encodeURIComponent(name)}`
  }
}

export function createBackend({
  db,
  keys,
  uploadsDir,
  publicUrl,
  siteOrigins = ['http://localhost:3000'],
  onLeadStored = () => {},
  mailbox,
  onDataMailStored = () => {},
  challengeTries,
  onBookingMailStored = () => {},
  bookingFeedToken,
  now,

  runAlertPass = async () => ({ ok: false, refused: 'no feed here' }),
  onAlertMailStored = () => {},
}: BackendOptions) {
  const app = new Hono<{ Variables: { role: DatabaseRole } }>()
  app.use('*', refuseOddPaths)
  const roleOf = (key: string | undefined): DatabaseRole | null =>
    key === keys.anonKey ? 'anon' : key === keys.serviceRoleKey ? 'service_role' : null

  // The upload function answers CORS itself, as it does on Supabase.
  app.use(
    '/rest/v1/*',
    cors({
      origin: (origin) => (isLocalOrigin(origin) ? origin : null),
      allowHeaders: [
        'authorization',
        'x-client-info',
        'apikey',
        'content-type',
        'prefer',
        'accept-profile',
        'content-profile',
        'x-write-pass',
      ],
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      maxAge: 86400,
    }),
  )

  // Stored uploads are public, like a public bucket.
  app.get('/storage/v1/object/public/uploads/:name', (c) => {
    const name = c.req.param('name')
    if (name.includes('/') || name.includes('\\') || name.startsWith('.')) return c.notFound()
    try {
      const bytes = readFileSync(join(uploadsDir, name))
      const type = bytes[0] === 0x25 ? 'application/pdf' : 'image/jpeg'
      return c.body(bytes, 200, { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' })
    } catch {
      return c.notFound()
    }
  })

  // Every API call needs a known key, as on Supabase.
  app.use('/rest/v1/*', async (c, next) => {
    const apikey = c.req.header('apikey') ?? c.req.query('apikey')
    if (!apikey) {
      return c.json(
        {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        },
        401,
      )
    }
    const bearer = c.req.header('authorization')?.replace(/^Bearer\s+/i, '')
    const role = roleOf(bearer ?? apikey)
    if (!roleOf(apikey) || !role) {
      return c.json(
        { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
        401,
      )
    }
    c.set('role', role)
    await next()
  })

  const restError = (code: string, message: string) => ({
    code,
    message,
    error: message,
    details: null,
    hint: null,
  })

  app.post('/rest/v1/:table', async (c) => {
    if (!plainName.test(c.req.param('table'))) {
      return c.json(restError('PGRST205', 'Could not find the table in the schema cache'), 404)
    }
    // JSON only: a text/plain or form post is what a cross-site page can send without asking.
    if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
      return c.json(restError('PGRST107', 'The request Content-Type must be application/json'), 415)
    }
    let bytes: Uint8Array
    try {
      bytes = await readLimited(c.req.raw, maxRestBody)
    } catch (error) {
      if (error instanceof BodyTooLarge) return c.json(restError('PGRST413', 'Payload too large'), 413)
      throw error
    }
    const payload = parseJson(bytes)
    if (payload === invalidJson) return c.json(restError('PGRST102', 'Empty or invalid json'), 400)
    const result = await insertRows(db, c.get('role'), c.req.param('table'), payload, {
      returning: /return=representation/.test(c.req.header('prefer') ?? ''),
      clientAddress: getConnInfo(c).remote.address,
      writePass: c.req.header('x-write-pass'),
    })
    if (result.status === 201 && c.req.param('table') === 'form_submissions') onLeadStored()
    return result.body === null ? c.body(null, 201) : c.json(result.body, result.status as 400)
  })

  // An odd name (an encoded NUL or line break) names no table or function: 404, as PostgREST answers.
  app.post('/rest/v1/rpc/:name', async (c) => {
    if (!plainName.test(c.req.param('name'))) {
      return c.json(restError('PGRST202', 'Could not find the function in the schema cache'), 404)
    }
    if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
      return c.json(restError('PGRST107', 'The request Content-Type must be application/json'), 415)
    }
    let bytes: Uint8Array
    try {
      bytes = await readLimited(c.req.raw, maxRestBody)
    } catch (error) {
      if (error instanceof BodyTooLarge) return c.json(restError('PGRST413', 'Payload too large'), 413)
      throw error
    }
    const payload = parseJson(bytes)
    if (payload === invalidJson) return c.json(restError('PGRST102', 'Empty or invalid json'), 400)
    const result = await callFunction(db, c.get('role'), c.req.param('name'), payload)
    return c.json(result.body, result.status as 200)
  })

  app.get('/rest/v1/:table', async (c) => {
    if (!plainName.test(c.req.param('table'))) {
      return c.json(restError('PGRST205', 'Could not find the table in the schema cache'), 404)
    }
    // Every value of each parameter: one column may carry several filters (a window in time is
    // `created_at=gte.…&created_at=lt.…`).
    const filters = Object.fromEntries(
      Object.entries(c.req.queries()).filter(([name]) => !queryOptions.has(name)),
    )
    const result = await selectRows(db, c.get('role'), c.req.param('table'), {
      select: c.req.query('select'),
      order: c.req.query('order'),
      limit: c.req.query('limit'),
      filters,
    })
    return c.json(result.body, result.status as 200)
  })

  // The function records each stored file with the service role, as it does on Supabase.
  const record: UploadRecorder = async (url, fileType, { clientAddress, bytes }) => {
    const result = await insertRows(db, 'service_role', 'stored_uploads', {
      url,
      file_type: fileType,
      client_address: clientAddress,
      bytes,
    })
    if (result.status !== 201)
      throw new Error(`stored_uploads refused the record: ${JSON.stringify(result.body)}`)
  }
  // The functions' own database calls, as the service role, as the deployed ones make them.
  const rpc: ServiceRpc = async (name, args) => {
    const result = await callFunction(db, 'service_role', name, args)
    if (result.status !== 200) throw new Error(`${name} answered ${result.status}`)
    return result.body
  }
  const upload = createUploadHandler({
    store: diskStore(uploadsDir, publicUrl),
    record,
    isAllowedOrigin: isLocalOrigin,
    limits: databaseUploadLimits(rpc),
  })
  app.all('/functions/v1/upload-to-cloudinary', async (c) => {
    if (c.req.method !== 'OPTIONS') {
      // Supabase verifies the caller's JWT before a function runs.
      const bearer = c.req.header('authorization')?.replace(/^Bearer\s+/i, '')
      if (!roleOf(bearer)) return c.json({ code: 401, message: 'Invalid JWT' }, 401)
    }
    return upload(c.req.raw, getConnInfo(c).remote.address)
  })

  // The forms' no-JavaScript path, which takes no token (JWT verification is off for it on Supabase
  // too). It stores through enquiry_from_form as the service role, as the deployed function does.
  const enquiry = createEnquiryHandler({
    store: async (row, clientAddress) => {
      const result = await callFunction(db, 'service_role', 'enquiry_from_form', {
        enquiry: row,
        client_address: clientAddress,
      })
      if (result.status === 200) {
        onLeadStored()
        return 'stored'
      }
      const refused = outcomeOfRefusal((result.body as { message?: string } | null)?.message)
      if (refused) return refused
      throw new Error(`enquiry_from_form answered ${result.status}: ${JSON.stringify(result.body)}`)
    },
    siteOrigins,
    contact: firmContact,
  })
  app.all('/functions/v1/enquiry', (c) => enquiry(c.req.raw, getConnInfo(c).remote.address ?? 'unknown'))

  // Challenges and write passes for the page's script (no token, as on Supabase).
  // A new signing secret each start: a challenge lives ten minutes, and the passes are in the database.
  const proofOfWork = createProofOfWorkHandler({
    secret: crypto.randomUUID() + crypto.randomUUID(),
    issuePass: passIssuer(rpc),
    isAllowedOrigin: isLocalOrigin,
    challengeWork: challengeWork(rpc),
    tries: challengeTries,
  })
  app.all('/functions/v1/proof-of-work', (c) =>
    proofOfWork(c.req.raw, getConnInfo(c).remote.address ?? 'unknown'),
  )

  // /your-data's requests (no token, as on Supabase): the same handler and database calls as deployed.
  const dataRequest = createDataRequestHandler({
    store: dataRequestStore((name, args) => callFunction(db, 'service_role', name, args)),
    siteOrigins,
    functionUrl: dataRequestFunctionUrl(publicUrl),
    contact: firmContact,
    deleteFile: async (url) => {
      deleteUploadFile(uploadsDir, url)
      const forgotten = await callFunction(db, 'service_role', 'forget_upload', { upload_url: url })
      if (forgotten.status !== 200) throw new Error(`forget_upload answered ${forgotten.status}`)
    },
    // As the database's trigger does in production: what waits is sent at once.
    mailWaiting: onDataMailStored,
  })
  app.all('/functions/v1/data-request', (c) => dataRequest(c.req.raw))

  // Booking a consultation (no token, as on Supabase): the same handler and database calls as deployed.
  const booking = createBookingHandler({
    store: rpcBookingStore(serviceCall(db)),
    siteOrigins,
    functionUrl: bookingFunctionUrl(publicUrl),
    contact: firmContact,
    feedToken: bookingFeedToken,
    // As the database's trigger does in production: what waits is sent at once.
    mailWaiting: onBookingMailStored,
    now,
  })
  app.all('/functions/v1/booking', (c) => booking(c.req.raw, getConnInfo(c).remote.address ?? 'unknown'))
  // Round alerts (no token, as on Supabase): the same handler and database calls as deployed. Its job's
  // secret is new each start: locally the backend's timer runs the pass, not pg_cron.
  const roundAlerts = createRoundAlertsHandler({
    call: serviceCall(db),
    siteOrigins,
    functionUrl: alertsFunctionUrl(publicUrl),
    contact: firmContact,
    secret: crypto.randomUUID() + crypto.randomUUID(),
    runPass: runAlertPass,
    mailWaiting: onAlertMailStored,
  })
  app.all('/functions/v1/round-alerts', (c) =>
    roundAlerts(c.req.raw, getConnInfo(c).remote.address ?? 'unknown'),
  )

  if (mailbox) app.route('/mail', mailboxApp(mailbox))

  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404))
  // The route's pattern, never the path a stranger wrote.
  app.onError((error, c) => {
    console.error(`local backend: ${c.req.method} ${c.req.routePath} failed: ${failureOf(error)}`)
    return c.json({ message: 'Internal server error' }, 500)
  })
  return app
}
