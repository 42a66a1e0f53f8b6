// /check-an-adviser (issue 57): who may be paid for advice on each destination's visas and the public
// registers to check them on, India's list of recruiting agents, what a visa fraud looks like and where
// to report one, each stated from the fact registry; and the firm's own promises, its fee terms and
// licences shown once the firm has filled them in (content/site.ts, owner details).
import { resolveStatements, type Stating, statedIn } from '../lib/facts/site'
import { type MessageKey, type Messages, words } from '../lib/messages'
import type { AdviceRule } from './about'
import { facts } from './facts'
import type { Fact, RegisterFact, Source } from './facts/types'
import type { Destination, LicenceHolder } from './site'
import type { CallToAction, Intro } from './types'

/** A register to check an adviser on: the link to its search and what to look for in it. */
export interface CheckedRegister {
  label: string
  url: `https://${string}`
  reading: string
}

/** One point of a list that states a registry fact, with the official page that says it. */
interface SourcedPoint {
  title: string
  text: string
  source: Source
}

export interface SourcedPoints extends Intro {
  id: string
  points: readonly SourcedPoint[]
}

const { registers } = facts.advisers
const { advice, fraud } = facts

/** Each destination's rules (`advice.…`) in About's order; its registers are the registry's (advisers.ts). */
const rules = {
  canada: { rule: advice.canada },
  australia: { rule: advice.australia, offshore: advice.australiaOffshore },
  uk: { rule: advice.uk },
  nz: { rule: advice.nz },
  us: { rule: advice.us },
  germany: { rule: advice.germany },
} as const satisfies Record<Destination, Record<string, Fact>>

/** Where to report in India, then to each destination's government the registry names a page of. */
const { india: indianReports, ...destinationReports } = fraud.report

/** The points of a list, each a message that states one fact (`<list>.<point>.title`, `.text`). */
function pointsOf(m: Messages, list: string, points: Record<string, Fact>): Stating<SourcedPoint>[] {
  return Object.entries(points).map(([name, fact]) => ({
    title: m(`checkAnAdviser.${list}.${name}.title` as MessageKey),
    text: statedIn(m, `checkAnAdviser.${list}.${name}.text` as MessageKey, { rule: fact }),
    source: fact.source,
  }))
}

/** A register's link, named in the page's language (`registers.<destination>.<register>`). */
const linkTo = (m: Messages, key: string, fact: RegisterFact) => ({
  label: m(`checkAnAdviser.registers.${key}` as MessageKey),
  url: fact.register.url,
})

const listOf = (
  m: Messages,
  list: 'neverPromised' | 'warningSigns' | 'report',
  points: Record<string, Fact>,
): Stating<SourcedPoints> => ({
  id: list,
  heading: m(`checkAnAdviser.${list}.heading`),
  lead: m(`checkAnAdviser.${list}.lead`),
  points: pointsOf(m, list, points),
})

export function checkAnAdviser(m: Messages) {
  // The words that state no fact; those that do are said below, each with its fact.
  const { hero, advisers, india, promises, cta } = words(m, 'checkAnAdviser', {}, [
    'destinations',
    'registers',
    'india.recruitingAgents',
    'india.clearance',
    'neverPromised',
    'warningSigns',
    'report',
  ])
  const { heading: neverHeading, ...never } = promises.never
  const content = {
    hero: hero satisfies Intro,
    advisers: {
      id: 'registers',
      ...advisers,
      holders: advisers.holders satisfies Record<LicenceHolder['relation'], string>,
      destinations: Object.entries(rules).map(
        ([destination, theirs]): Stating<AdviceRule & { registers: CheckedRegister[] }> => ({
          destination: destination as Destination,
          name: m(`checkAnAdviser.destinations.${destination}.name` as MessageKey),
          rules: Object.entries(theirs).map(([rule, fact]) =>
            statedIn(m, `checkAnAdviser.destinations.${destination}.${rule}` as MessageKey, { rule: fact }),
          ),
          registers: Object.entries(registers[destination as Destination]).map(
            ([name, fact]: [string, RegisterFact]) => ({
              ...linkTo(m, `${destination}.${name}`, fact),
              reading: statedIn(m, 'checkAnAdviser.registers.reading', { reading: fact }),
            }),
          ),
        }),
      ),
    },
    india: {
      id: 'india',
      ...india,
      rules: [
        statedIn(m, 'checkAnAdviser.india.recruitingAgents', { rule: registers.india.recruitingAgents }),
        statedIn(m, 'checkAnAdviser.india.clearance', { rule: facts.india.emigration.clearanceCountries }),
      ],
      register: linkTo(m, 'india.recruitingAgents', registers.india.recruitingAgents),
    },
    neverPromised: listOf(m, 'neverPromised', fraud.neverPromised),
    warningSigns: listOf(m, 'warningSigns', fraud.warningSigns),
    report: listOf(m, 'report', { ...indianReports, ...destinationReports }),
    promises: {
      id: 'our-promises',
      heading: promises.heading,
      lead: promises.lead,
      never: { heading: neverHeading, items: Object.values(never) },
      /** Labels of the firm's fee terms (site.feeTerms), each shown once the firm has written it. */
      feeTerms: { quote: promises.quote, refund: promises.refund },
      ask: { label: promises.ask, href: '/contact' },
    },
    cta: cta satisfies CallToAction,
  }
  // Every fact the page states, in order of use: its review ("Last reviewed", sources) comes from them.
  const { content: copy, stated } = resolveStatements(content)
  return { ...copy, stated }
}

export type CheckAnAdviserContent = ReturnType<typeof checkAnAdviser>
