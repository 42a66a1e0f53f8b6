// /express-entry-draws and the CRS calculator's "your score against recent rounds": the words around
// the rounds, which are data (content/facts/express-entry-rounds.ts). The page itself is English only;
// the recent rounds beside a CRS score are in every language, messages the calculator formats.

import { calendarDay } from '@shared/message-format.ts'
import type { NotEligibleReason } from '../lib/draws/compare'
import { roundList } from '../lib/draws/copies'
import { type CrossCheck, type RoundType, roundTypes } from '../lib/draws/rounds'
import type { MessageText } from '../lib/island-messages'
import { type Messages, messageText } from '../lib/messages'
import { routes, routeTrail } from './routes'

/** Each kind of round in plain words (IRCC's own name for each round is in the table). */
export const roundTypeNames = (m: Messages): Record<RoundType, string> =>
  Object.fromEntries(roundTypes.map((type) => [type, m(`expressEntryDraws.roundTypes.${type}`)])) as Record<
    RoundType,
    string
  >

/** The island formats the messages that hold the visitor's score, the rounds' dates and numbers. */
export interface RecentRoundsCopy {
  heading: string
  lead: MessageText
  /** Against several rounds ("in {met} of the last {of}"), or against the one round of a type. */
  met: { many: MessageText; lastMet: MessageText; lastMissed: MessageText }
  latest: MessageText
  none: MessageText
  /** When no type of round in the data was open to the profile. */
  noneOpen: string
  notInHeading: string
  reasons: Record<NotEligibleReason, MessageText>
  history: string
  allRounds: { label: string; href: string }
}

const reasons = [
  'nomination',
  'canadian-work',
  'french',
  'occupation',
  'occupation-in-canada',
  'military',
] as const satisfies readonly NotEligibleReason[]

export const recentRoundsCopy = (m: Messages): RecentRoundsCopy => {
  const template = (key: Parameters<Messages>[0]) => messageText(m, key)
  return {
    heading: m('expressEntryDraws.recentRounds.heading'),
    lead: template('expressEntryDraws.recentRounds.lead'),
    met: {
      many: template('expressEntryDraws.recentRounds.met.many'),
      lastMet: template('expressEntryDraws.recentRounds.met.lastMet'),
      lastMissed: template('expressEntryDraws.recentRounds.met.lastMissed'),
    },
    latest: template('expressEntryDraws.recentRounds.latest'),
    none: template('expressEntryDraws.recentRounds.none'),
    noneOpen: m('expressEntryDraws.recentRounds.noneOpen'),
    notInHeading: m('expressEntryDraws.recentRounds.notInHeading'),
    reasons: Object.fromEntries(
      reasons.map((reason) => [reason, template(`expressEntryDraws.recentRounds.reasons.${reason}`)]),
    ) as Record<NotEligibleReason, MessageText>,
    history: m('expressEntryDraws.recentRounds.history'),
    allRounds: {
      label: m('expressEntryDraws.recentRounds.allRounds.label'),
      href: routes.expressEntryDraws.path,
    },
  }
}

/** The words of /express-entry-draws (English only). */
export const expressEntryDraws = (m: Messages) => ({
  hero: {
    eyebrow: m('expressEntryDraws.page.hero.eyebrow'),
    heading: m('expressEntryDraws.page.hero.heading'),
    lead: m('expressEntryDraws.page.hero.lead'),
  },
  breadcrumb: routeTrail(m, 'home', 'countries', 'expressEntryDraws'),
  summary: {
    heading: m('expressEntryDraws.page.summary.heading'),
    year: (values: { year: string; date: string; rounds: number; invitations: number }) =>
      m('expressEntryDraws.page.summary.year', { ...values, date: calendarDay(values.date) }),
    byType: (values: { type: string; rounds: number; invitations: number }) =>
      m('expressEntryDraws.page.summary.byType', values),
    age: (date: string, days: number) =>
      m('expressEntryDraws.page.summary.age', { date: calendarDay(date), days }),
    data: (values: { number: number; date: string; retrieved: string }) =>
      m('expressEntryDraws.page.summary.data', {
        number: values.number,
        date: calendarDay(values.date),
        retrieved: calendarDay(values.retrieved),
      }),
    history: m('expressEntryDraws.page.summary.history'),
  },
  chart: {
    heading: m('expressEntryDraws.page.chart.heading'),
    title: (from: string, to: string) =>
      m('expressEntryDraws.page.chart.title', { from: calendarDay(from), to: calendarDay(to) }),
    lead: m('expressEntryDraws.page.chart.lead'),
    score: m('expressEntryDraws.page.chart.score'),
  },
  table: {
    heading: m('expressEntryDraws.page.table.heading'),
    caption: m('expressEntryDraws.page.table.caption'),
    filter: m('expressEntryDraws.page.table.filter'),
    all: m('expressEntryDraws.page.table.all'),
    columns: {
      number: m('expressEntryDraws.page.table.columns.number'),
      date: m('expressEntryDraws.page.table.columns.date'),
      name: m('expressEntryDraws.page.table.columns.name'),
      invitations: m('expressEntryDraws.page.table.columns.invitations'),
      lowestScore: m('expressEntryDraws.page.table.columns.lowestScore'),
      tieBreak: m('expressEntryDraws.page.table.columns.tieBreak'),
    },
    tieBreak: m('expressEntryDraws.page.table.tieBreak'),
  },
  calculator: {
    heading: m('expressEntryDraws.page.calculator.heading'),
    lead: m('expressEntryDraws.page.calculator.lead'),
    label: m('expressEntryDraws.page.calculator.label'),
    href: routes.crsCalculator.path,
  },
  sources: m('expressEntryDraws.page.sources'),
  copiedFrom: m('expressEntryDraws.page.copiedFrom'),
  crossChecked: m('expressEntryDraws.page.crossChecked'),
  /** What a comparison with another copy found, from the snapshot's record of it. */
  crossCheck: ({ compared, fields, copied, differ }: CrossCheck) =>
    `${m('expressEntryDraws.page.crossCheck.compared', { fields, ...compared, copied: calendarDay(copied) })} ${
      differ?.length
        ? m('expressEntryDraws.page.crossCheck.differ', { rounds: roundList(differ) })
        : m('expressEntryDraws.page.crossCheck.agree')
    }`,
  /** Which rounds shown no other copy held alike (lib/draws/copies.ts `inThisCopyOnly`). */
  onlyHere: (rounds: readonly number[]) =>
    rounds.length > 0
      ? m('expressEntryDraws.page.copies.onlyHere', { count: rounds.length, rounds: roundList(rounds) })
      : m('expressEntryDraws.page.copies.allHeld'),
  newTab: m('expressEntryDraws.page.newTab'),
})
