// Supabase Edge Function entry (Deno): /your-data's requests (issue 38). Deploy: supabase functions deploy
// data-request --no-verify-jwt (a plain HTML form and a link in a mail send no token; supabase/config.toml
// says the same). Secrets: ALLOWED_ORIGINS (the site's origins, comma-separated, the first being where a
// link sends the visitor), CLOUDINARY_CLOUD_NAME, CLOUDINARY_API_KEY and CLOUDINARY_API_SECRET (an erased
// resume's file is deleted at once). It sends no mail: the link and the firm's notice are stored in the
// database's outbox, whose trigger calls the notify-lead function to send them (migration
// data_request_fairness). Supabase provides SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY. Type-checked by
// `deno check`.

import { dataRequestFunctionUrl } from '../_shared/data-link.ts'
import { firmContact } from '../_shared/firm-contact.ts'
import { originList, requiredSecrets, serviceRpc, serviceRpcResponse } from '../_shared/function-env.ts'
import { destroyCloudinaryFile } from '../upload-to-cloudinary/cloudinary.ts'
import { createDataRequestHandler } from './handler.ts'
import { dataRequestStore, postgrestCall } from './store.ts'

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

const handleDataRequest = createDataRequestHandler({
  store: dataRequestStore(postgrestCall(serviceRpcResponse(supabaseUrl, serviceRoleKey))),
  siteOrigins: originList(required('ALLOWED_ORIGINS')),
  functionUrl: dataRequestFunctionUrl(supabaseUrl),
  contact: firmContact,
  deleteFile: async (url) => {
    await destroyCloudinaryFile(cloudinary, url)
    await rpc('forget_upload', { upload_url: url })
  },
})

Deno.serve(handleDataRequest)
