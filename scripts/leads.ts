// `npm run leads`: the latest enquiries and resumes in the local database, as the consultancy's
// staff would read them (service role), and the enquiries the firm has not yet been mailed about, with
// the mail server's last answer. An enquiry made from the resume scanner names its resume: the file, its
// score and its link are shown beside it. Needs `npm start` running (or LEADS_BACKEND_URL, another
// local backend's address, as the tests give it).
// `npm run leads -- --since 2026-11-01 --until 2026-11-30` lists instead everyone whose data was stored in
// those days (UTC, both included; --until defaults to now): the list a breach needs (SECURITY.md).
import { LeadsArgumentError, type LeadWindow, parseLeadsArguments } from '../lib/leads-window'
import { localKeys } from '../supabase/local/keys.ts'

const { serviceRoleKey } = localKeys()
const url = process.env.LEADS_BACKEND_URL ?? localKeys().url

type Row = Record<string, unknown>

async function rows(table: string, query: string): Promise<Row[]> {
  const response = await fetch(`${url}/rest/v1/${table}?${query}`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  }).catch(() => {
    throw new Error(`The local backend is not running at ${url}: start it with npm start`)
  })
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** "CV.pdf, EIR 82, https://…": the resume an enquiry asks to have reviewed. */
async function describeResume(id: unknown): Promise<string> {
  if (typeof id !== 'string') return ''
  const [resume] = await rows('resumes', `select=*&id=eq.${encodeURIComponent(id)}`)
  return resume ? `${resume.original_filename}, EIR ${resume.ats_score}, ${resume.cloudinary_url}` : id
}

async function listLatest(limit: number) {
  const latest = (table: string) => rows(table, `select=*&order=created_at.desc&limit=${limit}`)

  const enquiries = await latest('form_submissions')
  console.log(`\nform_submissions: ${enquiries.length} latest`)
  if (enquiries.length) {
    const shown = await Promise.all(
      enquiries.map(async ({ id: _id, resume_id, ...row }) => ({
        ...row,
        resume: await describeResume(resume_id),
      })),
    )
    console.table(shown)
  }

  const waiting = await rows(
    'form_submissions',
    'select=created_at,full_name,email,needs_review,notify_attempts,notify_error&notified_at=is.null&order=created_at.asc',
  )
  console.log(`\nnot yet notified: ${waiting.length}`)
  if (waiting.length) console.table(waiting)

  const resumes = await latest('resumes')
  console.log(`\nresumes: ${resumes.length} latest`)
  if (resumes.length) console.table(resumes.map(({ id: _id, ...row }) => row))
}

/** The REST API answers at most this many rows a request (PostgREST's max-rows on Supabase too). */
const page = 1000

/**
 * Every row of `table` stored in the window, oldest first. A long window is read page by page, each
 * starting at the last page's newest time (rows at that very time come again and are kept once, by id),
 * so no row is skipped whatever the count.
 */
async function storedIn(table: string, columns: string, window: LeadWindow): Promise<Row[]> {
  const found = new Map<unknown, Row>()
  const before = encodeURIComponent(window.before.toISOString())
  let from = window.from.toISOString()
  for (;;) {
    const batch = await rows(
      table,
      `select=id,${columns}&created_at=gte.${encodeURIComponent(from)}&created_at=lt.${before}&order=created_at.asc&limit=${page}`,
    )
    for (const row of batch) found.set(row.id, row)
    if (batch.length < page) return [...found.values()]
    const last = String(batch.at(-1)?.created_at)
    if (last === from)
      throw new Error(`${table}: more than ${page} rows stored at ${from}; read them with SQL`)
    from = last
  }
}

async function listWindow(window: LeadWindow) {
  const enquiries = await storedIn(
    'form_submissions',
    'created_at,full_name,email,country_code,mobile_number,language,source',
    window,
  )
  console.log(`\nform_submissions stored ${window.label}: ${enquiries.length}`)
  if (enquiries.length) console.table(enquiries.map(({ id: _id, ...row }) => row))

  // A resume row holds no contact of its own: the e-mail is the one of the enquiry that asked for its
  // review, if any. Without one, the person's contact is only in the file itself.
  const resumes = await storedIn('resumes', 'created_at,original_filename,cloudinary_url', window)
  const shown: Row[] = []
  for (const { id, ...row } of resumes) {
    const asking = await rows(
      'form_submissions',
      `select=email&resume_id=eq.${encodeURIComponent(String(id))}`,
    )
    shown.push({ ...row, email: [...new Set(asking.map((enquiry) => enquiry.email))].join(', ') })
  }
  console.log(`\nresumes stored ${window.label}: ${resumes.length}`)
  if (shown.length) console.table(shown)
}

let request: ReturnType<typeof parseLeadsArguments>
try {
  request = parseLeadsArguments(process.argv.slice(2), new Date())
} catch (error) {
  if (!(error instanceof LeadsArgumentError)) throw error
  console.error(error.message)
  process.exit(1)
}
if (request.kind === 'window') await listWindow(request.window)
else await listLatest(request.limit)
