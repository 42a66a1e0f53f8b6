// Supabase Edge Function entry (Deno): challenges and write passes (migration proof_of_work). Deploy:
// supabase functions deploy proof-of-work --no-verify-jwt (the page calls it with plain fetch;
// supabase/config.toml says the same). Secrets: POW_SECRET (32 characters or more) and ALLOWED_ORIGINS
// (the site's origins, comma-separated). Supabase provides SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY,
// with which it records passes and counts solved challenges in the database (migration
// stateless_challenges).

import { originList, requiredSecrets, serviceRpc } from '../_shared/function-env.ts'
import { challengeWork, passIssuer } from '../_shared/function-limits.ts'
import { createProofOfWorkHandler } from './handler.ts'

const required = requiredSecrets((name) => Deno.env.get(name))

const rpc = serviceRpc(required('SUPABASE_URL'), required('SUPABASE_SERVICE_ROLE_KEY'))
const allowedOrigins = new Set(originList(required('ALLOWED_ORIGINS')))

const handleProofOfWork = createProofOfWorkHandler({
  secret: required('POW_SECRET'),
  issuePass: passIssuer(rpc),
  isAllowedOrigin: (origin) => allowedOrigins.has(origin),
  challengeWork: challengeWork(rpc),
})

// The visitor's address as Cloudflare, in front of Supabase, reports it.
Deno.serve((request, info) =>
  handleProofOfWork(request, request.headers.get('cf-connecting-ip')?.trim() || info.remoteAddr.hostname),
)
