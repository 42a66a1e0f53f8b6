// Supabase Edge Function entry (Deno): challenges and write passes (migration proof_of_work). Deploy:
// supabase functions deploy proof-of-work --no-verify-jwt (the page calls it with plain fetch;
// supabase/config.toml says the same). Secrets: POW_SECRET (32 characters or more) and ALLOWED_ORIGINS
// (the site's origins, comma-separated). Supabase provides SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.

import { createWindowBudget } from '../_shared/rate-limit.ts'
import { challengesPerHour, createProofOfWorkHandler } from './handler.ts'

const required = (name: string) => {
  const value = Deno.env.get(name)
  if (!value) throw new Error(`Missing secret ${name}`)
  return value
}

const supabaseUrl = required('SUPABASE_URL')
const serviceRoleKey = required('SUPABASE_SERVICE_ROLE_KEY')
const allowedOrigins = new Set(
  required('ALLOWED_ORIGINS')
    .split(',')
    .map((origin) => origin.trim()),
)

const handleProofOfWork = createProofOfWorkHandler({
  secret: required('POW_SECRET'),
  issuePass: async (challenge, validSeconds) => {
    const response = await fetch(`${supabaseUrl}/rest/v1/rpc/issue_write_pass`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        Authorization: `Bearer ${serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ challenge, valid_seconds: validSeconds }),
    })
    if (!response.ok)
      throw new Error(`issue_write_pass answered ${response.status}: ${await response.text()}`)
    return (await response.json()) as string | null
  },
  isAllowedOrigin: (origin) => allowedOrigins.has(origin),
  perClient: createWindowBudget(challengesPerHour, 60 * 60 * 1000),
})

// The visitor's address as Cloudflare, in front of Supabase, reports it.
Deno.serve((request, info) =>
  handleProofOfWork(request, request.headers.get('cf-connecting-ip')?.trim() || info.remoteAddr.hostname),
)
