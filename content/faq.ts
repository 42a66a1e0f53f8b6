// Copy of the FAQ page (spec "FAQ"): six questions in a single-open accordion.

import { asOf, type Stating, statedIn } from '../lib/facts/site'
import type { Messages } from '../lib/messages'
import { facts } from './facts'
import { routes } from './routes'
import { site } from './site'
import type { CallToAction, FaqItem, Intro } from './types'

export const faqIntro = (m: Messages): Intro => ({
  heading: m('faq.intro.heading'),
  lead: m('faq.intro.lead'),
})

const { economicPrincipal } = facts.canada.fees
const { adult } = facts.uk.ihs

export const faqItems = (m: Messages) =>
  [
    {
      question: m('faq.processingTime.question'),
      answer: statedIn(m, 'faq.processingTime.answer', { indiaBacklog: facts.us.greenCard.indiaBacklog }),
    },
    { question: m('faq.documents.question'), answer: m('faq.documents.answer') },
    {
      question: m('faq.guarantee.question'),
      answer: m('faq.guarantee.answer', { successRate: site.claims.successRate }),
    },
    { question: m('faq.afterArrival.question'), answer: m('faq.afterArrival.answer') },
    {
      question: m('faq.consultationCost.question'),
      answer: statedIn(m, 'faq.consultationCost.answer', {
        economicPrincipal,
        economicPrincipalSince: asOf(economicPrincipal),
        adult,
        adultSince: asOf(adult),
      }),
    },
    { question: m('faq.refusal.question'), answer: m('faq.refusal.answer') },
  ] as const satisfies readonly Stating<FaqItem>[]

export const faqCta = (m: Messages): CallToAction => ({
  heading: m('faq.cta.heading'),
  body: m('faq.cta.body'),
  label: m('faq.cta.label'),
})

export const faqPage = (m: Messages) => ({
  listLabel: m('faq.page.listLabel'),
  fees: { href: routes.fees.path, label: m('faq.page.fees.label') },
  checkAnAdviser: { href: routes.checkAnAdviser.path, label: m('faq.page.checkAnAdviser.label') },
})
