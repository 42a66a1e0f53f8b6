// `npm run leads`: the latest enquiries and resumes in the local database, as the consultancy's
// staff would read them (service role). Needs `npm start` running.
import { localKeys } from '../supabase/local/keys.ts'

const { url, serviceRoleKey } = localKeys()
const limit = Number(process.argv[2] ?? 20)

async function latest(table: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${url}/rest/v1/${table}?select=*&order=created_at.desc&limit=${limit}`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  }).catch(() => {
    throw new Error(`The local backend is not running at ${url}: start it with npm start`)
  })
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`)
  return response.json()
}

for (const table of ['form_submissions', 'resumes']) {
  const rows = await latest(table)
  console.log(`\n${table}: ${rows.length} latest`)
  if (rows.length) console.table(rows.map(({ id: _id, ...row }) => row))
}
