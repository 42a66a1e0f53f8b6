// /occupations: a job title typed in English, Hindi or Marathi, and what each destination says of the
// occupation (lib/occupations/view.ts, from the lists' snapshots in content/facts/occupations/). Words in
// the catalogues ("occupations.…"); the salary thresholds enter as registry facts, the lists' dates and
// codes as the snapshots' values. The island formats what turns on the occupation chosen.

import { expressEntryRounds } from '../lib/draws/snapshot'
import { factArguments, resolveStatements, statedIn } from '../lib/facts/site'
import { type MessageKey, type Messages, messageText, textsOf, words } from '../lib/messages'
import type { OccupationLists } from '../lib/occupations/answer'
import { occupationView } from '../lib/occupations/view'
import { bookingStep } from './book'
import { roundTypeNames } from './express-entry-draws'
import { facts } from './facts'
import {
  australiaOccupations,
  canadaCategories,
  commonOccupations,
  germanyBlueCard,
  nocUnitGroups,
  nzGreenList,
  ukSkilledOccupations,
} from './facts/occupations'
import type { Source } from './facts/types'
import { routeTrail } from './route-words'
import { type RouteKey, routes } from './routes'
import type { FlagCode } from './types'

const blueCard = facts.germany.blueCard.salary
const generalThreshold = facts.uk.skilledWorker.generalSalaryThreshold

/** Every list the answers are read from. */
export const occupationLists: OccupationLists = {
  nocs: nocUnitGroups,
  categories: canadaCategories,
  rounds: expressEntryRounds.rounds,
  australia: australiaOccupations,
  uk: ukSkilledOccupations,
  nz: nzGreenList,
  germany: germanyBlueCard,
  blueCardSalaries: { standard: blueCard.standard2026, shortage: blueCard.reduced2026 },
}

/** Each common occupation's answers, in the cross-walk's order. */
export const occupationViews = commonOccupations.occupations.map((occupation) =>
  occupationView(occupationLists, occupation),
)

export const destinations = ['canada', 'australia', 'uk', 'nz', 'germany'] as const
export type Destination = (typeof destinations)[number]

/** The classifications' official pages, in the cross-walk's order: NOC, ANZSCO, SOC, ISCO. */
const classificationPage = (at: number): Source => {
  const page = commonOccupations.sources[at]
  if (!page) throw new Error(`The occupation cross-walk names no classification page #${at}`)
  return page
}
const [nocPage, anzscoPage, socPage, iscoPage] = [0, 1, 2, 3].map(classificationPage) as [
  Source,
  Source,
  Source,
  Source,
]

/** Each destination's flag, its list's snapshot, the classification's own page and the calculator it opens. */
const destinationStructure = {
  canada: { flag: 'ca', list: canadaCategories, classification: nocPage, calculator: 'crsCalculator' },
  australia: {
    flag: 'au',
    list: australiaOccupations,
    classification: anzscoPage,
    calculator: 'australiaPointsCalculator',
  },
  uk: {
    flag: 'gb',
    list: ukSkilledOccupations,
    classification: socPage,
    calculator: 'ukSkilledWorkerCalculator',
  },
  nz: {
    flag: 'nz',
    list: nzGreenList,
    classification: anzscoPage,
    calculator: 'nzSkilledMigrantCalculator',
  },
  germany: {
    flag: 'de',
    list: germanyBlueCard,
    classification: iscoPage,
    calculator: 'germanyOpportunityCardCalculator',
  },
} as const satisfies Record<Destination, { flag: FlagCode; calculator: RouteKey; [key: string]: unknown }>

const day = (iso: string) => new Date(`${iso}T00:00:00Z`)

function destinationCopy(m: Messages, destination: Destination) {
  const { flag, list, classification, calculator } = destinationStructure[destination]
  return {
    flag,
    heading: m(`occupations.${destination}.heading`),
    /** The official list, and the day it is as of. */
    source: list.source,
    dates: m('occupations.result.asOf', {
      asOf: day(list.asOf),
      reviewBy: day(list.reviewBy ?? commonOccupations.reviewBy),
    }),
    classification,
    calculator: { path: routes[calculator].path, label: m(`routes.label.${calculator}`) },
  }
}

