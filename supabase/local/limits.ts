// The database's settings (private.settings; migrations public_write_path, personal_data, fair_limits):
// its abuse limits and how long it keeps personal data, set from the environment when the local
// backend starts: test runs raise the limits, `npm start` keeps the defaults.
import type { PGlite } from '@electric-sql/pglite'
import { limitSetting } from '../functions/_shared/limit-setting.ts'

/** Each setting and the environment variable that overrides it. */
const limitVariables = {
  enquiries_per_address_per_hour: 'ENQUIRY_LIMIT_PER_HOUR',
  enquiries_per_network_per_hour: 'ENQUIRY_NETWORK_LIMIT_PER_HOUR',
  resumes_per_address_per_hour: 'RESUME_LIMIT_PER_HOUR',
  resumes_per_network_per_hour: 'RESUME_NETWORK_LIMIT_PER_HOUR',
  enquiries_cap_per_address_per_hour: 'ENQUIRY_CAP_PER_HOUR',
  resumes_cap_per_address_per_hour: 'RESUME_CAP_PER_HOUR',
  writes_per_minute: 'SITE_LIMIT_PER_MINUTE',
  uploads_per_address_per_hour: 'UPLOAD_LIMIT_PER_HOUR',
  upload_bytes_per_hour: 'UPLOAD_BYTES_PER_HOUR',
  easy_challenges_per_address_per_hour: 'EASY_CHALLENGE_LIMIT_PER_HOUR',
  easy_challenges_per_network_per_hour: 'EASY_CHALLENGE_NETWORK_LIMIT_PER_HOUR',
  lead_mails_per_hour: 'LEAD_MAILS_PER_HOUR',
  subscriptions_per_address_per_hour: 'SUBSCRIPTION_LIMIT_PER_HOUR',
  subscriptions_per_network_per_hour: 'SUBSCRIPTION_NETWORK_LIMIT_PER_HOUR',
  unsaved_upload_bytes_per_address: 'UNSAVED_UPLOAD_BYTES_PER_ADDRESS',
  unsaved_upload_bytes_per_site: 'UNSAVED_UPLOAD_BYTES_PER_SITE',
  enquiry_retention_months: 'ENQUIRY_RETENTION_MONTHS',
  resume_retention_months: 'RESUME_RETENTION_MONTHS',
  consultants: 'BOOKING_CONSULTANTS',
  bookings_per_email: 'BOOKINGS_PER_EMAIL',
  bookings_without_pass_per_address: 'BOOKINGS_WITHOUT_PASS_PER_ADDRESS',
  bookings_without_pass_per_network: 'BOOKINGS_WITHOUT_PASS_PER_NETWORK',
} as const

export type LimitName = keyof typeof limitVariables

/** Sets every limit to its variable's value, or back to the default where the variable is unset. */
export async function applyLimits(db: PGlite, env: Record<string, string | undefined> = process.env) {
  for (const [name, variable] of Object.entries(limitVariables)) {
    // 0 stands for "unset": the database then puts back the setting's default.
    const value = limitSetting(variable, env[variable], 0) || null
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
