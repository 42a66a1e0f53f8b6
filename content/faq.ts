// Copy of the FAQ page (spec "FAQ"): six questions in a single-open accordion.

import { asOf, type Stating, statedBlock } from '../lib/facts/site'
import { type Messages, words } from '../lib/messages'
import { facts } from './facts'
import { routes } from './routes'
import { site } from './site'
import type { CallToAction, FaqItem, Intro } from './types'

export const faqIntro = (m: Messages): Intro => words(m, 'faq.intro')

const { economicPrincipal } = facts.canada.fees
const { adult } = facts.uk.ihs

/** The questions, in the catalogue's order, and what their answers state. */
export const faqItems = (
  m: Messages,
): readonly [Stating<FaqItem>, Stating<FaqItem>, ...Stating<FaqItem>[]] => {
  const questions = statedBlock(
    m,
    'faq',
    {
      indiaBacklog: facts.us.greenCard.indiaBacklog,
      successRate: site.claims.successRate,
      economicPrincipal,
      economicPrincipalSince: asOf(economicPrincipal),
      adult,
      adultSince: asOf(adult),
    },
    ['intro', 'cta', 'page'],
  )
  // An accordion that opens one question at a time has two or more.
  const [first, second, ...more] = Object.values(questions)
  if (!first || !second) throw new Error('The FAQ has fewer than two questions')
  return [first, second, ...more] as const
}

export const faqCta = (m: Messages): CallToAction => words(m, 'faq.cta')

export const faqPage = (m: Messages) => {
  const said = words(m, 'faq.page')
  return {
    ...said,
    fees: { href: routes.fees.path, ...said.fees },
    checkAnAdviser: { href: routes.checkAnAdviser.path, ...said.checkAnAdviser },
  }
}
