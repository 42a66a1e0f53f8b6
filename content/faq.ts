// Copy of the FAQ page (spec "FAQ"): six questions in a single-open accordion.
import { facts } from './facts'
import { asOf, stated } from './facts/stated'
import { routes } from './routes'
import { site } from './site'
import type { CallToAction, FaqItem, Intro } from './types'

export const faqIntro = {
  heading: 'Frequently Asked Questions',
  lead: 'Straight answers to the questions our clients ask most often. If yours is not here, our team will be glad to discuss it in a free 30-minute consultation.',
} as const satisfies Intro

export const faqItems = [
  {
    question: 'How long does visa processing take?',
    answer: stated`Processing times depend on the country, the visa category and the volume of applications the authorities are handling at the time. As a rough guide, visitor visas often take a few weeks, study and work visas one to four months, and permanent residence programmes six months to over a year, though US employment-based green cards for Indian nationals can take far longer because of per-country queues (${facts.us.greenCard.indiaBacklog}). Preparing a complete file takes additional time before submission, usually a few weeks depending on how quickly documents are gathered. At your consultation we give you a realistic timeline based on the latest published processing times, and your case manager keeps you updated as your application moves forward.`,
  },
  {
    question: 'What documents do I need to apply?',
    answer:
      'Most applications need a valid passport, recent photographs, proof of funds, and evidence of your education and work experience. Depending on the route, you may also need language test results, an educational credential assessment, police clearance certificates, medical examinations, an offer letter or a job offer. Family applications also require proof of the relationship, such as marriage or birth certificates. Once we know your chosen route, your case manager gives you a personalised checklist and reviews every document before it is submitted.',
  },
  {
    question: 'Can you guarantee that my visa will be approved?',
    answer: `No. Visa decisions are made solely by the government authorities of each country, and no consultant can honestly guarantee an approval. What we can do is assess your eligibility carefully, advise you plainly on your chances and prepare a complete, accurate application. Our past results reflect this approach: ${site.claims.successRate} of the applications we have prepared have been successful, but that figure describes past cases and is not a promise about any future decision. Be cautious of anyone who guarantees a visa in exchange for a fee.`,
  },
  {
    question: 'Do you help after I arrive in my new country?',
    answer:
      'Yes. Our support continues after you land, because settling in is part of a successful move. We provide pre-departure briefings and guidance on first steps such as finding accommodation, opening a bank account, registering for tax and health services, and understanding local job search practices. Where needed, we can also point you to trusted local contacts. Your case manager stays reachable for questions during your first months abroad.',
  },
  {
    question: 'How much does a consultation cost?',
    answer: stated`Your first 30-minute consultation is free and carries no obligation. In it we review your profile, discuss the routes that may suit you and answer your questions. If you decide to go ahead, we give you a written quote with our professional fees before any work begins. Government fees, language tests, medical examinations and similar third-party costs are separate, and we explain each of them upfront so there are no surprises. Government fees are not small: for example, since ${asOf(facts.canada.fees.economicPrincipal)} Canada has charged ${facts.canada.fees.economicPrincipal} to process a permanent residence application for the main applicant, and since ${asOf(facts.uk.ihs.adult)} the UK has charged a health surcharge of ${facts.uk.ihs.adult} a year per adult on top of the visa fee. Our Fees page lists the government fees of the main routes, each dated and sourced.`,
  },
  {
    question: 'I have had a visa refused before. Can I still apply?',
    answer:
      'In most cases, yes. A previous refusal does not automatically stop you from applying again, but you must declare it honestly, and a new application should address the reasons given in the refusal letter. We review your earlier application and refusal, explain what may have led to the decision and advise whether reapplying, choosing a different route or waiting to strengthen your profile makes more sense. Some refusals, such as those involving misrepresentation, can carry longer restrictions, and we will tell you plainly if that applies to you.',
  },
] as const satisfies readonly FaqItem[]

export const faqCta = {
  heading: 'Still Have Questions?',
  body: 'Every situation is different. Book a free 30-minute consultation and get advice on your own profile from an experienced consultant.',
  label: 'Book a Free Consultation',
} as const satisfies CallToAction

export const faqPage = {
  listLabel: 'Questions and answers',
  fees: { href: routes.fees.path, label: 'Our Fees page: government fees of the main routes, and ours' },
} as const
