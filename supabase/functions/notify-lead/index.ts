// Supabase Edge Function entry (Deno): mails the firm each stored lead, once (issue 37). Called by the
// database (migration lead_notifications): its trigger after each insert, and pg_cron every minute, both
// with the secret kept in Vault. Deploy: supabase functions deploy notify-lead --no-verify-jwt (the
// database sends its own secret, not a JWT; supabase/config.toml says the same). Secrets:
// NOTIFY_LEAD_SECRET (the one in Vault), SMTP_URL (smtps://user:password@host:465: hosted functions
// cannot connect out on ports 25 and 587), LEADS_TO, MAIL_FROM and SITE_URL (the site's address, for
// the calculators' links). Supabase provides SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY. It also sends
// the mails about a visitor's data (/your-data: their link, the firm's notice of a stop or an erasure),
// from the outbox of migration data_request_fairness, a booking's mails (its confirmation, move,
// cancellation and reminder, migration bookings) and the round alerts' mails (migration round_alerts): the
// only function that holds the mail settings.

import nodemailer from 'npm:nodemailer@10.6.1'
import { alertsFunctionUrl, createAlertMailer } from '../_shared/alert-outbox.ts'
import { createBookingMailer, rpcBookingMailStore } from '../_shared/booking-outbox.ts'
import { bookingFunctionUrl, dataRequestFunctionUrl } from '../_shared/data-link.ts'
import { createDataMailer, rpcDataMailStore } from '../_shared/data-request-outbox.ts'
import { firmContact } from '../_shared/firm-contact.ts'
import { requiredSecrets, serviceRpc } from '../_shared/function-env.ts'
import { createLeadNotifier, rpcLeadStore } from '../_shared/lead-outbox.ts'
import { mailSender, readMailSettings, smtpOptions, visitorMailSender } from '../_shared/mail-settings.ts'
import { createNotifyHandler } from './handler.ts'

const required = requiredSecrets((name) => Deno.env.get(name))

const mail = readMailSettings((name) => Deno.env.get(name))
const transport = nodemailer.createTransport(smtpOptions(mail.smtpUrl))
const supabaseUrl = required('SUPABASE_URL')
const rpc = serviceRpc(supabaseUrl, required('SUPABASE_SERVICE_ROLE_KEY'))

const notifier = createLeadNotifier({
  store: rpcLeadStore(rpc),
  send: mailSender(transport, mail),
  siteUrl: required('SITE_URL'),
})

const dataMailer = createDataMailer({
  store: rpcDataMailStore(rpc),
  mailVisitor: visitorMailSender(transport, mail),
  mailFirm: mailSender(transport, mail),
  functionUrl: dataRequestFunctionUrl(supabaseUrl),
})

const bookingMailer = createBookingMailer({
  store: rpcBookingMailStore(rpc),
  mailVisitor: visitorMailSender(transport, mail),
  mailFirm: mailSender(transport, mail),
  functionUrl: bookingFunctionUrl(supabaseUrl),
  siteUrl: required('SITE_URL'),
  firmEmail: firmContact.email,
})

const alertMailer = createAlertMailer({
  call: rpc,
  mailVisitor: visitorMailSender(transport, mail),
  functionUrl: alertsFunctionUrl(supabaseUrl),
  siteUrl: required('SITE_URL'),
})

Deno.serve(
  createNotifyHandler({
    secret: required('NOTIFY_LEAD_SECRET'),
    notifier,
    dataMailer,
    bookingMailer,
    alertMailer,
  }),
)
