// /express-entry-draws and the CRS calculator's "your score against recent rounds": the copy around
// the rounds, which are data (content/facts/express-entry-rounds.ts). Templates take their values in
// braces, filled by lib/locale.ts `fill`.
import type { NotEligibleReason } from '../lib/draws/compare'
import type { RoundType } from '../lib/draws/rounds'
import { messagesFor } from '../lib/messages'
import { routes, routeTrail } from './routes'

/** Each kind of round in plain words (IRCC's own name for each round is in the table). */
export const roundTypeNames = {
  general: 'All programmes (no category)',
  cec: 'Canadian Experience Class',
  pnp: 'Provincial Nominee Program',
  french: 'French-language proficiency',
  healthcare: 'Health care and social services',
  physicians: 'Physicians with Canadian work experience',
  stem: 'STEM occupations',
  trade: 'Trade occupations',
  education: 'Education occupations',
  transport: 'Transport occupations',
  research: 'Researchers',
  'senior-managers': 'Senior managers with Canadian work experience',
  military: 'Skilled military recruits',
  other: 'Other rounds',
} as const satisfies Record<RoundType, string>

export interface RecentRoundsCopy {
  heading: string
  lead: string
  /** Against several rounds ("in {met} of the last {of}"), or against the one round of a type. */
  met: { many: string; lastMet: string; lastMissed: string }
  latest: string
  none: string
  /** When no type of round in the data was open to the profile. */
  noneOpen: string
  notInHeading: string
  reasons: Record<NotEligibleReason, string>
  history: string
  allRounds: { label: string; href: string }
}

export const recentRoundsCopy = {
  heading: 'Your score against recent rounds',
  lead: 'The rounds you could be invited in, from IRCC’s published rounds since 1 January 2025 up to {date}.',
  met: {
    many: 'Your {score} reached the lowest score in {met} of the last {of} {type} rounds.',
    lastMet: 'Your {score} reached the lowest score of the only {type} round.',
    lastMissed: 'Your {score} was below the lowest score of the only {type} round.',
  },
  latest: 'Latest: {date}, lowest score {lowest}.',
  none: 'No {type} round since 1 January 2025 in this data.',
  noneOpen:
    'As you have answered, none of the rounds held since 1 January 2025 was open to you: each one invited a programme or a category, listed below with what it needs.',
  notInHeading: 'Rounds you are not in',
  reasons: {
    nomination: 'Only for candidates with a provincial or territorial nomination.',
    'canadian-work': 'Needs at least one year of skilled work experience in Canada.',
    french: 'Needs NCLC {min} or higher in all four French abilities.',
    occupation: 'For candidates with work experience in these occupations.',
    'occupation-in-canada': 'For candidates with work experience in these occupations in Canada.',
    military: 'Only for foreign military members recruited by the Canadian Armed Forces, with its job offer.',
  },
  history:
    'Past cut-offs are history, not a forecast: IRCC sets each round’s size and type, and the next lowest score may be higher or lower. Every programme’s own rules apply as well.',
  allRounds: { label: 'Every round and its lowest score', href: routes.expressEntryDraws.path },
} as const satisfies RecentRoundsCopy

export const expressEntryDraws = {
  hero: {
    eyebrow: 'Canada · Express Entry',
    heading: 'Express Entry Draws',
    lead: 'Every round of invitations IRCC has published since 1 January 2025: its date, its type, how many were invited and the lowest score invited.',
  },
  breadcrumb: routeTrail(messagesFor('en'), 'home', 'countries', 'expressEntryDraws'),
  summary: {
    heading: 'The rounds at a glance',
    year: '{year}, up to {date}: {rounds} and {invitations} invitations.',
    rounds: { one: '{n} round', other: '{n} rounds' },
    byType: '{type}: {rounds}, {invitations} invitations',
    age: 'The newest round in this copy is from {date}, {days} before this page was built; IRCC may have held later rounds, which its own page lists. The CRS calculator uses only the rounds shown here.',
    days: { one: '{n} day', other: '{n} days' },
    data: 'The data runs to round {number} of {date}, in the fields of IRCC’s own feed of the rounds as a copy of it stood on {retrieved}.',
    history:
      'A round’s lowest score says who was invited that day. It is not a pass mark and does not predict the next round.',
  },
  chart: {
    heading: 'Lowest score invited, by type of round',
    title: 'Lowest CRS score invited in each round from {from} to {to}, by type of round',
    lead: 'Each dot is a round. The table below gives every value.',
    score: 'CRS score',
  },
  table: {
    heading: 'Every round since 1 January 2025',
    caption: 'Express Entry rounds of invitations, newest first',
    filter: 'Show',
    all: 'All rounds',
    columns: {
      number: 'Round',
      date: 'Date',
      name: 'Type of round (IRCC’s name)',
      invitations: 'Invitations',
      lowestScore: 'Lowest CRS score',
      tieBreak: 'Tie-break rule',
    },
    tieBreak:
      'The tie-break rule: among candidates at the lowest score, only those who had submitted their profile by this time (UTC) were invited.',
  },
  calculator: {
    heading: 'Where does your score stand?',
    lead: 'Work out your CRS score and see it against the recent rounds you could be invited in.',
    label: 'Open the CRS calculator',
    href: routes.crsCalculator.path,
  },
  sources: 'Sources',
  copiedFrom: 'Where this copy was taken from',
  crossChecked: 'Other copies it was checked against, field by field',
  newTab: '(opens in a new tab)',
} as const
