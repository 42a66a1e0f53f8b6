// `npm run leads`: the latest enquiries and resumes in the local database, as the consultancy's
// staff would read them (service role). An enquiry made from the resume scanner names its resume:
// the file, its score and its link are shown beside it. Needs `npm start` running.
import { localKeys } from '../supabase/local/keys.ts'

const { url, serviceRoleKey } = localKeys()
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

const resumes = await latest('resumes')
console.log(`\nresumes: ${resumes.length} latest`)
if (resumes.length) console.table(resumes.map(({ id: _id, ...row }) => row))
