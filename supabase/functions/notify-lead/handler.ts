// The notify-lead function's answer to a call: from the database's triggers after each stored lead
// ({"lead": "<id>"}), each stored mail about a visitor's data ({"dataMails": true}), each stored mail
// about a booking ({"bookingMails": true}) and each round alerts' mail ({"alertMails": true}), or from the minute's pg_cron sweep ({"sweep": true}, every
// outbox, which also queues the bookings' reminders as they fall due), each carrying the shared secret from Vault as a
// bearer token. Anything else is refused before the database is asked anything. Web APIs only, so the
// tests run it under Node and the entry under Deno.
import type { LeadNotifier } from '../_shared/lead-outbox.ts'
import type { OutboxSending } from '../_shared/outbox.ts'
import { sameSecret } from '../_shared/same-secret.ts'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function createNotifyHandler({
  secret,
  notifier,
  dataMailer,
  bookingMailer,
  alertMailer,
}: {
  secret: string
  notifier: LeadNotifier
  dataMailer: OutboxSending
  bookingMailer: OutboxSending
  /** The round alerts' mails (migration round_alerts): {"alertMails": true}, and the sweep. */
  alertMailer: OutboxSending
}) {
  if (secret.length < 32) throw new Error('NOTIFY_LEAD_SECRET must be at least 32 characters')
  return async (request: Request): Promise<Response> => {
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
    if (!sameSecret(token, secret)) return Response.json({ error: 'unauthorized' }, { status: 401 })
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } })
    const body = (await request.json().catch(() => null)) as {
      lead?: unknown
      dataMails?: unknown
      bookingMails?: unknown
      alertMails?: unknown
      sweep?: unknown
    } | null
    if (typeof body?.lead === 'string' && uuid.test(body.lead)) {
      return Response.json({ sent: await notifier.notify(body.lead) })
    }
    if (body?.dataMails === true) return Response.json(await dataMailer.sendFresh())
    if (body?.bookingMails === true) return Response.json(await bookingMailer.sendFresh())
    if (body?.alertMails === true) return Response.json(await alertMailer.sendFresh())
    if (body?.sweep === true) {
      return Response.json({
        ...(await notifier.sweep()),
        dataMails: await dataMailer.sweep(),
        bookingMails: await bookingMailer.sweep(),
        alertMails: await alertMailer.sweep(),
      })
    }
    return Response.json(
      {
        error:
          'expected {"lead": "<uuid>"}, {"dataMails": true}, {"bookingMails": true}, {"alertMails": true} or {"sweep": true}',
      },
      { status: 400 },
    )
  }
}
