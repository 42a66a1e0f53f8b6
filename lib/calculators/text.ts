// Phrases the calculators build from their copy.
import type { Locale } from '../i18n'
import { formatMessage, type MessageText } from '../island-messages'

/** How years read, in a language (content/points.ts `pointsReading`). */
export interface YearsReading {
  years: MessageText
  language: Locale
}

/** How years read in the middle of a sentence too ("less than 1 year"): an enquiry's answers. */
export interface YearsInSentence extends YearsReading {
  yearsInSentence: MessageText
}

/** "Less than 1 year", "1 year", "5 years". */
export const yearsText = (years: number, reading: YearsReading): string =>
  formatMessage(reading.years, reading.language, { years })

/** "less than 1 year", "1 year", "5 years", in a sentence. */
export const yearsInSentence = (years: number, reading: YearsInSentence): string =>
  formatMessage(reading.yearsInSentence, reading.language, { years })

/** Answers as "label: value" pairs in one line: "age: 30; German: B1". */
export const labelledAnswers = (pairs: readonly (readonly [string, string | number])[]) =>
  pairs.map(([label, value]) => `${label}: ${value}`).join('; ')

/** What a result's enquiry carries: its verdict sentence, the answers, and the link that reopens it. */
export interface ResultParagraphCopy {
  summary: MessageText
  answers: MessageText
  linkLead: string
}

/** The enquiry's paragraph, its sentences formatted in the page's language. */
export function resultParagraph(
  copy: ResultParagraphCopy,
  values: Record<string, string | number>,
  answersLine: string,
  link: string,
  language: Locale,
): string {
  return [
    formatMessage(copy.summary, language, values),
    formatMessage(copy.answers, language, { answers: answersLine }),
    `${copy.linkLead} ${link}`,
  ].join(' ')
}

/**
 * What a verdict result lacks, in words: each requirement's sentence, and for `points` how many more,
 * one ICU message ("{short, plural, one {# more point} …}, to reach {minimum, number}.").
 */
export function missingText<M extends string>(
  result: { missing: readonly (M | 'points')[]; total: number; minimum: number },
  copy: Record<M, string> & { points: MessageText },
  language: Locale,
): string[] {
  return result.missing.map((item) =>
    item === 'points'
      ? formatMessage(copy.points, language, {
          short: result.minimum - result.total,
          minimum: result.minimum,
        })
      : (copy as Record<M, string>)[item as M],
  )
}
