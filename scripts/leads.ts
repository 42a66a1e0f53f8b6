// `npm run leads`: the latest enquiries and resumes in the local database, as the consultancy's
// staff would read them (service role), and the enquiries the firm has not yet been mailed about, with
// the mail server's last answer. An enquiry made from the resume scanner names its resume: the file, its
// score and its link are shown beside it. Needs `npm start` running (or LEADS_BACKEND_URL, another
// local backend's address, as the tests give it).
import { localKeys } from '../supabase/local/keys.ts'

const { serviceRoleKey } = localKeys()
const url = process.env.LEADS_BACKEND_URL ?? localKeys().url
const limit = Number(process.argv[2] ?? 20)

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

const latest = (table: string) => rows(table, `select=*&order=created_at.desc&limit=${limit}`)

/** "CV.pdf, EIR 82, https://…": the resume an enquiry asks to have reviewed. */
async function describeResume(id: unknown): Promise<string> {
  if (typeof id !== 'string') return ''
  const [resume] = await rows('resumes', `select=*&id=eq.${encodeURIComponent(id)}`)
  return resume ? `${resume.original_filename}, EIR ${resume.ats_score}, ${resume.cloudinary_url}` : id
}

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
