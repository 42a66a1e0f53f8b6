// /express-entry-draws and the CRS calculator's "your score against recent rounds": the words around
// the rounds, which are data (content/facts/express-entry-rounds.json, read by lib/draws/snapshot.ts).
// The page itself is English only; the recent rounds beside a CRS score are in every language, messages
// the calculator formats.

import { calendarDay } from '@shared/message-format.ts'
import type { NotEligibleReason } from '../lib/draws/compare'
import { roundList } from '../lib/draws/copies'
import { type CrossCheck, type RoundType, roundTypes } from '../lib/draws/rounds'
import type { MessageText } from '../lib/island-messages'
import { type Messages, textsOf, words } from '../lib/messages'
import { routeTrail } from './route-words'
import { routes } from './routes'

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

export const recentRoundsCopy = (m: Messages): RecentRoundsCopy => {
  const p = 'expressEntryDraws.recentRounds'
  const plain = ['heading', 'noneOpen', 'notInHeading', 'history', 'allRounds'] as const
  // The others the island fills in with the visitor's score and the rounds' dates and numbers.
  const { heading, history, allRounds, ...said } = words(m, p, {}, [
    'lead',
    'met',
    'latest',
    'none',
    'reasons',
  ])
  const { reasons, ...texts } = textsOf(m, p, plain)
  // In the catalogue's order, which the island's props have always had.
  return {
    heading,
    ...texts,
    ...said,
    reasons,
    history,
    allRounds: { ...allRounds, href: routes.expressEntryDraws.path },
  }
}

/** The words of /express-entry-draws (English only). */
export const expressEntryDraws = (m: Messages) => {
  const said = words(m, 'expressEntryDraws.page', {}, [
    'summary.year',
    'summary.byType',
    'summary.age',
    'summary.data',
    'chart.title',
    'crossCheck',
    'copies',
  ])
  return {
    ...said,
    breadcrumb: routeTrail(m, 'home', 'countries', 'expressEntryDraws'),
    summary: {
      ...said.summary,
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
    },
    chart: {
      ...said.chart,
      title: (from: string, to: string) =>
        m('expressEntryDraws.page.chart.title', { from: calendarDay(from), to: calendarDay(to) }),
    },
    calculator: { ...said.calculator, href: routes.crsCalculator.path },
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
  }
}
