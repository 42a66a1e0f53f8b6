// Reads what the local backend stored, as the consultancy's staff would (service role).
import { localKeys } from '../../supabase/local/keys'

export async function storedRows(table: 'form_submissions' | 'resumes'): Promise<Record<string, unknown>[]> {
  const { url, serviceRoleKey } = localKeys()
  const response = await fetch(`${url}/rest/v1/${table}?select=*&order=created_at.desc&limit=1000`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  })
  if (!response.ok) throw new Error(`${table}: ${response.status}`)
  return response.json()
}

export async function enquiriesFrom(email: string) {
  return (await storedRows('form_submissions')).filter((row) => row.email === email)
}

export const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

/** A fresh 10-digit mobile number: one number may send only 3 enquiries an hour. */
export const uniqueMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
