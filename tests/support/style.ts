// What tests/build/style.test.ts looks for on a built Hindi or Marathi page, by the rules of
// content/i18n/STYLE.md (issue 67): a Latin full stop ending a Hindi sentence, a source line in
// developers' English (a file name, a commit, a repository's path), a number grouped in thousands
// beside the lakh grouping, a count in millions, a month cut short, and English words in a sentence.
import { intlLocale } from '@shared/languages.ts'
import type { CheerioAPI } from 'cheerio'
import { glossary } from '../../content/i18n/glossary'
import { site } from '../../content/site'
import type { TranslatedLocale } from '../../lib/i18n'
import { elsewhere, messageSyntax, nameKeptInEnglish } from './wording'

/** The lines of a page's words (tests/support/wording.ts `pageWords`) that are written in Devanagari. */
const devanagariLines = (text: string) => text.split('\n').filter((line) => /[\u0900-\u097F]/.test(line))

/**
 * Latin full stops ending a Hindi sentence, each with the words before it: after a Devanagari word, a
 * figure or a closing bracket, not an ellipsis, not a list's number ("1. हम कौन…"). Hindi ends a
 * sentence with "।"; Marathi with ".", which the rule leaves alone.
 */
export function latinFullStops(text: string): string[] {
  return devanagariLines(text).flatMap((line) =>
    [...line.replace(/^\s*\d+\.\s/, '').matchAll(/\S{0,24}(?<=[\u0900-\u097F\d)”’"])\.(?!\.)(?=\s|$)/gu)].map(
      ([found]) => found,
    ),
  )
}

/** What a source line shown to a family never holds: a file's name, a commit, a repository's path. */
const developersEnglish = [
  /\b[\w-]+\.(?:json|html?|csv|xml|ya?ml|aspx|txt)\b/i,
  /\bcommit\b/i,
  /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b/,
  /github/i,
  /\b[\w.-]+\/[\w.*-]+\/[\w.*-]/,
]

/**
 * The source lines of a page in developers' English: the text of every link out (a source's title)
 * and of every source an island shows once used (a `{ title, url }` in its props).
 */
export function sourceLinesInDevelopersEnglish($: CheerioAPI): string[] {
  const linked = $('a[href^="https://"]')
    .toArray()
    .filter((link) => !($(link).attr('href') ?? '').startsWith(site.url))
    .map((link) => $(link).clone().find('.sr-only').remove().end().text().trim())
  const sourcesIn = (value: unknown): string[] =>
    !value || typeof value !== 'object'
      ? []
      : 'title' in value && 'url' in value && typeof value.title === 'string'
        ? [value.title]
        : Object.values(value).flatMap(sourcesIn)
  const shown = $('[data-props]')
    .toArray()
    .flatMap((element) => sourcesIn(JSON.parse($(element).attr('data-props') ?? 'null')))
  return [...new Set([...linked, ...shown])].filter((line) =>
    developersEnglish.some((pattern) => pattern.test(line)),
  )
}

/**
 * Figures grouped in thousands past 99,999 ("100,000", "1,000,000"), which a page in Indian grouping
 * writes "1,00,000": a page groups every figure and amount one way, as Intl does in its language.
 */
export const thousandsGroupings = (text: string): string[] =>
  [...text.matchAll(/(?<![\d,.])(?:\d{1,3}(?:,\d{3}){2,}|\d{3},\d{3})(?![\d,])/g)].map(([found]) => found)

/** Counts in millions or billions, which an Indian reader counts in lakh and crore. */
export const millions = (text: string): string[] =>
  [...text.matchAll(/\S*\s?(?<![\p{L}\p{M}])(?:मिलियन|बिलियन|दशलक्ष|million|billion)(?![\p{L}\p{M}])/giu)].map(
    ([found]) => found,
  )

const monthsAs = (locale: TranslatedLocale, month: 'short' | 'long') => {
  const format = new Intl.DateTimeFormat(intlLocale[locale], { month, timeZone: 'UTC' })
  return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2024, index, 15)))
}

/** Dates with a month cut short ("12 जन॰ 2022", "26 ऑग, 2026"): a page writes the month in full. */
export function shortMonths(text: string, locale: TranslatedLocale): string[] {
  const long = monthsAs(locale, 'long')
  const short = monthsAs(locale, 'short').filter((name, index) => name !== long[index])
  const cut = new RegExp(`(?<![\\p{L}\\p{M}])(?:${short.join('|')})(?![\\p{L}\\p{M}])[,]? \\d{4}`, 'gu')
  return [...text.matchAll(cut)].map(([found]) => found)
}

/** English words the glossary keeps as they are, lower case: "going rate", "subclass". */
const keptLowerCase = glossary
  .flatMap((entry) => [entry.hi, entry.mr])
  .flatMap((word) => word.match(/[a-z][a-z -]*[a-z]/g) ?? [])

/**
 * The English words (in lower case: common nouns, not names) written inside Devanagari sentences,
 * outside the names kept in English, ICU syntax, addresses, a term in brackets beside its meaning and
 * the glossary's kept words: "skills assessment", "settlement funds". Each run of them is one phrase.
 */
export function englishInSentences(text: string): string[] {
  const ours = devanagariLines(text).map((line) =>
    line
      .replace(messageSyntax, elsewhere)
      // An official term in brackets beside its meaning: "घोषणा (proclamation)".
      .replace(/\([^()]*\)/g, elsewhere)
      .replace(nameKeptInEnglish, elsewhere)
      .replace(/\S+@\S+|\b(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+\S*/g, elsewhere),
  )
  const phrases = ours.flatMap((line) =>
    [...line.matchAll(/(?<![\w@.])[a-z][a-z'’-]*(?:\s+[a-z][a-z'’-]*)*(?![\w@])/g)].map(([found]) => found),
  )
  return [...new Set(phrases)].filter((phrase) => !keptLowerCase.includes(phrase))
}
