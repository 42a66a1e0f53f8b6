// The visa finder's rules, route by route, at their edges: each verdict and the reason that decided it.
// Thresholds from the registry: Australia under 45 when invited, New Zealand 55 or younger, Express
// Entry's Federal Skilled Worker one year of skilled work and CLB 7 (taken as CEFR B2), the Opportunity
// Card's annex (worked by hand in tests/unit/calculators-germany.test.ts).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ukSkilledWorker } from '../../content/uk-skilled-worker'
import { visaFinder as finderWords } from '../../content/visa-finder'
import { parseAustraliaQuery } from '../../lib/calculators/australia/rules'
import { parseCrsQuery } from '../../lib/calculators/crs/rules'
import { parseGermanyQuery } from '../../lib/calculators/germany/rules'
import { australiaCalculatorGrid, crsCalculatorGrid, nzCalculatorGrid } from '../../lib/calculators/grids'
import { parseNzQuery, scoreNz } from '../../lib/calculators/nz/rules'
import { parseUkQuery } from '../../lib/calculators/uk/rules'
import { finderTests, readsOverall } from '../../lib/finder/english'
import {
  educationLevels,
  englishLevels,
  type FinderAnswers,
  finderDefaults,
  finderQuery,
  findRoutes,
  germanLevels,
  goalEnquiryTypes,
  goals,
  offerCountries,
  parseFinderQuery,
  type RouteId,
  routeIds,
  routeReasons,
} from '../../lib/finder/finder'
import { finderRules as rules } from '../../lib/finder/rules'
import { finderSummary } from '../../lib/finder/summary'
import { messagesFor } from '../../lib/messages'
import { enquiryOptions } from '../../supabase/functions/_shared/enquiry-copy'

const visaFinder = finderWords(messagesFor('en'))

const profile = (answers: Partial<FinderAnswers>): FinderAnswers => ({ ...finderDefaults, ...answers })

function judge(answers: Partial<FinderAnswers>, route: RouteId) {
  const result = findRoutes(profile(answers), rules)
  const found = [...result.forGoal, ...result.others].find((j) => j.route === route)
  if (!found) throw new Error(`no judgement for ${route}`)
  return found
}

describe('the thresholds from the registry', () => {
  it('are the ones the rules are worked with', () => {
    expect(rules).toMatchObject({ australiaUnderAge: 45, nzMaxAge: 55, canadaExperience: 1 })
    expect(rules.germany.minimum).toBe(6)
  })
})

