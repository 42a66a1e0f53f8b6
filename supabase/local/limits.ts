// The database's abuse limits (private.settings, see the public_write_path migration), set from the
// environment when the local backend starts: test runs raise them, `npm start` keeps the defaults.
import type { PGlite } from '@electric-sql/pglite'

/** Each setting and the environment variable that overrides it. */
const limitVariables = {
  enquiries_per_address_per_hour: 'ENQUIRY_LIMIT_PER_HOUR',
  resumes_per_address_per_hour: 'UPLOAD_LIMIT_PER_HOUR',
  writes_per_minute: 'SITE_LIMIT_PER_MINUTE',
} as const

export type LimitName = keyof typeof limitVariables

/** Sets every limit to its variable's value, or back to the default where the variable is unset. */
export async function applyLimits(db: PGlite, env: Record<string, string | undefined> = process.env) {
  for (const [name, variable] of Object.entries(limitVariables)) {
    const raw = env[variable]
    const value = raw === undefined || raw === '' ? null : Number(raw)
    if (value !== null && !(Number.isInteger(value) && value > 0)) {
      throw new Error(`${variable} must be a whole number above 0, not "${raw}"`)
    }
    await db.query('update private.settings set value = coalesce($2, default_value) where name = $1', [
      name,
      value,
    ])
  }
}

export async function limitsOf(db: PGlite): Promise<Record<LimitName, number>> {
  const { rows } = await db.query<{ name: LimitName; value: number }>(
    'select name, value from private.settings',
  )
  return Object.fromEntries(rows.map((row) => [row.name, row.value])) as Record<LimitName, number>
}
