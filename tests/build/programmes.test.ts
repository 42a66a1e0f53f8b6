// No page offers a closed or paused programme as open (trust a visitor can check, issue 30).

import { expect, it } from 'vitest'
import { facts } from '../../content/facts'
import { splitLocale } from '../../lib/i18n'
import { messagesFor } from '../../lib/messages'
import { builtPage, indexablePaths } from '../support/built-site'

/** Programmes closed or paused to new applicants, and the words a page uses to name them. */
const notOpen = [
  { name: /Start-up Visa\b/, fact: facts.canada.business.startUpVisa, key: 'canada.business.startUpVisa' },
  {
    name: /self-employed persons program/i,
    fact: facts.canada.business.selfEmployed,
    key: 'canada.business.selfEmployed',
  },
] as const

/** A text fact as a page in each language states it (its message `fact.<name>`). */
const stated = (path: string, key: (typeof notOpen)[number]['key'], value: string) => {
  const { locale } = splitLocale(path)
  return locale === 'en' ? value : messagesFor(locale)(`fact.${key}`)
}

/** The visible text of a built page but its Sources: a source's title names a programme, it does not offer it. */
function offeringText(path: string): string {
  const $ = builtPage(path)
  const page = $.root().clone()
  page.find('section[aria-labelledby="fact-sources"]').remove()
  page.find('body *').after(' ')
  page.find('script, style, template').remove()
  return page.find('body').text().replace(/\s+/g, ' ')
}

it('no page offers a closed or paused programme as open: every sentence naming one says it is not open', () => {
  for (const { fact } of notOpen) expect(fact.status).not.toBe('open')
  for (const path of indexablePaths) {
    // Hindi and Marathi end a sentence with "।" (and Marathi often with a full stop).
    const sentences = offeringText(path).split(/(?<=[.!?।])\s+/)
    for (const { name, fact, key } of notOpen) {
      for (const sentence of sentences.filter((text) => name.test(text))) {
        expect(sentence, `${path}: "${sentence}"`).toContain(stated(path, key, String(fact.value)))
      }
    }
  }
})