describe('each route at its edges', () => {
  it.each<[string, RouteId, Partial<FinderAnswers>, string, string]>([
    // Express Entry: everything met → check the CRS score (the finder cannot know it).
    ['a graduate with 3 years and B2', 'expressEntry', {}, 'check', 'score'],
    ['below B2 English', 'expressEntry', { english: 'b1' }, 'not-eligible', 'english'],
    ['less than a year of work', 'expressEntry', { experience: 0 }, 'not-eligible', 'experience'],
    ['exactly a year of work', 'expressEntry', { experience: 1 }, 'check', 'score'],
    ['no funds, no offer', 'expressEntry', { funds: false }, 'not-eligible', 'funds'],
    ['no funds, a Canadian offer', 'expressEntry', { funds: false, offer: 'canada' }, 'check', 'score'],
    ['no schooling', 'expressEntry', { education: 'none' }, 'not-eligible', 'education'],
    // Australia: under 45 when invited.
    ['44', 'australiaSkilled', { age: 44 }, 'check', 'points'],
    ['45', 'australiaSkilled', { age: 45 }, 'not-eligible', 'age'],
    ['B1 English', 'australiaSkilled', { english: 'b1' }, 'not-eligible', 'english'],
    // UK Skilled Worker: a licensed sponsor's offer first, then English; the salary is the calculator's.
    ['no UK offer', 'ukSkilledWorker', {}, 'not-eligible', 'offer'],
    ['a UK offer, B2', 'ukSkilledWorker', { offer: 'uk' }, 'check', 'salary'],
    ['a UK offer, B1', 'ukSkilledWorker', { offer: 'uk', english: 'b1' }, 'not-eligible', 'english'],
    // UK Graduate: the answers cannot tell whether a UK degree was earned, so always check.
    ['anyone', 'ukGraduate', {}, 'check', 'unknown'],
    // Blue Card: a degree, then a German offer.
    [
      'a diploma only',
      'germanyBlueCard',
      { education: 'diploma', offer: 'germany' },
      'not-eligible',
      'education',
    ],
    ['a degree, no offer', 'germanyBlueCard', {}, 'not-eligible', 'offer'],
    ['a degree and a German offer', 'germanyBlueCard', { offer: 'germany' }, 'check', 'salary'],
    // Opportunity Card, 28, B2 English, 3 years' work: 2 (under 35) + 2 (two years in five) = 4 < 6.
    ['28, B2, 3 years', 'germanyOpportunityCard', {}, 'not-eligible', 'points'],
    // + German B1 (2) = 6.
    ['28, B2, 3 years, German B1', 'germanyOpportunityCard', { german: 'b1' }, 'eligible', 'eligible'],
    [
      'no qualification',
      'germanyOpportunityCard',
      { education: 'secondary' },
      'not-eligible',
      'qualification',
    ],
    // English B1 does not count; German A2 meets the language rule: 2 + 2 + 1 = 5 < 6.
    [
      'German A2, English B1',
      'germanyOpportunityCard',
      { english: 'b1', german: 'a2' },
      'not-eligible',
      'points',
    ],
    ['no German or English', 'germanyOpportunityCard', { english: 'none' }, 'not-eligible', 'language'],
    ['no funds', 'germanyOpportunityCard', { german: 'b1', funds: false }, 'not-eligible', 'funds'],
    // New Zealand: 55 or younger, an accredited employer's offer, English; then the offer's pay and the
    // points, which these answers do not hold.
    ['55 with a NZ offer', 'nzSkilledMigrant', { age: 55, offer: 'nz' }, 'check', 'pay'],
    ['a PhD with a NZ offer', 'nzSkilledMigrant', { education: 'phd', offer: 'nz' }, 'check', 'pay'],
    ['56 with a NZ offer', 'nzSkilledMigrant', { age: 56, offer: 'nz' }, 'not-eligible', 'age'],
    ['no NZ offer', 'nzSkilledMigrant', {}, 'not-eligible', 'offer'],
    ['a NZ offer, B1', 'nzSkilledMigrant', { offer: 'nz', english: 'b1' }, 'not-eligible', 'english'],
    // H-1B: a degree, then a US employer; the selection is beyond anyone's answers.
    ['a diploma', 'usH1b', { education: 'diploma', offer: 'us' }, 'not-eligible', 'education'],
    ['no US offer', 'usH1b', {}, 'not-eligible', 'offer'],
    ['a degree and a US offer', 'usH1b', { offer: 'us' }, 'check', 'selection'],
    // Study routes: school finished, funds, then English decides.
    ['school, funds, B2', 'ukStudent', { education: 'secondary' }, 'eligible', 'offer'],
    ['school, funds, B1', 'canadaStudy', { education: 'secondary', english: 'b1' }, 'check', 'english'],
    ['no funds', 'usF1', { funds: false }, 'not-eligible', 'funds'],
    ['no schooling', 'germanyStudy', { education: 'none' }, 'not-eligible', 'education'],
  ])('%s: %s is %s (%s)', (_name, route, answers, verdict, reason) => {
    const judgement = judge(answers, route)
    expect([judgement.verdict, judgement.reason]).toEqual([verdict, reason])
  })
})

