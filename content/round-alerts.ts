// Copy of the round alerts on the site (issue 65): the subscription form (under the CRS calculator's result
// and on /express-entry-draws) with its data notice, and /round-alerts, where the mails' links land. The
// mails and the function's pages are the round-alerts function's words (`roundAlerts.`).
import { enquiryWords } from '@shared/enquiry-copy.ts'
import { type Messages, words } from '../lib/messages'
import { dataNotice } from './data-notice'

export const roundAlerts = (m: Messages) => {
  const said = words(m, 'roundAlertsSite')
  const address = enquiryWords(m).messages.contact.email
  return {
    ...said,
    /** What the form says of a field the browser refuses, in the page's words (the address: the enquiry forms'). */
    validity: {
      email: { valueMissing: address, typeMismatch: address },
      score: { valueMissing: said.form.scoreInvalid, patternMismatch: said.form.scoreInvalid },
    },
    notice: dataNotice(m, 'alerts'),
  }
}

export type RoundAlertsCopy = ReturnType<typeof roundAlerts>
