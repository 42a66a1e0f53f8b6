// The notice every form that collects personal data shows before its submit button (issue 38): what is
// collected, why, for how long and who processes it for the firm, with the full Privacy Policy a link
// away. The DPDP Act, 2023 (section 5) and Rules (rule 3) ask for it from the day in
// facts.india.dataProtection.dutiesFrom; the firm gives it already, and the notice claims no law. The periods are the retention job's (personal-data.ts), the
// processors the firm's (content/site.ts).
import { retentionDefaults } from '@shared/personal-data.ts'
import { processorsText } from '../lib/data-notice'
import type { Messages } from '../lib/messages'
import { site } from './site'

export interface DataNotice {
  heading: string
  items: readonly { term: string; detail: string }[]
  privacy: { label: string; href: string }
  yourData: { label: string; href: string }
}

/** Who handles an enquiry for the firm (its database, the mail to the firm), and who a resume (its file). */
const handledBy = {
  enquiry: site.processors.filter((processor) => processor.service !== 'files'),
  resume: site.processors.filter((processor) => processor.service !== 'mail'),
}

const months = { enquiry: retentionDefaults.enquiryMonths, resume: retentionDefaults.resumeMonths }

/** The notice of the enquiry forms or of the resume upload (English only, as /fix-resume is). */
export function dataNotice(m: Messages, kind: keyof typeof handledBy): DataNotice {
  // What each processor does for the firm ("database"), and how one not yet named is called.
  const byService = (words: 'processor' | 'unnamed') => ({
    database: m(`dataNotice.${words}.database`),
    files: m(`dataNotice.${words}.files`),
    mail: m(`dataNotice.${words}.mail`),
  })
  return {
    heading: m(`dataNotice.${kind}.heading`),
    items: [
      { term: m('dataNotice.term.collected'), detail: m(`dataNotice.${kind}.collected`) },
      { term: m('dataNotice.term.purpose'), detail: m(`dataNotice.${kind}.purpose`) },
      { term: m('dataNotice.term.kept'), detail: m(`dataNotice.${kind}.kept`, { months: months[kind] }) },
      {
        term: m('dataNotice.term.processors'),
        detail: processorsText(
          handledBy[kind],
          { service: byService('processor'), unnamed: byService('unnamed') },
          m.language,
        ),
      },
    ],
    privacy: { label: m('dataNotice.privacy'), href: '/privacy-policy' },
    yourData: { label: m('dataNotice.yourData'), href: '/your-data' },
  }
}
