// Every built Hindi and Marathi page as an Indian reader writes it (content/i18n/STYLE.md, issue 67):
// Hindi sentences end with "।", source lines name the authority and the day in the page's language,
// every figure is grouped in lakh and crore, months are written in full, and no English common noun
// is left in a sentence beyond those the style guide still lists as waiting for their words.
import { load } from 'cheerio'
import { describe, expect, it } from 'vitest'
import { translatedLocales } from '../../lib/i18n'
import { builtFiles, builtHtml } from '../support/built-site'
import {
  englishInSentences,
  latinFullStops,
  millions,
  shortMonths,
  sourceLinesInDevelopersEnglish,
  thousandsGroupings,
} from '../support/style'
import { pageWords } from '../support/wording'

const pages = translatedLocales.flatMap((locale) =>
  [`${locale}.html`, ...builtFiles(locale)]
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ path: `/${file.replace(/\.html$/, '')}`, locale })),
)

describe.each(pages)('$path', ({ path, locale }) => {
  const html = builtHtml(path)
  const words = pageWords(html, locale)

  it.runIf(locale === 'hi')('ends each Hindi sentence with "।", never a Latin full stop', () => {
    expect(latinFullStops(words)).toEqual([])
  })

  it('names each source in the page’s words: no file name, commit or repository path', () => {
    expect(sourceLinesInDevelopersEnglish(load(html))).toEqual([])
  })

  it('groups every figure in lakh and crore, and counts in neither millions nor billions', () => {
    expect(thousandsGroupings(words)).toEqual([])
    expect(millions(words)).toEqual([])
  })

  it('writes each month in full', () => {
    expect(shortMonths(words, locale)).toEqual([])
  })
})

/**
 * English words still inside sentences, each waiting for its words in the page's language
 * (content/i18n/STYLE.md, "English inside sentences"): the check fails on any other, so the list
 * only shrinks.
 */
const englishStillWaiting = new Set<string>([
  'and',
  'award',
  'bec',
  'common-law partner',
  'entrant',
  'for',
  'funds',
  'new entrants',
  'of',
  'specialty occupation',
  'to',
  'transferability',
  'up',
])

it('leaves no English word in a sentence but those still waiting for their words', () => {
  const found = pages.flatMap(({ path, locale }) =>
    englishInSentences(pageWords(builtHtml(path), locale))
      .filter((phrase) => !englishStillWaiting.has(phrase))
      .map((phrase) => `${path}: ${phrase}`),
  )
  expect(found).toEqual([])
})
