// The notice every form that collects personal data shows before its submit button (issue 38): what is
// collected, why, for how long and who processes it for the firm, with the full Privacy Policy a link
// away. The DPDP Act, 2023 (section 5) and Rules (rule 3) ask for it from the day in
// facts.india.dataProtection.dutiesFrom; the firm gives it already, and the notice claims no law. The periods are the retention job's (personal-data.ts), the
// processors the firm's (content/site.ts).
import { retentionDefaults } from '@shared/personal-data.ts'
import { processorsText } from '../lib/data-notice'
import { site } from './site'

export interface DataNotice {
  heading: string
  items: readonly { term: string; detail: string }[]
  privacy: { label: string; href: string }
  yourData: { label: string; href: string }
}

/** Who handles an enquiry for the firm (its database, the mail to the firm), and who a resume (its file). */
export const handledBy = {
  enquiry: site.processors.filter((processor) => processor.service !== 'files'),
  resume: site.processors.filter((processor) => processor.service !== 'mail'),
}

const processors = (kind: keyof typeof handledBy) =>
  processorsText(
    handledBy[kind],
    {
      service: { database: 'database', files: 'resume files', mail: 'e-mail' },
      unnamed: { database: 'our database host', files: 'our file host', mail: 'our e-mail provider' },
    },
    'en',
  )

const terms = {
  collected: 'What we collect',
  purpose: 'Why',
  kept: 'How long',
  processors: 'Who handles it for us',
}
const privacy = { label: 'Read our full Privacy Policy', href: '/privacy-policy' }
const yourData = { label: 'See, stop or erase your data', href: '/your-data' }

export const dataNotices = {
  enquiry: {
    heading: 'How we handle your details',
    items: [
      { term: terms.collected, detail: 'Your name, phone number, e-mail address and any message you write.' },
      {
        term: terms.purpose,
        detail: 'To reply to this enquiry. We send updates and offers only if you tick the box above.',
      },
      {
        term: terms.kept,
        detail: `${retentionDefaults.enquiryMonths} months from the day you send it; then it is erased.`,
      },
      { term: terms.processors, detail: processors('enquiry') },
    ],
    privacy,
    yourData,
  },
  resume: {
    heading: 'How we handle your resume',
    items: [
      { term: terms.collected, detail: 'Your resume file and the score we work out from it.' },
      { term: terms.purpose, detail: 'To score your resume here and, if you ask us, to review it with you.' },
      {
        term: terms.kept,
        detail: `${retentionDefaults.resumeMonths} months from the upload; then the file and its record are erased.`,
      },
      { term: terms.processors, detail: processors('resume') },
    ],
    privacy,
    yourData,
  },
} as const satisfies Record<string, DataNotice>
