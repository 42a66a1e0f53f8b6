// Supabase Edge Function entry (Deno). Deploy: supabase functions deploy upload-to-cloudinary
// Secrets: CLOUDINARY_CLOUD_NAME, CLOUDINARY_API_KEY, CLOUDINARY_API_SECRET, ALLOWED_ORIGINS (comma-separated).
// Supabase itself provides SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, used to record each stored file
// and to count the uploads in the database, where every instance sees them (migration fair_limits:
// the settings uploads_per_address_per_hour and upload_bytes_per_hour). CLOUDINARY_API_BASE is for
// tests only (a local stand-in for Cloudinary's upload API); unset, uploads go to Cloudinary.
// Only files under supabase/functions are bundled, so shared code comes from ../_shared. This entry is
// type-checked by `deno check` against Deno's own types (npm run typecheck); tsc skips it (tsconfig.json).

import { originList, requiredSecrets, serviceRpc } from '../_shared/function-env.ts'
import { databaseUploadLimits } from '../_shared/function-limits.ts'
import { cloudinaryStore } from './cloudinary.ts'
import { createUploadHandler } from './handler.ts'
import { storedUploadsRecorder } from './record.ts'

const required = requiredSecrets((name) => Deno.env.get(name))

const allowedOrigins = new Set(originList(Deno.env.get('ALLOWED_ORIGINS') ?? ''))
const supabaseUrl = required('SUPABASE_URL')
const serviceRoleKey = required('SUPABASE_SERVICE_ROLE_KEY')

const handleUpload = createUploadHandler({
  store: cloudinaryStore({
    cloudName: required('CLOUDINARY_CLOUD_NAME'),
    apiKey: required('CLOUDINARY_API_KEY'),
    apiSecret: required('CLOUDINARY_API_SECRET'),
    folder: 'resumes',
    apiBase: Deno.env.get('CLOUDINARY_API_BASE') || undefined,
  }),
  record: storedUploadsRecorder(supabaseUrl, serviceRoleKey),
  isAllowedOrigin: (origin) => allowedOrigins.has(origin),
  limits: databaseUploadLimits(serviceRpc(supabaseUrl, serviceRoleKey)),
})

// The visitor's address as Cloudflare, in front of Supabase, reports it: it replaces any
// CF-Connecting-IP a client sends, whereas X-Forwarded-For keeps what the client wrote.
Deno.serve((request, info) =>
  handleUpload(request, request.headers.get('cf-connecting-ip')?.trim() || info.remoteAddr.hostname),
)
