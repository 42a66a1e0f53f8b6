// Supabase Edge Function entry (Deno). Deploy: supabase functions deploy upload-to-cloudinary
// Secrets: CLOUDINARY_CLOUD_NAME, CLOUDINARY_API_KEY, CLOUDINARY_API_SECRET, ALLOWED_ORIGINS (comma-separated),
// and optionally UPLOAD_LIMIT_PER_HOUR (uploads per client address per hour, default 10) and
// UPLOAD_BYTES_PER_HOUR (bytes from all visitors together per hour, default 250 MB). Supabase itself
// provides SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, used to record each stored file. CLOUDINARY_API_BASE
// is for tests only (a local stand-in for Cloudinary's upload API); unset, uploads go to Cloudinary.
// Only files under supabase/functions are bundled, so shared code comes from ../_shared. This entry is
// type-checked by `deno check` against Deno's own types (npm run typecheck); tsc skips it (tsconfig.json).

import { originList, requiredSecrets } from '../_shared/function-env.ts'
import { limitSetting } from '../_shared/limit-setting.ts'
import { createWindowBudget } from '../_shared/rate-limit.ts'
import { cloudinaryStore } from './cloudinary.ts'
import { createUploadHandler, defaultUploadBytesPerHour, defaultUploadsPerHour } from './handler.ts'
import { storedUploadsRecorder } from './record.ts'

const required = requiredSecrets((name) => Deno.env.get(name))

const allowedOrigins = new Set(originList(Deno.env.get('ALLOWED_ORIGINS') ?? ''))

const uploadsPerHour = limitSetting(
  'UPLOAD_LIMIT_PER_HOUR',
  Deno.env.get('UPLOAD_LIMIT_PER_HOUR'),
  defaultUploadsPerHour,
)

const handleUpload = createUploadHandler({
  store: cloudinaryStore({
    cloudName: required('CLOUDINARY_CLOUD_NAME'),
    apiKey: required('CLOUDINARY_API_KEY'),
    apiSecret: required('CLOUDINARY_API_SECRET'),
    folder: 'resumes',
    apiBase: Deno.env.get('CLOUDINARY_API_BASE') || undefined,
  }),
  record: storedUploadsRecorder(required('SUPABASE_URL'), required('SUPABASE_SERVICE_ROLE_KEY')),
  isAllowedOrigin: (origin) => allowedOrigins.has(origin),
  perClient: createWindowBudget(uploadsPerHour, 60 * 60 * 1000),
  siteBytes: createWindowBudget(
    limitSetting('UPLOAD_BYTES_PER_HOUR', Deno.env.get('UPLOAD_BYTES_PER_HOUR'), defaultUploadBytesPerHour),
    60 * 60 * 1000,
  ),
})

// The visitor's address as Cloudflare, in front of Supabase, reports it: it replaces any
// CF-Connecting-IP a client sends, whereas X-Forwarded-For keeps what the client wrote.
Deno.serve((request, info) =>
  handleUpload(request, request.headers.get('cf-connecting-ip')?.trim() || info.remoteAddr.hostname),
)
