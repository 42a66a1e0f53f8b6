// Who may advise, where to check them and what a fraud looks like (issue 57): every rule and register a
// dated, sourced registry fact, and every register a link to its keeper's own site.
import { describe, expect, it } from 'vitest'
import { facts } from '../../content/facts'
import { type Destination, site } from '../../content/site'
import { allFacts, isFact } from '../../lib/facts/resolve'
import { latestReview } from '../../lib/facts/review'
import { officialHost } from '../support/official'
import { isRegister, onDomain, registerDomains, registers } from '../support/registers'

const destinations: readonly Destination[] = ['canada', 'australia', 'uk', 'nz', 'us', 'germany']
const adviceFacts = allFacts(facts).filter(([name]) =>
  /^(advice|advisers|fraud|india\.emigration)\./.test(name),
)

describe('who may advise and where to check them', () => {
  it.each(destinations)('%s: its rule and at least one register are registry facts', (destination) => {
    expect(isFact(facts.advice[destination])).toBe(true)
    const own = registers.filter(([name]) => name.startsWith(`advisers.registers.${destination}.`))
    expect(own.length).toBeGreaterThan(0)
  })

  it('India: the recruiting agents’ register, who needs emigration clearance and where to report', () => {
    expect(isRegister(facts.advisers.registers.india.recruitingAgents)).toBe(true)
    expect(isFact(facts.india.emigration.clearanceCountries)).toBe(true)
    expect(Object.keys(facts.fraud.report.india).sort()).toEqual(
      ['cybercrimePortal', 'helpline', 'protectorsOfEmigrants'].sort(),
    )
  })

  it.each(adviceFacts)(
    '%s: dated, sourced on an official https page, reviewed within six months',
    (_, fact) => {
      expect(fact.unit).toBe('text')
      expect(fact.about.length).toBeGreaterThan(10)
      expect(new URL(fact.source.url).protocol).toBe('https:')
      expect(new URL(fact.source.url).hostname, fact.source.url).toMatch(officialHost)
      expect(fact.asOf <= fact.checked && fact.checked < fact.reviewBy).toBe(true)
      expect(fact.reviewBy <= latestReview(fact)).toBe(true)
      for (const report of fact.reportedBy ?? []) expect(new URL(report.url).protocol).toBe('https:')
    },
  )

  it('every register links to its keeper’s own domain over https, and each is in the table', () => {
    expect(registers.map(([name]) => name).sort()).toEqual(Object.keys(registerDomains).sort())
    for (const [name, fact] of registers) {
      expect(new URL(fact.register.url).protocol, name).toBe('https:')
      expect(onDomain(fact.register.url, registerDomains[name] ?? ''), fact.register.url).toBe(true)
      expect(fact.register.title, name).toMatch(/^[^:]+: .+/)
    }
  })

  it('the firm’s licence for a destination is checked on that destination’s register in the registry', () => {
    const withCountry = site.registrations.filter((registration) => 'country' in registration)
    expect(withCountry.map((registration) => registration.country).sort()).toEqual([...destinations].sort())
    for (const registration of withCountry) {
      const own = registers.filter(([name]) => name.startsWith(`advisers.registers.${registration.country}.`))
      expect(
        own.map(([, fact]) => fact.register),
        registration.credential,
      ).toContainEqual(registration.register)
    }
  })
})
