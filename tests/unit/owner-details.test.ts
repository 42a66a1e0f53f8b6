import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TrustStrip } from '../../components/sections/TrustStrip'
import { WhoAdvises } from '../../components/sections/WhoAdvises'
import { copyIn } from '../../content/copy'
import { type Registration, site } from '../../content/site'
import { withFacts } from '../../lib/facts/site'
import { ownerDetailsToFill } from '../../lib/owner-details'

const { home } = copyIn('en')

const cicc = site.registrations.find((registration) => registration.credential.startsWith('Canada'))
if (!cicc) throw new Error('site.ts lists no Canadian registration')
const filled: Registration = {
  ...cicc,
  number: 'R123456',
  holder: { name: 'A. Adviser', relation: 'adviser' },
}
const empty: Registration = { ...cicc, credential: 'United Kingdom: IAA registration', number: null }
const company: Registration = { credential: 'GSTIN', body: 'GSTN', number: null, register: cicc.register }

const grievance = { officer: 'A. Officer' }
const feeTerms = { quote: 'A written quote before any payment', refund: 'Refunded in full before filing' }

const strip = (registrations: readonly Registration[]) =>
  renderToStaticMarkup(
    TrustStrip({ registrations, labels: home.trust, newTab: '(opens in a new tab)' }) ?? '',
  )

describe('owner details', () => {
  it('lists exactly what is empty: numbers, who holds a destination’s licence, the firm’s fees', () => {
    const fees = [{ service: 'Study visa', fromInr: 1, covers: 'Admission and visa file' }]
    expect(
      ownerDetailsToFill({
        registrations: [filled, empty, company],
        professionalFees: fees,
        feeTerms,
        processors: [],
        grievance,
        closedDaysConfirmed: true,
      }),
    ).toEqual(['United Kingdom: IAA registration number and holder', 'GSTIN number'])
    expect(
      ownerDetailsToFill({
        registrations: [{ ...filled, holder: null }],
        professionalFees: null,
        feeTerms: { quote: null, refund: feeTerms.refund },
        processors: [],
        grievance,
        closedDaysConfirmed: true,
      }),
    ).toEqual([
      'Canada: RCIC licence holder',
      'Professional fees for /fees and /cost',
      'How the firm quotes its fee before any payment',
    ])
    expect(
      ownerDetailsToFill({
        registrations: [filled],
        professionalFees: fees,
        feeTerms,
        processors: [],
        grievance,
        closedDaysConfirmed: true,
      }),
    ).toEqual([])
    // Every registration, the fees, the two fee terms, four processor details, the grievance officer, the
    // office's closed days.
    expect(ownerDetailsToFill(site)).toHaveLength(site.registrations.length + 1 + 2 + 4 + 1 + 1)
  })

  it('names each data processor’s missing name and place', () => {
    expect(
      ownerDetailsToFill({
        registrations: [],
        professionalFees: [],
        feeTerms,
        processors: [
          { service: 'database', name: 'Supabase', location: 'Mumbai, India' },
          { service: 'mail', name: null, location: null },
        ],
        grievance,
        closedDaysConfirmed: true,
      }),
    ).toEqual(['Data processor for mail: its name', 'Data processor for mail: where it keeps the data'])
  })

  it('a registration with a number shows it with a link to its public register', () => {
    const html = strip([filled])
    expect(html).toContain('R123456')
    expect(html).toContain(`href="${cicc.register.url}"`)
    expect(html).toContain(home.trust.check)
  })

  it('a registration without a number shows nothing; with none filled, only the link to who may advise', () => {
    expect(strip([filled, empty])).not.toContain('United Kingdom')
    const bare = strip([empty])
    expect(bare).not.toContain(home.trust.check)
    expect(bare).toContain(`href="/check-an-adviser"`)
    expect(bare).toContain(`href="/fees"`)
  })

  it('About names who holds a destination’s licence once filled in, and nothing before', () => {
    const about = withFacts(copyIn('en').about).content
    const section = (registrations: readonly Registration[]) =>
      renderToStaticMarkup(WhoAdvises({ advisers: about.advisers, registrations, newTab: '(new tab)' }))
    const partner: Registration = { ...filled, holder: { name: 'Maple Advisers Inc.', relation: 'partner' } }
    expect(section([partner])).toContain(`${about.advisers.holders.partner} <b>Maple Advisers Inc.</b>`)
    expect(section([partner])).toContain('R123456')
    expect(section([{ ...filled, holder: null }])).toContain(`${about.advisers.ourLicence} <b>R123456</b>`)
    const none = section([{ ...filled, number: null, holder: null }])
    expect(none).not.toContain(about.advisers.ourLicence)
    expect(none).not.toContain('R123456')
  })

  it('every register is an https address on the regulator’s or government’s own domain', () => {
    for (const { register } of site.registrations) {
      expect(new URL(register.url).protocol).toBe('https:')
      expect(new URL(register.url).hostname).toMatch(
        /(\.gov\.in|\.gov\.uk|\.gov\.au|\.govt\.nz|college-ic\.ca|justice\.gov|bea-brak\.de)$/,
      )
    }
  })
})
