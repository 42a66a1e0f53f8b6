// Supabase Edge Function entry (Deno). Deploy: supabase functions deploy enquiry --no-verify-jwt
// (a plain HTML form cannot send a token; supabase/config.toml says the same). Secrets: ALLOWED_ORIGINS,
// the site's origins, comma-separated, the first being the one a visitor is sent to when the request
// names none of them. Supabase provides SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY. Only files under
// supabase/functions are bundled, so shared code comes from ../_shared. Type-checked by `deno check`.

import { firmContact } from '../_shared/firm-contact.ts'
import { originList, requiredSecrets } from '../_shared/function-env.ts'
import { createEnquiryHandler } from './handler.ts'
import { enquiryFromFormStore } from './store.ts'

const required = requiredSecrets((name) => Deno.env.get(name))

const siteOrigins = originList(required('ALLOWED_ORIGINS'))

const handleEnquiry = createEnquiryHandler({
  store: enquiryFromFormStore(required('SUPABASE_URL'), required('SUPABASE_SERVICE_ROLE_KEY')),
  siteOrigins,
  contact: firmContact,
})

// The visitor's address as Cloudflare, in front of Supabase, reports it: it replaces any
// CF-Connecting-IP a client sends, whereas X-Forwarded-For keeps what the client wrote.
Deno.serve((request, info) =>
  handleEnquiry(request, request.headers.get('cf-connecting-ip')?.trim() || info.remoteAddr.hostname),
)
