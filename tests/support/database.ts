// The real migrations on PGlite, for tests that talk to the database directly.
import type { PGlite } from '@electric-sql/pglite'
import { openDatabase } from '../../supabase/local/db'
import { applyLimits } from '../../supabase/local/limits'

/** A fresh database; `generous` raises the abuse limits for tests about something else. */
export async function testDatabase({ generous = true } = {}): Promise<PGlite> {
  const db = await openDatabase()
  const high = String(1_000_000)
  if (generous) {
    await applyLimits(db, {
      ENQUIRY_LIMIT_PER_HOUR: high,
      RESUME_LIMIT_PER_HOUR: high,
      ENQUIRY_NETWORK_LIMIT_PER_HOUR: high,
      RESUME_NETWORK_LIMIT_PER_HOUR: high,
      SITE_LIMIT_PER_MINUTE: high,
      ENQUIRY_CAP_PER_HOUR: high,
      RESUME_CAP_PER_HOUR: high,
    })
  }
  return db
}

let nextAddress = 0
/** A different client address for every call, as the gateway would report many visitors. */
export const someAddress = () => `198.51.100.${(nextAddress++ % 250) + 1}`

/** Runs SQL as a role, with the gateway's request headers as PostgREST hands them to the database. */
export function asRole(
  db: PGlite,
  role: 'anon' | 'service_role',
  sql: string,
  params: unknown[] = [],
  headers: Record<string, string> = { 'cf-connecting-ip': someAddress() },
) {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`)
    await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)])
    return tx.query<Record<string, unknown>>(sql, params)
  })
}

export function insertSql(table: string, row: Record<string, unknown>) {
  const columns = Object.keys(row)
  return {
    sql: `insert into ${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    params: Object.values(row),
  }
}

/** What the upload function does for each file it stores: record it with the service role. */
export const recordUpload = (db: PGlite, url: string, fileType = 'application/pdf') =>
  asRole(db, 'service_role', 'insert into stored_uploads (url, file_type) values ($1, $2)', [url, fileType])
