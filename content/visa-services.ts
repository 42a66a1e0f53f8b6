// The seven visa service cards on /visa-services (spec "Visa Services").

import { asOf, type Stating, statedBlock } from '../lib/facts/site'
import { type Messages, words } from '../lib/messages'
import { facts } from './facts'
import { routes } from './routes'
import type { VisaService } from './types'

/** The cards in their order: each one's anchor, icon, and the registry facts its words state. */
const services = [
  { anchor: 'permanent-residence', icon: 'home', facts: { maxAge: facts.nz.residence.maxAge } },
  {
    anchor: 'student-visas',
    icon: 'graduation-cap',
    facts: {
      jobSearchAfterGraduation: facts.germany.study.jobSearchAfterGraduation,
      perYear: facts.germany.study.blockedAccount.perYear,
    },
  },
  { anchor: 'work-visas', icon: 'briefcase', facts: {} },
  { anchor: 'family-visas', icon: 'users', facts: { duration: facts.nz.parentBoost.duration } },
  {
    anchor: 'business-immigration',
    icon: 'building',
    facts: {
      startUpVisa: facts.canada.business.startUpVisa,
      startUpVisaSince: asOf(facts.canada.business.startUpVisa),
      selfEmployed: facts.canada.business.selfEmployed,
      selfEmployedSince: asOf(facts.canada.business.selfEmployed),
      entrepreneurPilot: facts.canada.business.entrepreneurPilot,
    },
  },
  {
    anchor: 'tourist-and-visitor',
    icon: 'plane',
    facts: { travelInsurance: facts.germany.schengen.travelInsurance },
  },
  { anchor: 'digital-nomad-visas', icon: 'laptop', facts: {} },
] as const

export const visaServices = (m: Messages) =>
  services.map(({ anchor, icon, facts }) => ({
    anchor,
    ...statedBlock(m, `visaServices.${anchor}` as const, facts),
    icon,
  })) satisfies readonly Stating<VisaService>[]

export const visaServicesPage = (m: Messages) => {
  const page = words(m, 'visaServices.page', {}, ['labels.more', 'labels.moreRequirements'])
  return {
    ...page,
    labels: {
      ...page.labels,
      /** The summary of the folded part of a card: the full description and the benefits. */
      more: (benefits: number) => m('visaServices.page.labels.more', { benefits }),
      moreRequirements: (count: number) => m('visaServices.page.labels.moreRequirements', { count }),
    },
    /** After the cards: where the government fees and ours are set out. */
    fees: { ...page.fees, link: { href: routes.fees.path, ...page.fees.link } },
    shownRequirements: 3,
    shownEligibility: 2,
  }
}
