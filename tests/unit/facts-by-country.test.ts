// The headline figures of each country, pinned to the registry: the page or post states the registry's
// value through its placeholder, and the superseded 2024 figure is gone. A stray literal cannot creep back.
import { describe, expect, it } from 'vitest'
import { countryProfiles } from '../../content/countries'
import { countryGuides } from '../../content/country-guides'
import { facts } from '../../content/facts'
import type { Fact } from '../../content/facts/types'
import { visaServices } from '../../content/visa-services'
import { visaSubclasses } from '../../content/visa-subclasses'
import { blogPosts } from '../../lib/blog'
import { formatFact } from '../../lib/facts/format-fact'
import { withFacts } from '../../lib/facts/site'
import { messagesFor } from '../../lib/messages'

/** The English pages' words. */
const english = messagesFor('en')
const post = (slug: string) => blogPosts.find((item) => item.slug === slug)?.markdown ?? ''
const page = (content: unknown) => JSON.stringify(withFacts(content).content)

/** What a visitor reads, what the copy says, and what it no longer says. */
function expectStated(text: string, stated: readonly Fact[], gone: readonly (string | RegExp)[] = []) {
  for (const fact of stated) expect(text).toContain(formatFact(fact, 'en'))
  for (const old of gone) expect(text).not.toMatch(old)
}

describe('Canada', () => {
  const { canada } = facts
  it('the Express Entry guide states current funds, points and the job-offer change', () => {
    const text = post('canada-express-entry-guide')
    expectStated(
      text,
      [
        canada.expressEntry.proofOfFunds.single,
        canada.crs.provincialNomination,
        canada.crs.maximum,
        canada.expressEntry.fsw.passMark,
      ],
      ['14,690', /50 or 200/, /job offer adds \d/i],
    )
    expect(text).toContain('25 March 2025')
    expect(canada.crs.arrangedEmployment.value).toBe(0)
  })

  it('closed and paused programmes are never offered', () => {
    expect(canada.business.startUpVisa.status).toBe('closed')
    expect(canada.family.parentsGrandparents.status).toBe('paused')
    const offered = withFacts([
      ...countryProfiles(english).flatMap((country) => country.visaTypes),
      ...countryGuides.flatMap((guide) => guide.popularPrograms),
      ...visaServices(english).flatMap((service) => service.requirements),
    ]).content
    expect(offered.join('\n')).not.toMatch(/Start-up Visa|Parents and Grandparents/i)
  })

  it('the guide card states the current nomination points', () => {
    expectStated(page(countryGuides), [canada.crs.provincialNomination])
  })
})

describe('Australia', () => {
  const { australia } = facts
  it('the skilled migration guide states the pass mark, the age limit and the reform as upcoming', () => {
    const text = post('australia-skilled-migration')
    expectStated(text, [australia.pointsTest.passMark, australia.pointsTest.maxAge])
    expect(text).toMatch(/reform/i)
  })

  it('subclass 482 is the Skills in Demand visa with the 2026-27 income thresholds', () => {
    const text = page(visaSubclasses)
    expectStated(
      text,
      [
        australia.skillsInDemand.coreSkillsIncomeThreshold,
        australia.skillsInDemand.specialistSkillsIncomeThreshold,
        australia.skillsInDemand.workExperience,
      ],
      ['73,150', /Temporary Skill Shortage visa \(subclass 482\)/],
    )
    expect(page(countryProfiles(english))).not.toMatch(/Temporary Skill Shortage visa \(subclass 482\)/)
  })
})

describe('United Kingdom', () => {
  const { uk } = facts
  it('the Global Talent guide states the grant, the settlement periods and the shorter Graduate route', () => {
    expectStated(post('uk-global-talent-visa'), [
      uk.globalTalent.maxGrant,
      uk.globalTalent.settlementTalent,
      uk.graduate.durationFrom2027,
    ])
  })

  it('the partner income and the Graduate route change are stated from the registry', () => {
    expectStated(post('family-sponsorship-guide'), [uk.partner.minimumIncome])
    expectStated(page(countryProfiles(english)), [
      uk.graduate.duration,
      uk.graduate.durationFrom2027,
      uk.graduate.shorterFrom,
    ])
  })
})

describe('Germany', () => {
  const { germany } = facts
  it('the Blue Card guide states the 2026 thresholds and marks the old ones as past', () => {
    const text = post('germany-blue-card')
    expectStated(text, [germany.blueCard.salary.standard2026, germany.blueCard.salary.reduced2026])
    expect(text).not.toMatch(/45,300|41,041/)
  })

  it('the blocked account is the current amount', () => {
    expectStated(page(visaServices(english)), [germany.study.blockedAccount.perYear])
    expect(post('student-visa-success-stories')).not.toContain('11,208')
  })
})

describe('New Zealand and the United States', () => {
  it('the guide cards state the Skilled Migrant points, the H-1B payment and the EB-5 amounts', () => {
    const text = page(countryGuides)
    expectStated(text, [
      facts.nz.smc.pointsRequired,
      facts.us.h1b.proclamationPayment,
      facts.us.eb5.targetedInvestment,
      facts.us.eb5.standardInvestment,
    ])
    expect(text).not.toMatch(/annual lottery/)
  })
})
