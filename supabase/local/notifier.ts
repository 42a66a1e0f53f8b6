// The local backend's notifier: the outbox logic of the notify-lead function (../functions/_shared/
// lead-outbox.ts for the leads, data-request-outbox.ts for the mails about a visitor's data,
// booking-outbox.ts for a booking's, alert-outbox.ts for the round alerts') over the local database,
// sending with nodemailer to SMTP_URL or, without one, to the local mail catcher. The backend calls it
// after each stored lead or mail and sweeps every minute.
import type { PGlite } from '@electric-sql/pglite'
import nodemailer from 'nodemailer'
import { alertsFunctionUrl, createAlertMailer } from '../functions/_shared/alert-outbox.ts'
import { createBookingMailer, rpcBookingMailStore } from '../functions/_shared/booking-outbox.ts'
import { bookingFunctionUrl, dataRequestFunctionUrl } from '../functions/_shared/data-link.ts'
import { createDataMailer, rpcDataMailStore } from '../functions/_shared/data-request-outbox.ts'
import { firmContact } from '../functions/_shared/firm-contact.ts'
import { createLeadNotifier, type NotifierOptions, rpcLeadStore } from '../functions/_shared/lead-outbox.ts'
import {
  type MailSettings,
  mailSender,
  smtpOptions,
  visitorMailSender,
} from '../functions/_shared/mail-settings.ts'
import { serviceCall } from './rest.ts'

export interface LocalNotifierOptions
  extends MailSettings,
    Pick<NotifierOptions, 'siteUrl' | 'leaseSeconds' | 'sweepAfterSeconds' | 'log'> {
  db: PGlite
  /** Where this backend is reached: the data-request and round-alerts functions' links point there. */
  publicUrl: string
}

export function localNotifier({
  db,
  smtpUrl,
  leadsTo,
  mailFrom,
  publicUrl,
  siteUrl,
  ...timing
}: LocalNotifierOptions) {
  const call = serviceCall(db)
  const transport = nodemailer.createTransport(smtpOptions(smtpUrl))
  return {
    leads: createLeadNotifier({
      store: rpcLeadStore(call),
      send: mailSender(transport, { leadsTo, mailFrom }),
      siteUrl,
      ...timing,
    }),
    dataMails: createDataMailer({
      store: rpcDataMailStore(call),
      mailVisitor: visitorMailSender(transport, { mailFrom }),
      mailFirm: mailSender(transport, { leadsTo, mailFrom }),
      functionUrl: dataRequestFunctionUrl(publicUrl),
      ...timing,
    }),
    bookingMails: createBookingMailer({
      store: rpcBookingMailStore(call),
      mailVisitor: visitorMailSender(transport, { mailFrom }),
      mailFirm: mailSender(transport, { leadsTo, mailFrom }),
      functionUrl: bookingFunctionUrl(publicUrl),
      siteUrl,
      firmEmail: firmContact.email,
      ...timing,
    }),
    alertMails: createAlertMailer({
      call,
      mailVisitor: visitorMailSender(transport, { mailFrom }),
      functionUrl: alertsFunctionUrl(publicUrl),
      siteUrl,
      ...timing,
    }),
  }
}

/**
 * Runs a task now, or, if it is running, once more when it ends: a burst of inserts costs one or two
 * passes over the outbox, not one each.
 */
export function coalesced(task: () => Promise<unknown>, log: (line: string) => void = console.error) {
  let running: Promise<void> | null = null
  let again = false
  return (): Promise<void> => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await task().catch((error: unknown) =>
          log(`notify: ${error instanceof Error ? error.message : error}`),
        )
      } while (again)
    })().finally(() => {
      running = null
    })
    return running
  }
}
