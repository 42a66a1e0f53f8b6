// The notice every form that collects personal data shows before its submit button (issue 38): what is
// collected, why, for how long and who processes it for the firm, with the full Privacy Policy a link
// away. The DPDP Act, 2023 (section 5) and Rules (rule 3) ask for it from the day in
// facts.india.dataProtection.dutiesFrom; the firm gives it already, and the notice claims no law. The periods are the retention job's (personal-data.ts), the
// processors the firm's (content/site.ts).
import { retentionDefaults } from '@shared/personal-data.ts'
import { processorsText } from '../lib/data-notice'
import { type Messages, words } from '../lib/messages'
import { site } from './site'

export interface DataNotice {
  heading: string
  items: readonly { term: string; detail: string }[]
  privacy: { label: string; href: string }
  yourData: { label: string; href: string }
}

/** Who handles an enquiry for the firm (its database, the mail to the firm), who a resume (its file), and
 * who a round alerts subscription (the database, the mails). */
const handledBy = {
  enquiry: site.processors.filter((processor) => processor.service !== 'files'),
  booking: site.processors.filter((processor) => processor.service !== 'files'),
  resume: site.processors.filter((processor) => processor.service !== 'mail'),
  alerts: site.processors.filter((processor) => processor.service !== 'files'),
}

// A booking is kept, and erased, with its enquiry (migration bookings); a subscription is kept until it is
// stopped (its notice says so in words).
const months = {
  enquiry: retentionDefaults.enquiryMonths,
  booking: retentionDefaults.enquiryMonths,
  resume: retentionDefaults.resumeMonths,
  alerts: 0,
}

/** The notice of the enquiry forms, of the resume upload (English only, as /fix-resume is), or of the round
 * alerts form. */
export function dataNotice(m: Messages, kind: keyof typeof handledBy): DataNotice {
  // What each processor does for the firm ("database"), and how one not yet named is called.
  const said = words(m, 'dataNotice', {}, ['enquiry', 'resume', 'booking', 'alerts'])
  const notice = words(m, `dataNotice.${kind}` as const, { months: months[kind] })
  const { term } = said
  return {
    heading: notice.heading,
    items: [
      { term: term.collected, detail: notice.collected },
      { term: term.purpose, detail: notice.purpose },
      { term: term.kept, detail: notice.kept },
      {
        term: term.processors,
        detail: processorsText(
          handledBy[kind],
          { service: said.processor, unnamed: said.unnamed },
          m.language,
        ),
      },
    ],
    privacy: { label: said.privacy, href: '/privacy-policy' },
    yourData: { label: said.yourData, href: '/your-data' },
  }
}
