// Copy the points calculators share: how a breakdown reads, the grid's date and sources, the way to
// an enquiry and to the visa finder. Templates take their values in braces ("{points}"), filled by lib/locale.ts `fill`.

import { routes } from './routes'

/** How a breakdown and the grid tables read, whichever calculator shows them. */
export interface PointsReadingCopy {
  /** "Skilled employment: 25, capped at 20". */
  capped: string
  /** "Age: 30". */
  line: string
  /** The unit after a number in the tables and the summary: "points". */
  points: string
  gridAsOf: string
  sourcesHeading: string
  newTab: string
  /** Shown instead of the form when JavaScript is off. */
  noScript: string
  tableHeadings: { situation: string; points: string }
  /** Years in the answer lists: "Less than 1 year", "1 year", "{n} years". */
  years: { none: string; one: string; many: string }
  /** The way from one route's calculator to the finder across all six countries. */
  finder: { lead: string; label: string; href: string }
}

export const pointsReading = {
  capped: '{label}: {uncapped}, capped at {cap}',
  line: '{label}: {points}',
  points: 'points',
  gridAsOf: 'Grid as of',
  sourcesHeading: 'Official sources',
  newTab: '(opens in a new tab)',
  noScript:
    'The calculator needs JavaScript, which is off or has not loaded. The full official grid below lets you add up your points by hand.',
  tableHeadings: { situation: 'Your situation', points: 'Points' },
  years: { none: 'Less than 1 year', one: '1 year', many: '{n} years' },
  finder: {
    lead: 'Not sure this is the route for you?',
    label: 'Compare the routes of six countries in the visa finder',
    href: routes.visaFinder.path,
  },
} as const satisfies PointsReadingCopy

/** The link from a score to the contact form. */
export interface PointsEnquiryCopy {
  label: string
  lead: string
  /** The immigration type the contact form opens with (one of its options). */
  immigrationType: string
  /** The message's closing sentence, before the link to the result. */
  linkLead: string
  /** The way to the route's government fees on /fees. */
  fees: { href: string; label: string }
}
