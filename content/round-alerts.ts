// Copy of the round alerts on the site (issue 65): the subscription form (under the CRS calculator's result
// and on /express-entry-draws) with its data notice, and /round-alerts, where the mails' links land. The
// mails and the function's pages are the round-alerts function's words (`roundAlerts.`).
import { type Messages, words } from '../lib/messages'
import { dataNotice } from './data-notice'

export const roundAlerts = (m: Messages) => {
  const said = words(m, 'roundAlertsSite')
  return {
    ...said,
    // An address the browser refuses is named in the enquiry forms' words.
    form: { ...said.form, emailInvalid: m('enquiry.message.contact.email') },
    notice: dataNotice(m, 'alerts'),
  }
}

export type RoundAlertsCopy = ReturnType<typeof roundAlerts>
