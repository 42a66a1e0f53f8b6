// /check-an-adviser's owner details (issue 57): the firm's licence for a destination appears, with the
// register to check it on, and its fee terms with their labels, once content/site.ts fills them in;
// while null they are left off (what the built page shows today: tests/build/check-an-adviser.test.ts).
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { OurPromises } from '../../components/sections/OurPromises'
import { WhoAdvises } from '../../components/sections/WhoAdvises'
import { checkAnAdviser } from '../../content/check-an-adviser'
import { type Registration, site } from '../../content/site'
import { messagesFor } from '../../lib/messages'

const licence = (country: string) => {
  const registration = site.registrations.find((each) => 'country' in each && each.country === country)
  if (!registration) throw new Error(`site.ts lists no licence for ${country}`)
  return registration
}
const canada: Registration = { ...licence('canada'), number: 'R123456', holder: null }
const uk: Registration = {
  ...licence('uk'),
  number: 'F201700123',
  holder: { name: 'A. Partner Ltd', relation: 'partner' },
}
const feeTerms = {
  quote: 'A written quote, itemised, before any payment.',
  refund: 'Refunded in full, less work done, until we file.',
}

describe.each(['en', 'hi', 'mr'] as const)(
  '/check-an-adviser in %s, with the owner details filled in',
  (language) => {
    const copy = checkAnAdviser(messagesFor(language))
    const advisers = (registrations: readonly Registration[]) =>
      renderToStaticMarkup(WhoAdvises({ advisers: copy.advisers, registrations, newTab: 'new tab' }))
    const promises = (terms: typeof site.feeTerms) =>
      renderToStaticMarkup(OurPromises({ promises: copy.promises, feeTerms: terms }))

    it('shows each licence beside its destination, linked to the register that checks it', () => {
      const html = advisers([canada, uk])
      expect(html).toContain(`${copy.advisers.ourLicence} <b>R123456</b>`)
      expect(html).toContain(`${copy.advisers.holders.partner} <b>A. Partner Ltd</b>`)
      for (const registration of [canada, uk])
        expect(html).toContain(`href="${registration.register.url}" target="_blank" rel="noopener"`)
      // The licence's own link, beside the number, as well as the register's entry in the card.
      expect(html.split(`${copy.advisers.checkLabel}: ${canada.register.title}`)).toHaveLength(2)
    })

    it('leaves off a licence not yet filled in', () => {
      const html = advisers(site.registrations.map((registration) => ({ ...registration, number: null })))
      expect(html).not.toContain(copy.advisers.ourLicence)
      expect(html).not.toContain(copy.advisers.checkLabel)
    })

    it('shows the fee terms once written, each under its label, and neither while null', () => {
      const html = promises(feeTerms)
      expect(html).toContain(copy.promises.feeTerms.quote)
      expect(html).toContain(feeTerms.quote)
      expect(html).toContain(copy.promises.feeTerms.refund)
      expect(html).toContain(feeTerms.refund)
      const unfilled = promises({ quote: null, refund: null })
      expect(unfilled).not.toContain(copy.promises.feeTerms.quote)
      expect(unfilled).not.toContain(copy.promises.feeTerms.refund)
      expect(unfilled).not.toContain('<dl')
      for (const promise of copy.promises.never.items) expect(unfilled).toContain(promise)
    })
  },
)
