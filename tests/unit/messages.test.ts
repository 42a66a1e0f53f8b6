// The message catalogues (messages/): what a translator can get wrong is
// caught before a page is built, named by language and key; and a message formats its values in its
// language.
import { calendarDay } from '@shared/message-format.ts'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../lib/i18n'
import { catalogueProblems, catalogues, messagesFor } from '../../lib/messages'

/** Catalogues of made-up keys, shaped as the real ones. */
const check = (all: Record<Locale, Record<string, string>>) =>
  catalogueProblems(all as Parameters<typeof catalogueProblems>[0])

const sound = {
  en: { 'a.kept': '{months, plural, one {# month} other {# months}} from the day you send it.' },
  hi: { 'a.kept': 'भेजने के दिन से {months, number} महीने।' },
  mr: { 'a.kept': 'पाठवल्याच्या दिवसापासून {months, number} महिने.' },
}

describe('the catalogue check', () => {
  it('finds nothing wrong in the site’s catalogues', () => {
    expect(catalogueProblems(catalogues)).toEqual([])
  })

  it('passes sound catalogues', () => {
    expect(check(sound)).toEqual([])
  })

  it('names a message missing from a language, with the English words to translate', () => {
    expect(check({ ...sound, mr: {} })).toEqual([
      'mr: no message "a.kept" (English: "{months, plural, one {# month} other {# months}} from the day you send it.")',
    ])
  })

  it('asks no translation of a page that is in English only', () => {
    const en = { ...sound.en, 'dataNotice.resume.heading': 'How we handle your resume' }
    expect(check({ ...sound, en })).toEqual([])
  })

  it('names a message no English message matches', () => {
    expect(check({ ...sound, hi: { ...sound.hi, 'a.typo': 'कुछ' } })).toEqual([
      'hi: "a.typo" is not a message of the English catalogue',
    ])
  })

  it('names a message that is not ICU MessageFormat', () => {
    const [problem] = check({ ...sound, hi: { 'a.kept': 'भेजने के दिन से {months महीने।' } })
    expect(problem).toMatch(/^hi: "a\.kept" is not ICU MessageFormat/)
  })

  it('names a message whose values are not the English one’s: one the page does not pass', () => {
    expect(check({ ...sound, mr: { 'a.kept': '{count} महिने.' } })).toEqual([
      'mr: "a.kept" takes {count}, the English {months}',
    ])
  })
})

describe('a message', () => {
  it('formats its values in its language, the unit and its form placed by the translator', () => {
    expect(messagesFor('en')('dataNotice.enquiry.kept', { months: 1 })).toMatch(/^1 month from/)
    expect(messagesFor('en')('dataNotice.enquiry.kept', { months: 24 })).toMatch(/^24 months from/)
    expect(messagesFor('hi')('dataNotice.enquiry.kept', { months: 100000 })).toContain('1,00,000 महीने')
  })

  it('gives a calendar day as that day wherever it is built, west of Greenwich too', () => {
    const zone = process.env.TZ
    process.env.TZ = 'America/Los_Angeles'
    try {
      const kept = messagesFor('en')('dataRequest.pages.erased.kept', { lawFrom: calendarDay('2027-05-13') })
      expect(kept).toContain('13 May 2027')
    } finally {
      process.env.TZ = zone
    }
  })

  it('is not formatted without a value it names', () => {
    expect(() => messagesFor('en')('dataNotice.enquiry.kept')).toThrow(/months/)
  })

  it('is never taken from another language', () => {
    expect(() => messagesFor('hi')('dataNotice.resume.heading')).toThrow(
      'No message "dataNotice.resume.heading" in hi',
    )
  })
})