describe('the order of the routes', () => {
  it('puts the routes for the goal first, looks eligible before check before not eligible', () => {
    const study = findRoutes(profile({ goal: 'study', education: 'secondary', experience: 0 }), rules)
    expect(study.forGoal.map((j) => j.route)).toEqual([
      'canadaStudy',
      'australiaStudent',
      'ukStudent',
      'germanyStudy',
      'nzStudent',
      'usF1',
    ])
    const pr = findRoutes(profile({ goal: 'pr', german: 'b1' }), rules)
    expect(pr.forGoal.map((j) => j.verdict)).toEqual(
      [...pr.forGoal.map((j) => j.verdict)].sort(
        (a, b) =>
          ['eligible', 'check', 'not-eligible'].indexOf(a) - ['eligible', 'check', 'not-eligible'].indexOf(b),
      ),
    )
    expect(pr.others.map((j) => j.route)).toContain('germanyOpportunityCard')
  })

  it('has no routes for family or business, and says so rather than guess', () => {
    for (const goal of ['family', 'business'] as const) {
      const result = findRoutes(profile({ goal }), rules)
      expect(result.forGoal).toEqual([])
      expect(result.others).toHaveLength(routeIds.length)
    }
  })
})

describe('into the calculators, with the answers carried', () => {
  it('opens each calculator with what the finder knows', () => {
    const answers = profile({
      age: 24,
      education: 'master',
      english: 'c1',
      experience: 4,
      offer: 'uk',
      german: 'b1',
    })
    const query = (route: RouteId) => new URLSearchParams(judge(answers, route).query)
    expect(parseCrsQuery(query('expressEntry'), crsCalculatorGrid)).toMatchObject({
      age: 24,
      education: 'master',
      foreignWork: 3,
    })
    expect(parseAustraliaQuery(query('australiaSkilled'), australiaCalculatorGrid)).toMatchObject({
      age: 24,
      english: 'proficient',
      overseas: 4,
      qualification: 'bachelor',
    })
    // Under 26: a new entrant.
    expect(parseUkQuery(query('ukSkilledWorker'))).toMatchObject({
      offer: true,
      english: true,
      option: 'new-entrant',
    })
    const nz = new URLSearchParams(judge({ ...answers, offer: 'nz' }, 'nzSkilledMigrant').query)
    expect(parseNzQuery(nz)).toMatchObject({ age: 24, qualification: 'master', offer: true, english: true })
    expect(parseGermanyQuery(query('germanyOpportunityCard'))).toMatchObject({
      qualification: 'foreign',
      german: 'b1',
      english: 'c1',
      experience: '2in5',
      age: 24,
      funds: true,
    })
  })
})

describe('New Zealand: the pay floor, as the calculator the finder opens applies it', () => {
  // A doctorate (6 points) with an offer and English: the finder says check, and the calculator it
  // opens, given the offer's pay, says not eligible just under the median wage of NZD 35.00 and
  // eligible at it.
  const judgement = judge({ education: 'phd', offer: 'nz' }, 'nzSkilledMigrant')
  const withPay = (rate: number) => {
    const query = new URLSearchParams(judgement.query)
    query.set('hourlyRate', String(rate))
    return scoreNz(parseNzQuery(query), nzCalculatorGrid)
  }

  it('never says eligible without the pay', () => {
    expect(judgement.verdict).toBe('check')
    expect(scoreNz(parseNzQuery(new URLSearchParams(judgement.query)), nzCalculatorGrid).missing).toEqual([
      'pay',
    ])
  })

  it.each([
    [34, 'not-eligible', ['pay']],
    [35, 'eligible', []],
  ])('NZD %d an hour: %s', (rate, kind, missing) => {
    const result = withPay(rate)
    expect(result.total).toBe(6)
    expect([result.kind, result.missing]).toEqual([kind, missing])
  })
})

