// Supabase Edge Function entry (Deno): challenges and write passes (migration proof_of_work). Deploy:
// supabase functions deploy proof-of-work --no-verify-jwt (the page calls it with plain fetch;
// supabase/config.toml says the same). Secrets: POW_SECRET (32 characters or more) and ALLOWED_ORIGINS
// (the site's origins, comma-separated). Supabase provides SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY,
// with which it records passes and counts challenges in the database (migration fair_limits).

import { originList, requiredSecrets, serviceRpc } from '../_shared/function-env.ts'
import { challengeCounter } from '../_shared/function-limits.ts'
import { createProofOfWorkHandler } from './handler.ts'

const required = requiredSecrets((name) => Deno.env.get(name))

const rpc = serviceRpc(required('SUPABASE_URL'), required('SUPABASE_SERVICE_ROLE_KEY'))
const allowedOrigins = new Set(originList(required('ALLOWED_ORIGINS')))

const handleProofOfWork = createProofOfWorkHandler({
  secret: required('POW_SECRET'),
  issuePass: async (challenge, validSeconds) =>
    (await rpc('issue_write_pass', { challenge, valid_seconds: validSeconds })) as string | null,
  isAllowedOrigin: (origin) => allowedOrigins.has(origin),
  takeChallenge: challengeCounter(rpc),
})

// The visitor's address as Cloudflare, in front of Supabase, reports it.
Deno.serve((request, info) =>
  handleProofOfWork(request, request.headers.get('cf-connecting-ip')?.trim() || info.remoteAddr.hostname),
)
