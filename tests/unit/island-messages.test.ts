// What a calculator island writes from the visitor's answers, from the catalogue's own words: the
// years of the answer lists and a breakdown line read as the page's language has them, with the
// Latin digits and Indian grouping the rest of the page uses.
import { describe, expect, it } from 'vitest'
import { formatMessage } from '../../lib/island-messages'
import { messagesFor, messageText } from '../../lib/messages'

describe.each([
  ['en', ['Less than 1 year', '1 year', '2 years'], 'Age: 1,046', 'Skilled employment: 35, capped at 20'],
  ['hi', ['1 साल से कम', '1 साल', '2 साल'], 'Age: 1,046', 'Skilled employment: 35, अधिकतम 20 तक सीमित'],
  ['mr', ['1 वर्षापेक्षा कमी', '1 वर्ष', '2 वर्षे'], 'Age: 1,046', 'Skilled employment: 35, कमाल 20 पर्यंत मर्यादित'],
] as const)('%s', (language, years, line, capped) => {
  const m = messagesFor(language)

  it('counts years in the answer lists in the language’s plural forms', () => {
    const text = messageText(m, 'pointsReading.years')
    expect([0, 1, 2].map((n) => formatMessage(text, language, { years: n }))).toEqual(years)
  })

  it('writes a breakdown line, and a capped one, with the points in Latin digits', () => {
    expect(
      formatMessage(messageText(m, 'pointsReading.line'), language, { label: 'Age', points: 1046 }),
    ).toBe(line)
    const values = { label: 'Skilled employment', uncapped: 35, cap: 20 }
    expect(formatMessage(messageText(m, 'pointsReading.capped'), language, values)).toBe(capped)
  })
})

describe('a calculator’s own sentences', () => {
  it('writes pounds, a share of the going rate and the day the rules took effect in the page’s language', () => {
    const text = messageText(messagesFor('mr'), 'ukSkilledWorker.calculator.result.threshold.going-rate')
    const values = { amount: 38290.5, percent: 70, floor: 33400, rulesFrom: Date.UTC(2025, 6, 22) }
    expect(formatMessage(text, 'mr', values)).toBe(
      '22 जुलै, 2025 पासून लागू नियमांनुसार आवश्यक पगार: £38,290.50, म्हणजे going rate च्या 70% (जे £33,400 या किमान मर्यादेपेक्षा जास्त आहे).',
    )
  })

  it('says how many points are missing in the plural the count takes', () => {
    const text = messageText(messagesFor('en'), 'germanyOpportunityCard.calculator.result.missing.points')
    expect(formatMessage(text, 'en', { short: 1, minimum: 6 })).toBe('1 more point, to reach 6.')
    expect(formatMessage(text, 'en', { short: 2, minimum: 6 })).toBe('2 more points, to reach 6.')
  })
})