describe('the words', () => {
  it('has a sentence for every reason of every route', () => {
    for (const id of routeIds) {
      const route = visaFinder.finder.routes[id]
      const reasons: Record<string, unknown> = 'reasons' in route ? route.reasons : visaFinder.finder.study
      for (const reason of routeReasons[id]) expect(reasons[reason], `${id}.${reason}`).toBeTruthy()
    }
  })

  it('opens the contact form on one of its own immigration types, for every goal', () => {
    const offered: readonly string[] = enquiryOptions.contact.immigrationTypes
    for (const type of [
      ...Object.values(goalEnquiryTypes),
      ukSkilledWorker(messagesFor('en')).calculator.enquiry.immigrationType,
    ])
      expect(offered).toContain(type)
  })

  it('sums the routes up for the enquiry, by name', () => {
    const f = visaFinder.finder
    const copy = {
      ...f.enquiry,
      values: {
        education: f.education.options,
        english: f.english.options,
        test: f.english.test.options,
        scores: f.english.scores,
        german: f.german.options,
        offer: f.offer.options,
        goal: f.goal.options,
      },
    }
    const names = Object.fromEntries(routeIds.map((id) => [id, f.routes[id].name])) as Record<RouteId, string>
    const answers = profile({ german: 'b1' })
    const text = finderSummary(
      answers,
      findRoutes(answers, rules),
      copy,
      names,
      'https://example.com/f',
      'en',
    )
    expect(text).toMatch(/^Visa finder: looks eligible: Germany: Opportunity Card, Canada: study permit/)
    expect(text).toContain(
      'may be eligible: Canada: Express Entry, Australia: skilled visas 189, 190 and 491',
    )
    expect(text).toContain('goal: Permanent residence; can show funds: yes')
  })
})

describe('any profile', () => {
  // A score as a visitor may type it: read, refused (6.3, 95) or no number at all, kept either way.
  const typed = fc.constantFrom('4', '6.5', '7', '6.3', '72', '95', 'seven')
  const englishArbitrary = fc.oneof(
    fc.constant({ test: 'level' as const, scores: {} }),
    fc
      .record({
        test: fc.constantFrom(...finderTests.filter((test) => test !== 'level')),
        scores: fc.record({ r: typed, w: typed, l: typed, s: typed, overall: typed }, { requiredKeys: [] }),
      })
      .map(({ test, scores }) => {
        const { overall, ...four } = scores
        return { test, scores: readsOverall(test) && overall ? { ...four, overall } : four }
      }),
  )
  const answersArbitrary = fc
    .record({
      age: fc.integer({ min: 16, max: 70 }),
      education: fc.constantFrom(...educationLevels),
      english: fc.constantFrom(...englishLevels),
      german: fc.constantFrom(...germanLevels),
      experience: fc.integer({ min: 0, max: 40 }),
      offer: fc.constantFrom(...offerCountries),
      goal: fc.constantFrom(...goals),
      funds: fc.boolean(),
      tested: englishArbitrary,
    })
    .map(({ tested, ...answers }): FinderAnswers => ({ ...answers, ...tested }))

  it('the link restores the answers', () => {
    fc.assert(
      fc.property(answersArbitrary, (a) => {
        expect(parseFinderQuery(finderQuery(a))).toEqual({ ...a })
      }),
    )
  })

  it('judges every route once, and more English or funds never makes a route worse', () => {
    const rank = { eligible: 0, check: 1, 'not-eligible': 2 }
    const verdicts = (a: FinderAnswers) => {
      const r = findRoutes(a, rules)
      return Object.fromEntries([...r.forGoal, ...r.others].map((j) => [j.route, rank[j.verdict]]))
    }
    fc.assert(
      fc.property(answersArbitrary, (a) => {
        const before = verdicts(a)
        expect(Object.keys(before).sort()).toEqual([...routeIds].sort())
        const better = verdicts({ ...a, english: 'c2', funds: true })
        for (const id of routeIds) expect(better[id]).toBeLessThanOrEqual(before[id] ?? 0)
      }),
    )
  })
})