/** The Canadian category rounds the lists name, by the page's words for each. */
function categoryNames(m: Messages) {
  const names = roundTypeNames(m)
  const kinds = new Set(canadaCategories.categories.map((category) => category.round as keyof typeof names))
  return Object.fromEntries([...kinds].map((kind) => [kind, names[kind]])) as Partial<typeof names>
}

/** The words the island formats with the occupation chosen, and the list under it. */
function searchCopy(m: Messages) {
  const threshold = factArguments({ generalThreshold }, m.language)
  const uk = textsOf(m, 'occupations.uk', ['heading', 'floor', 'goingRate', 'payScale'])
  const ukWith = (key: 'floor' | 'goingRate') => messageText(m, `occupations.uk.${key}`, threshold)
  const germany = destinationCopy(m, 'germany')
  return {
    search: textsOf(m, 'occupations.search'),
    result: textsOf(m, 'occupations.result', ['asOf']),
    destinations: {
      canada: { ...destinationCopy(m, 'canada'), ...textsOf(m, 'occupations.canada', ['heading']) },
      australia: { ...destinationCopy(m, 'australia'), ...textsOf(m, 'occupations.australia', ['heading']) },
      uk: {
        ...destinationCopy(m, 'uk'),
        ...uk,
        floor: ukWith('floor'),
        goingRate: ukWith('goingRate'),
        payScale: statedIn(m, 'occupations.uk.payScale', { generalThreshold }),
        /** The floor without a lower option: the higher of the general threshold and this share (%) of the going rate. */
        floorRule: {
          threshold: Number(generalThreshold.value),
          percent: Number(facts.uk.skilledWorker.salaryOptions.generalGoingRate.value),
        },
      },
      nz: { ...destinationCopy(m, 'nz'), ...textsOf(m, 'occupations.nz', ['heading']) },
      germany: {
        ...germany,
        // Its thresholds change each year: the day the next ones apply follows the list's date.
        dates: `${germany.dates} ${m('occupations.germany.nextChange', {
          on: day(blueCard.standard2026.nextChange?.on ?? blueCard.standard2026.reviewBy),
        })}`,
        shortage: statedIn(m, 'occupations.germany.shortage', { salary: blueCard.reduced2026 }),
        standard: statedIn(m, 'occupations.germany.standard', { salary: blueCard.standard2026 }),
        ...words(m, 'occupations.germany', {}, ['heading', 'shortage', 'standard', 'nextChange']),
      },
    },
    categoryNames: categoryNames(m),
    titles: Object.fromEntries(
      commonOccupations.occupations.map(({ id }) => [id, m(`occupations.titles.${id}` as MessageKey)]),
    ),
    enquiry: { ...textsOf(m, 'occupations.enquiry'), immigrationType: 'Work Visa', book: bookingStep(m) },
    whatsApp: textsOf(m, 'occupations.whatsApp'),
    pending: m('answersResult.pending'),
  }
}

export function occupationsPage(m: Messages) {
  const { hero, noScript, list } = words(m, 'occupations', {}, [
    'search',
    'result',
    'canada',
    'australia',
    'uk',
    'nz',
    'germany',
    'enquiry',
    'whatsApp',
    'titles',
    'link',
  ])
  const { content, stated } = resolveStatements({
    breadcrumb: routeTrail(m, 'home', 'countries', 'occupations'),
    hero,
    intro: { heading: m('occupations.search.heading'), lead: m('occupations.search.lead') },
    noScript,
    list,
    copy: searchCopy(m),
  })
  return { ...content, stated }
}

/** The way to this page from the visa finder, the country guides and Home. */
export const occupationsLink = (m: Messages) => ({
  ...words(m, 'occupations.link'),
  href: routes.occupations.path,
})

export type OccupationsCopy = ReturnType<typeof occupationsPage>['copy']
