// Copy of the Privacy Policy page (spec "Privacy Policy"): 11 sections plus Consent; contact details come
// from site.ts. Brought up to India's Digital Personal Data Protection Act, 2023 and Rules, 2025 (issue
// 38): the law wins over the spec's wording. Their rights and duties come into force on a later day
// (facts.india.dataProtection.dutiesFrom): the firm keeps them already, and the words say so (issue 49).
// The periods, processors and response time are the ones the forms' notice states and the retention job
// keeps (personal-data.ts, site.ts).
import { processingLogMonths, retentionDefaults } from '@shared/personal-data.ts'
import { processorsText } from '../lib/data-notice'
import { facts } from './facts'
import { stated } from './facts/stated'
import { site } from './site'
import type { LegalDocument } from './types'

export interface LegalClosing {
  heading: string
  body: string
}

const { enquiryMonths, resumeMonths } = retentionDefaults
const processors = processorsText(
  site.processors,
  {
    service: {
      database: 'the database that holds enquiries and resume records',
      files: 'resume files',
      mail: 'the e-mail that tells us of an enquiry',
    },
    unnamed: { database: 'our database host', files: 'our file host', mail: 'our e-mail provider' },
  },
  'en',
)
/** Who answers privacy requests: the grievance officer once named (an owner detail), the firm until then. */
const grievanceContact = site.grievance.officer
  ? `our Grievance Officer, ${site.grievance.officer}, at ${site.email}`
  : `us at ${site.email}`
/** The day the Act's rights and duties and the Rules' duties come into force. */
const lawFrom = facts.india.dataProtection.dutiesFrom

