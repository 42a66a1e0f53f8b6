// E-mail alerts for new Express Entry rounds (issue 65): what a subscriber chose, which rounds their choice
// matches, and the mails they get (the confirmation, and an alert per pass of the job), in the language
// they subscribed in. The database keeps a choice as it is read here (migration round_alerts) and never
// reads inside it. Web APIs only (Deno and Node); imports carry .ts.
import { escapeHtml } from './function-page.ts'
import { type FormLanguage, formLanguageOf, pathInLanguage } from './languages.ts'
import type { OutgoingMail } from './mail-settings.ts'
import { calendarDay } from './message-format.ts'
import { type Messages, messagesIn } from './messages.ts'
import { type ExpressEntryRound, type RoundType, roundTypes } from './rounds-feed.ts'

/** Every new round, rounds of chosen types, or rounds whose cut-off is at or below the visitor's score. */
const alertKinds = ['every', 'types', 'score'] as const
type AlertKind = (typeof alertKinds)[number]

/** What a subscriber chose, in the language they chose it in. */
export interface AlertChoice {
  language: FormLanguage
  kind: AlertKind
  /** The round types of a `types` choice. */
  types: RoundType[]
  /** Their CRS score, from the calculator's link: needed for `score`, told against each round otherwise. */
  score: number | null
  /** The calculator's answers as its link's query, so the alert's link reopens them. */
  answers: string
}

/** The highest CRS score there is. */
const crsMaximum = 1200

/** A calculator link's query: its own parameters, nothing that could become markup or another address. */
const answersShape = /^[A-Za-z0-9=&%._~+-]{0,1000}$/

/** The form's field for a round type's box (each box its own field: a plain form sends each once). */
const typeField = (type: RoundType) => `type-${type}`

export type ChoiceProblem = 'kind' | 'types' | 'score'

/** The choice a subscription form sends, or what is wrong with it. */
export function choiceFromForm(field: (name: string) => string | undefined): AlertChoice | ChoiceProblem {
  const kind = alertKinds.find((candidate) => candidate === field('kind'))
  if (!kind) return 'kind'
  const types = roundTypes.filter((type) => field(typeField(type)) !== undefined)
  if (kind === 'types' && types.length === 0) return 'types'
  const typed = field('score')?.trim() ?? ''
  const score = /^\d{1,4}$/.test(typed) && Number(typed) <= crsMaximum ? Number(typed) : null
  if (typed !== '' && score === null) return 'score'
  if (kind === 'score' && score === null) return 'score'
  const answers = field('answers') ?? ''
  return {
    language: formLanguageOf(field('language')),
    kind,
    types: kind === 'types' ? types : [],
    score,
    answers: answersShape.test(answers) ? answers : '',
  }
}

/** The rounds a choice hears about: all, those of its types, or those whose cut-off its score reaches. */
export function roundsFor(choice: AlertChoice, rounds: readonly ExpressEntryRound[]): ExpressEntryRound[] {
  if (choice.kind === 'every') return [...rounds]
  if (choice.kind === 'types') return rounds.filter((round) => choice.types.includes(round.type))
  const score = choice.score
  return score === null ? [] : rounds.filter((round) => round.lowestScore <= score)
}

/**
 * Whether a score would have been invited: above the cut-off, yes; at it, only if the profile was in the
 * pool before the round's tie-break time; below it, no.
 */
export function invitation(score: number, round: ExpressEntryRound): 'invited' | 'tie' | 'not' {
  return score > round.lowestScore ? 'invited' : score === round.lowestScore ? 'tie' : 'not'
}

/** A choice as the copy of one's data (/your-data) says it. */
export function choiceText(m: Messages, choice: AlertChoice): string {
  if (choice.kind !== 'types') return m(`roundAlerts.copy.kinds.${choice.kind}`)
  const names = choice.types.map((type) => m(`expressEntryDraws.roundTypes.${type}`))
  return m('roundAlerts.copy.kinds.types', { types: names.join(', ') })
}

const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')
const linked = (label: string, href: string) =>
  `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`

/** The confirmation: nothing more is sent until its link is opened and its button pressed. */
export function confirmationMail(choice: AlertChoice, link: string): OutgoingMail {
  const m = messagesIn(choice.language)
  const lines = [m('roundAlerts.confirmMail.greeting'), m('roundAlerts.confirmMail.asked')]
  const closing = [m('roundAlerts.confirmMail.ignore'), m('roundAlerts.confirmMail.signature')]
  return {
    subject: m('roundAlerts.confirmMail.subject'),
    text: `${[...lines, m('roundAlerts.confirmMail.open'), link, '', ...closing].join('\n')}\n`,
    html: `${paragraphs(...lines, m('roundAlerts.confirmMail.open'))}\n${linked(link, link)}\n${paragraphs(...closing)}`,
  }
}

/** Where an alert's links lead: the site, and the round-alerts function's stop address. */
export interface AlertLinks {
  site: string
  /** The one-click stop address, with the subscription's stop token. */
  stop: string
}

/** An alert: the rounds of one pass its choice matches, newest first, each with what it means for them. */
export function alertMail(
  choice: AlertChoice,
  rounds: readonly ExpressEntryRound[],
  links: AlertLinks,
): OutgoingMail {
  const m = messagesIn(choice.language)
  const roundLines = rounds.map((round) => {
    const facts = m('roundAlerts.mail.round', {
      day: calendarDay(round.date),
      type: m(`expressEntryDraws.roundTypes.${round.type}`),
      invitations: round.invitations,
      cutOff: round.lowestScore,
    })
    const score = choice.score
    const verdict = score === null ? null : m(`roundAlerts.mail.${invitation(score, round)}`, { score })
    return verdict ? `${facts} ${verdict}` : facts
  })
  const draws = `${links.site}/express-entry-draws`
  const calculator = `${links.site}${pathInLanguage('/crs-calculator', choice.language)}${choice.answers ? `?${choice.answers}` : ''}`
  const subject =
    rounds.length === 1 && rounds[0]
      ? m('roundAlerts.mail.subjectOne', { day: calendarDay(rounds[0].date) })
      : m('roundAlerts.mail.subjectMany', { count: rounds.length })
  const intro = m('roundAlerts.mail.intro', { count: rounds.length })
  const drawsLabel = m('roundAlerts.mail.draws')
  const calculatorLabel = m('roundAlerts.mail.calculator')
  const why = m(`roundAlerts.mail.why.${choice.kind}`)
  const stopLabel = m('roundAlerts.mail.stop')
  const signature = m('roundAlerts.mail.signature')
  return {
    subject,
    text: `${[intro, '', ...roundLines, '', `${drawsLabel}: ${draws}`, `${calculatorLabel}: ${calculator}`, '', why, `${stopLabel}: ${links.stop}`, '', signature].join('\n')}\n`,
    html: [
      paragraphs(intro),
      `<ul>${roundLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      linked(drawsLabel, draws),
      linked(calculatorLabel, calculator),
      paragraphs(why),
      linked(stopLabel, links.stop),
      paragraphs(signature),
    ].join('\n'),
    // RFC 8058: a mail client's "Unsubscribe" posts List-Unsubscribe=One-Click to this address.
    headers: {
      'List-Unsubscribe': `<${links.stop}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
