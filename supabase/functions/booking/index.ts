// Supabase Edge Function entry (Deno): booking a consultation (issue 66): /book's free times and form, the
// move-or-cancel links of its mails, and the consultants' calendar feed. Deploy: supabase functions deploy
// booking --no-verify-jwt (a plain HTML form, a mailed link and a calendar app send no token;
// supabase/config.toml says the same). Secrets: ALLOWED_ORIGINS (the site's origins, comma-separated, the
// first being where a link sends the visitor) and BOOKING_FEED_TOKEN (32 random characters or more: the
// feed's address is .../functions/v1/booking?feed=<token>). It sends no mail: a booking's mails are stored
// in the database's outbox, whose trigger calls the notify-lead function to send them (migration
// bookings). Supabase provides SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY. Type-checked by `deno check`.

import { bookingFunctionUrl } from '../_shared/data-link.ts'
import { firmContact } from '../_shared/firm-contact.ts'
import { originList, requiredSecrets, serviceRpc } from '../_shared/function-env.ts'
import { createBookingHandler } from './handler.ts'
import { rpcBookingStore } from './store.ts'

const required = requiredSecrets((name) => Deno.env.get(name))
const supabaseUrl = required('SUPABASE_URL')

const handleBooking = createBookingHandler({
  store: rpcBookingStore(serviceRpc(supabaseUrl, required('SUPABASE_SERVICE_ROLE_KEY'))),
  siteOrigins: originList(required('ALLOWED_ORIGINS')),
  functionUrl: bookingFunctionUrl(supabaseUrl),
  contact: firmContact,
  feedToken: required('BOOKING_FEED_TOKEN'),
})

// The visitor's address as Cloudflare, in front of Supabase, reports it (as the enquiry function reads it).
Deno.serve((request, info) =>
  handleBooking(request, request.headers.get('cf-connecting-ip')?.trim() || info.remoteAddr.hostname),
)