export const privacyPolicy = {
  title: 'Privacy Policy',
  lastUpdated: 'November 2026',
  intro: stated`DreamBorder Immigration (“we”, “us”, “our”) respects your privacy. This policy explains what personal data we collect when you use our website or our visa and immigration consultancy services, why, how long we keep it, who handles it for us, and your rights over it. It applies to information you share with us online, by phone, by e-mail and in person at our office in Pune. India’s Digital Personal Data Protection Act, 2023 and the Digital Personal Data Protection Rules, 2025 bring these rights and our duties into force on ${lawFrom}; we give you the rights and keep the duties already, of our own accord, ahead of the law.`,
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: [
        'We collect only what we need for the purpose we state where you give it. On this website that is:',
      ],
      list: [
        'The consultation and contact forms: your name, e-mail address, mobile number with its country code, the type of visa or immigration route you ask about, any message you write, the language of the page you sent it from, and whether you ticked the box to receive updates and offers.',
        'The resume check: the file you upload, its name, and the score we work out from it; if you ask for a free review, the details of that request as for the forms above.',
        'Your network address, for one hour, to stop any one sender flooding our forms; then it is deleted.',
        'When you become a client: the application information your visa needs (passport details, date of birth, education, work history, language test results, financial records, family details and other documents), which you give us directly.',
      ],
    },
    {
      heading: 'How We Use Your Information',
      paragraphs: ['We use each item only for the purpose it was given for:'],
      list: [
        'your enquiry: to reply to it and arrange your consultation;',
        'your resume: to score it on the page and, if you ask, to review it with you;',
        'updates and offers by e-mail or WhatsApp: only if you ticked the box for them, and only until you ask us to stop;',
        'your application, once you engage us: to assess your eligibility, prepare and submit it, and keep you informed;',
        'your network address: to keep the forms working for everyone;',
        'and what the law requires of us, such as accounting and regulatory records.',
      ],
    },
    {
      heading: 'Legal Basis and Consent',
      paragraphs: [
        'We process your personal data with the consent you give when you send a form or upload a file, for the purpose the form states, and where the law requires us to. Receiving updates and offers is a separate choice: the box for it is never ticked for you, and your enquiry is answered whether you tick it or not. We record which version of our notice you saw and, if you ticked the box, when.',
        'You may withdraw your consent at any time, as easily as you gave it, by writing to us (see “Contact Us”). Withdrawal does not affect what was done before it, but it may mean we can no longer continue working on your application.',
      ],
    },
    {
      heading: 'Sharing Your Information with Third Parties',
      paragraphs: [
        `We do not sell, rent or trade your personal data. Companies that process it for us, on our instructions and bound to keep it confidential: ${processors}. We also share it where your case or the law requires:`,
      ],
      list: [
        'Government authorities: immigration departments, embassies, consulates and visa application centres that receive your application, always with your knowledge.',
        'Other parties you ask us to deal with, such as education institutions, credential assessment bodies or employers involved in your application.',
        'Authorities or courts, where we are legally required to disclose information.',
      ],
    },
    {
      heading: 'Data Security',
      paragraphs: [
        'We use reasonable technical and organisational safeguards to protect your personal data against unauthorised access, loss or misuse: encrypted connections to our website, a database that lets the public only add enquiries and never read them, access to client files on a need-to-know basis, and confidentiality obligations for our staff.',
        stated`No method of transmission or storage is completely secure. If a breach of personal data affects you, we will tell you without delay what happened, what it means for you and what you can do, and report it to the Data Protection Board of India. We do this now, of our own accord: the Rules require it from ${lawFrom}.`,
      ],
    },
    {
      heading: 'Data Retention',
      paragraphs: [
        `An enquiry is kept for ${enquiryMonths} months from the day it was sent, and a resume with its file for ${resumeMonths} months from the upload. Each day, what has passed its period is erased automatically. We keep a log of each erasure (what kind of record, when and why, without your details) for ${processingLogMonths} months. ` +
          stated`We keep it of our own accord: the Rules require such a log from ${lawFrom}.`,
        'Client files are kept for the duration of our engagement and afterwards only as long as the law requires, for example for accounting; then they are deleted securely.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        stated`You have these rights over your personal data with us now, of our own accord, ahead of the Digital Personal Data Protection Act, 2023, which makes them law from ${lawFrom}:`,
      ],
      list: [
        'Access: to a summary of the personal data we hold about you, what we do with it, and with whom we have shared it.',
        'Correction and completion: to have inaccurate or incomplete data corrected, completed or updated.',
        'Erasure: to have your data erased once it is no longer needed, unless the law requires us to keep it.',
        'Withdrawal of consent: to withdraw consent you have given, as easily as you gave it, including to updates and offers.',
        stated`Grievance redressal: to complain to us, and, from ${lawFrom}, if you are not satisfied with our answer, to the Data Protection Board of India.`,
        'Nomination: to nominate another person to exercise your rights in the event of your death or incapacity.',
      ],
      link: {
        label: 'See a copy of your data, stop us contacting you, or have it erased, by yourself',
        href: '/your-data',
      },
    },
    {
      heading: 'Cookies and Analytics',
      paragraphs: [
        'Our website sets no cookies and uses no third-party analytics or advertising, with one exception you ask for: when you open the link we mail you from the “Your data” page, our request service keeps that link’s code in a cookie for up to an hour, so that the button on the next page can act on it; pressing the button deletes it. We do not build profiles of visitors or follow you across other websites. Your browser keeps, for the visit only, a note that our fonts are already downloaded; it holds nothing about you.',
        'Our hosting provider keeps standard server logs for security and troubleshooting, which are not used to identify individual visitors.',
      ],
    },
    {
      heading: 'Children’s Privacy',
      paragraphs: [
        'Our website is for adults. If a child under 18 needs advice, for example for a family or student application, a parent or lawful guardian should send the enquiry; we collect a child’s data only from, and with the consent of, the parent or guardian.',
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        'We may update this policy to reflect changes in our services or in the law. The date at the top of this page shows when it was last revised. Where a change materially affects how we use data you have already given us, we will tell you before it takes effect.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [
        `To use any of your rights, ask a question about this policy or raise a complaint, write to ${grievanceContact}. We answer within ${site.grievance.responseDays} days. ` +
          stated`From ${lawFrom} the Rules allow at most 90 days, and if you are not satisfied you may also complain to the Data Protection Board of India. Our phone numbers and office address are listed below.`,
      ],
    },
  ],
} as const satisfies LegalDocument

export const privacyConsent = {
  heading: 'Consent',
  // Reading the site is never taken as consent (the Act asks for a clear, affirmative action).
  body: 'When you send an enquiry or upload a file, you consent to the use of those details for the purpose stated where you gave them, as this Privacy Policy describes. Updates and offers need the separate box on the form. You may withdraw your consent at any time by contacting us.',
} as const satisfies LegalClosing
