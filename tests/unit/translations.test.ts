// The Hindi and Marathi catalogues against the English: text of their own in Devanagari with Latin
// digits (the catalogue check, lib/messages.ts, holds their keys and arguments to the English's); and
// the registry's text facts translated from their current English values.
import { calendarDay } from '@shared/message-format.ts'
import { describe, expect, it } from 'vitest'
import { copyIn } from '../../content/copy'
import { facts } from '../../content/facts'
import { formatFact } from '../../lib/facts/format-fact'
import { allFacts } from '../../lib/facts/resolve'
import { catalogues, type MessageKey, messagesFor } from '../../lib/messages'

describe.each([
  ['Hindi', 'hi'],
  ['Marathi', 'mr'],
] as const)('the %s copy', (_, language) => {
  it('writes its catalogue’s messages in Devanagari, with Latin digits', () => {
    for (const [key, text] of Object.entries(catalogues[language])) {
      expect(text, key).not.toMatch(/[०-९]/)
      // A name kept as it is ("WhatsApp") may stay; running text may not.
      if (text !== catalogues.en[key as keyof typeof catalogues.en])
        expect(text, key).toMatch(/[\u0900-\u097F]/)
    }
  })

  it('translates every text fact of the registry from its current English value', () => {
    const textFacts = allFacts(facts).filter(([, fact]) => fact.unit === 'text')
    const factKeys = Object.keys(catalogues.en).filter((key) => key.startsWith('fact.'))
    expect(factKeys.sort()).toEqual(textFacts.map(([name]) => `fact.${name}`).sort())
    const inEnglish = messagesFor('en')
    const translated = messagesFor(language)
    for (const [name, fact] of textFacts) {
      const key = `fact.${name}` as MessageKey
      expect(inEnglish(key), name).toBe(fact.value)
      // Text of its own, or a name kept as it is ("B2", "FY 2027").
      const text = translated(key)
      if (text !== fact.value) expect(text, name).toMatch(/[\u0900-\u097F]/)
    }
  })
})

// Canada's secondary diploma is the 12th standard; in India "high school" is the 10th, so a 10th-pass
// reader of "high school graduation" would claim points they do not have.
describe('education levels name India’s own standards', () => {
  it.each([
    ['English', 'en', '12th standard', /high school/i],
    ['Hindi', 'hi', '12वीं', /हाई स्कूल|हाईस्कूल/],
    ['Marathi', 'mr', 'बारावी', /हायस्कूल|हाय स्कूल/],
  ] as const)('%s: the CRS and visa finder options', (_, language, twelfth, highSchool) => {
    const copy = copyIn(language)
    const crs = copy.crsCalculator.calculator.education.options
    const finder = copy.visaFinder.finder.education.options
    for (const [name, options] of [
      ['CRS', crs],
      ['finder', finder],
    ] as const) {
      expect(options.secondary, name).toContain(twelfth)
      expect(options.none, name).toContain(twelfth)
      for (const label of Object.values(options)) expect(label, name).not.toMatch(highSchool)
    }
  })
})

// India's DPDP Act and Rules bring their rights and duties into force on 13 May 2027: the firm keeps
// them already, and says so, naming the day, in every language, never as the law's demand today.
describe('the data-protection law, stated as what comes into force on its day', () => {
  const lawFrom = facts.india.dataProtection.dutiesFrom
  it.each(['en', 'hi', 'mr'] as const)(
    '%s: the Privacy Policy, /your-data and the erasure page name the day',
    (language) => {
      const day = formatFact(lawFrom, language)
      const { privacyPolicy, yourData } = copyIn(language)
      const pages = JSON.stringify({ privacyPolicy, yourData })
      expect(pages.split(day).length - 1, 'the policy and /your-data name it').toBeGreaterThanOrEqual(5)
      expect(
        messagesFor(language)('dataRequest.pages.erased.kept', { lawFrom: calendarDay(lawFrom.value) }),
      ).toContain(day)
    },
  )

  it('no longer says the law or the Rules require what applies only from that day', () => {
    const { privacyPolicy, yourData } = copyIn('en')
    const dataRequest = Object.entries(catalogues.en).filter(([key]) => key.startsWith('dataRequest.'))
    const pages = JSON.stringify([privacyPolicy, yourData, dataRequest])
    for (const claim of [
      'as the Rules require',
      'as the law requires.',
      'the law allows at most',
      'Under the Digital',
    ])
      expect(pages).not.toContain(claim)
  })
})
