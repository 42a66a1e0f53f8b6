// Supabase Edge Function entry (Deno): /your-data's requests (issue 38). Deploy: supabase functions deploy
// data-request --no-verify-jwt (a plain HTML form and a link in a mail send no token; supabase/config.toml
// says the same). Secrets: ALLOWED_ORIGINS (the site's origins, comma-separated, the first being where a
// link sends the visitor), SMTP_URL, LEADS_TO and MAIL_FROM (the lead mail's settings: the firm is told
// of a stop or an erasure, the visitor mailed their link), CLOUDINARY_CLOUD_NAME, CLOUDINARY_API_KEY and
// CLOUDINARY_API_SECRET (an erased resume's file is deleted at once). Supabase provides SUPABASE_URL and
// SUPABASE_SERVICE_ROLE_KEY. Type-checked by `deno check`.

import nodemailer from 'npm:nodemailer@10.6.1'
import { firmContact } from '../_shared/firm-contact.ts'
import { originList, requiredSecrets, serviceRpc, serviceRpcResponse } from '../_shared/function-env.ts'
import { mailSender, readMailSettings, smtpOptions, visitorMailSender } from '../_shared/mail-settings.ts'
import { destroyCloudinaryFile } from '../upload-to-cloudinary/cloudinary.ts'
import { createDataRequestHandler } from './handler.ts'
import { dataRequestStore, postgrestCall } from './store.ts'

/** Supabase Edge Runtime's own global: work it lets finish after the response is sent. */
declare const EdgeRuntime: { waitUntil(work: Promise<unknown>): void }

const required = requiredSecrets((name) => Deno.env.get(name))
const supabaseUrl = required('SUPABASE_URL')
const serviceRoleKey = required('SUPABASE_SERVICE_ROLE_KEY')
const mail = readMailSettings((name) => Deno.env.get(name))
const transport = nodemailer.createTransport(smtpOptions(mail.smtpUrl))
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
  functionUrl: `${supabaseUrl}/functions/v1/data-request`,
  contact: firmContact,
  mailVisitor: visitorMailSender(transport, mail),
  mailFirm: mailSender(transport, mail),
  deleteFile: async (url) => {
    await destroyCloudinaryFile(cloudinary, url)
    await rpc('forget_upload', { upload_url: url })
  },
  // The link's mail is sent after the answer, which is the same whether or not one is sent.
  afterAnswer: (work) => EdgeRuntime.waitUntil(work),
})

// The visitor's address as Cloudflare, in front of Supabase, reports it (see the enquiry function).
Deno.serve((request, info) =>
  handleDataRequest(request, request.headers.get('cf-connecting-ip')?.trim() || info.remoteAddr.hostname),
)
