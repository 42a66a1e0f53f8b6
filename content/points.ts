// Copy the points calculators share: how a breakdown reads, the grid's date and sources, the way to
// an enquiry and to the visa finder. A breakdown line and a count of years are formatted in the island
// with the visitor's numbers, so they come as the catalogue's ICU text with the page's language.

import type { RouteId } from '../lib/finder/finder'
import type { Locale } from '../lib/i18n'
import type { MessageText } from '../lib/island-messages'
import { type Messages, messageText, words } from '../lib/messages'
import type { BookingStep } from './book'
import { routes } from './routes'

/** How a breakdown and the grid tables read, whichever calculator shows them. */
export interface PointsReadingCopy {
  /** The language the island formats `capped`, `line` and `years` in. */
  language: Locale
  /** "Skilled employment: 25, capped at 20": {label}, {uncapped}, {cap}. */
  capped: MessageText
  /** "Age: 30": {label}, {points}. */
  line: MessageText
  gridAsOf: string
  sourcesHeading: string
  newTab: string
  /** Shown instead of the form when JavaScript is off. */
  noScript: string
  /** In the result's place while the island applies the answers in the page's address. */
  pending: string
  tableHeadings: { situation: string; points: string }
  /** Years in the answer lists: "Less than 1 year", "1 year", "5 years" ({years}). */
  years: MessageText
  /** The same in the middle of a sentence: "less than 1 year" ({years}). */
  yearsInSentence: MessageText
  /** The way from one route's calculator to the finder across all six countries. */
  finder: { lead: string; label: string; href: string }
  /** The way from a calculator to what test scores are worth in each country. */
  languageScores: { lead: string; label: string; href: string }
}

export const pointsReading = (m: Messages): PointsReadingCopy => {
  const { tableHeadings, finder, languageScores, ...said } = words(m, 'pointsReading', {}, [
    'capped',
    'line',
    'years',
    'yearsInSentence',
  ])
  // In the order the island's props have always had.
  return {
    language: m.language,
    // The island fills these in with the visitor's points.
    capped: messageText(m, 'pointsReading.capped'),
    line: messageText(m, 'pointsReading.line'),
    ...said,
    pending: m('answersResult.pending'),
    tableHeadings,
    years: messageText(m, 'pointsReading.years'),
    yearsInSentence: messageText(m, 'pointsReading.yearsInSentence'),
    finder: { ...finder, href: routes.visaFinder.path },
    languageScores: { ...languageScores, href: routes.languageScores.path },
  }
}

/** The words of each id, in the ids' order (the order a form and a table show them in). */
export const byId = <Id extends string, Words = string>(
  ids: readonly Id[],
  say: (id: Id) => Words,
): Record<Id, Words> => Object.fromEntries(ids.map((id) => [id, say(id)])) as Record<Id, Words>

/** The link from a score to the contact form. */
export interface PointsEnquiryCopy {
  label: string
  lead: string
  /** The immigration type the contact form opens with (one of its options). */
  immigrationType: string
  /** The message's closing sentence, before the link to the result. */
  linkLead: string
  /** The next step: a time with a consultant on /book. */
  book: BookingStep
  /** The way to the route's government fees on /fees. */
  fees: { href: string; label: string }
  /** The way to everything the route costs, in rupees, on /cost. */
  cost: { path: string; label: string; route: RouteId }
}
