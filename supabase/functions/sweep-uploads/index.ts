// Supabase Edge Function entry (Deno): deletes from Cloudinary the uploads no resume came to name within
// a day (ten minutes while their address's or the site's budget is pressed: migration upload_budget), then
// forgets them (public.orphan_uploads, public.forget_upload). Deploy with
// `supabase functions deploy sweep-uploads` and call it every ten minutes with the service role key, for example
// from pg_cron and pg_net (README, "Backend"). Secrets: CLOUDINARY_CLOUD_NAME, CLOUDINARY_API_KEY,
// CLOUDINARY_API_SECRET; Supabase provides SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.

import { requiredSecrets, serviceRpc } from '../_shared/function-env.ts'
import { orphanLister, sweepOrphanUploads } from '../_shared/sweep-uploads.ts'
import { destroyCloudinaryFile } from '../upload-to-cloudinary/cloudinary.ts'

const required = requiredSecrets((name) => Deno.env.get(name))

const supabaseUrl = required('SUPABASE_URL')
const serviceRoleKey = required('SUPABASE_SERVICE_ROLE_KEY')
const cloudinary = {
  cloudName: required('CLOUDINARY_CLOUD_NAME'),
  apiKey: required('CLOUDINARY_API_KEY'),
  apiSecret: required('CLOUDINARY_API_SECRET'),
  apiBase: Deno.env.get('CLOUDINARY_API_BASE') || undefined,
}

const rpc = serviceRpc(supabaseUrl, serviceRoleKey)

Deno.serve(async (request) => {
  // Only the scheduler, with the service role key, may start a sweep.
  if (request.headers.get('authorization') !== `Bearer ${serviceRoleKey}`) {
    return new Response(null, { status: 401 })
  }
  const result = await sweepOrphanUploads({
    listOrphans: orphanLister(rpc),
    deleteFile: ({ url }) => destroyCloudinaryFile(cloudinary, url),
    forget: async (url) => {
      await rpc('forget_upload', { upload_url: url })
    },
  })
  return Response.json(result)
})
