import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TrustStrip } from '../../components/sections/TrustStrip'
import { home } from '../../content/home'
import { type Registration, site } from '../../content/site'
import { ownerDetailsToFill } from '../../lib/owner-details'

const cicc = site.registrations.find((registration) => registration.credential.startsWith('Canada'))
if (!cicc) throw new Error('site.ts lists no Canadian registration')
const filled: Registration = { ...cicc, number: 'R123456' }
const empty: Registration = { ...cicc, credential: 'United Kingdom: IAA registration', number: null }

const strip = (registrations: readonly Registration[]) =>
  renderToStaticMarkup(
    TrustStrip({ registrations, labels: home.trust, newTab: '(opens in a new tab)' }) ?? '',
  )

describe('owner details', () => {
  it('lists exactly the registrations whose number is empty', () => {
    expect(ownerDetailsToFill({ registrations: [filled, empty] })).toEqual([
      'United Kingdom: IAA registration number',
    ])
    expect(ownerDetailsToFill({ registrations: [filled] })).toEqual([])
    expect(ownerDetailsToFill(site)).toHaveLength(
      site.registrations.filter((registration) => registration.number === null).length,
    )
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
    expect(bare).not.toContain('<ul')
    expect(bare).toContain(`href="/about#who-advises-you"`)
  })

  it('every register is an https address on the regulator’s or government’s own domain', () => {
    for (const { register } of site.registrations) {
      expect(new URL(register.url).hostname).toMatch(
        /(\.gov\.in|\.gov\.uk|\.gov\.au|\.govt\.nz|college-ic\.ca)$/,
      )
    }
  })
})
