// Every built Hindi and Marathi page in the glossary's words, with Marathi case endings joined to
// their figures' units, no English sentence left in it and its dates written one way (issue 53;
// content/i18n/glossary.ts).
import { describe, expect, it } from 'vitest'
import { translatedLocales } from '../../lib/i18n'
import { builtFiles, builtHtml, hasBuiltPage } from '../support/built-site'
import {
  agreementSlips,
  bareCaseEndings,
  datesOtherwise,
  englishRuns,
  itemsLackingTheirHeadingsNegation,
  misleadingWordings,
  pageWords,
  rejectedWords,
  timesOtherwise,
} from '../support/wording'

const pages = translatedLocales.flatMap((locale) =>
  [`${locale}.html`, ...builtFiles(locale)]
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ path: `/${file.replace(/\.html$/, '')}`, locale })),
)

it('reads every Hindi and Marathi page', () => {
  expect(pages.length).toBeGreaterThanOrEqual(2 * 17)
  for (const { path } of pages) expect(hasBuiltPage(path), path).toBe(true)
})

describe.each(pages)('$path', ({ path, locale }) => {
  const words = pageWords(builtHtml(path), locale)

  it('uses the glossary’s word for each term, never a word it rejects', () => {
    expect(rejectedWords(words, locale)).toEqual([])
  })

  it('leaves no English sentence in it, outside the names kept in English and links out', () => {
    expect(englishRuns(words)).toEqual([])
  })

  it('writes every date one way, as Intl writes it in the page’s language', () => {
    expect(datesOtherwise(words, locale)).toEqual([])
  })

  it('writes each time of day as its readers say it: "सुबह 11:00", "सकाळी 11:00", never "11:00 सुबह" or "सकाळ 11:00"', () => {
    expect(timesOtherwise(words, locale)).toEqual([])
  })

  it('says what it means read a line at a time: no "every second" for "each further", no card the visitor is taken to hold, no list item without its heading’s "never"', () => {
    expect(misleadingWordings(words, locale)).toEqual([])
    expect(itemsLackingTheirHeadingsNegation(builtHtml(path))).toEqual([])
  })

  it('makes each possessive agree with its noun: "दो साल का प्रशिक्षण", "पहले साल की फ़ीस", "तुमची जॉब ऑफर"', () => {
    expect(agreementSlips(words, locale)).toEqual([])
  })
})

describe.each(pages.filter(({ locale }) => locale === 'mr'))('$path', ({ path, locale }) => {
  it('joins each postposition to its figure’s unit in the oblique case', () => {
    expect(bareCaseEndings(pageWords(builtHtml(path), locale))).toEqual([])
  })
})
