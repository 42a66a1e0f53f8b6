// What a route costs a household (/cost): every total below is worked by hand from the registry, at round
// test rates (₹68 a Canadian dollar, ₹67 an Australian, ₹127 a pound, ₹109 a euro, ₹54 a New Zealand
// dollar, ₹96 a US dollar) on the day the registry was last checked, so a refresh of the rates changes
// none of them; a change to a registry amount does, and its hand-worked comment with it.
import { describe, expect, it } from 'vitest'
import { costRoutes } from '../../content/cost'
import { facts } from '../../content/facts'
import { costNotes } from '../../content/facts/cost-notes'
import type { CostNote, IsoDate } from '../../content/facts/types'
import { type CostPlan, costPlan, type Household } from '../../lib/cost/plan'
import { allFacts } from '../../lib/facts/resolve'
import { addMonths } from '../../lib/facts/review'
import { routeIds } from '../../lib/finder/finder'
import type { RupeesPer } from '../../lib/rates/rates'
import { officialHost } from '../support/official'

const rates: RupeesPer = { CAD: 68, AUD: 67, GBP: 127, EUR: 109, NZD: 54, USD: 96 }
const day: IsoDate = '2026-11-27'

const single: Household = { adults: 1, children: 0, tuition: 0 }
const couple: Household = { adults: 2, children: 0, tuition: 0 }
const familyOfFour: Household = { adults: 2, children: 2, tuition: 0 }

const plan = (route: keyof typeof costRoutes, household: Household) =>
  costPlan(costRoutes[route], household, rates, day)

/** A total as the page shows it: each currency's sum, the rupees, and how many lines it leaves out. */
const summary = ({ byCurrency, rupees, leftOut }: CostPlan['toPay']) => ({ byCurrency, rupees, leftOut })

describe.each([
  {
    name: 'Express Entry, a single applicant',
    route: 'expressEntry',
    household: single,
    // Processing CAD 990 + right of PR 600 + biometrics 85 = CAD 1,675 = ₹113,900; IELTS ₹18,000 and a
    // police certificate ₹500: ₹132,400. Left out: the credential assessment and the medical (no figure).
    toPay: { byCurrency: { CAD: 1675, INR: 18500 }, rupees: 132400, leftOut: 2 },
    // Settlement funds for one: CAD 15,263 × 68 = ₹1,037,884.
    toShow: { byCurrency: { CAD: 15263 }, rupees: 1037884, leftOut: 0 },
  },
  {
    name: 'Express Entry, a couple',
    route: 'expressEntry',
    household: couple,
    // CAD 990 + 600 × 2 + biometrics min(85 × 2, 170) = CAD 2,360 = ₹160,480; IELTS ₹18,000 + two police
    // certificates ₹1,000: ₹179,480. Left out: the partner's processing fee (CAD 950 ended 29 April 2026,
    // today's not confirmed), the assessment and the medicals.
    toPay: { byCurrency: { CAD: 2360, INR: 19000 }, rupees: 179480, leftOut: 3 },
    toShow: { byCurrency: { CAD: 19001 }, rupees: 1292068, leftOut: 0 },
  },
  {
    name: 'Express Entry, a family of four',
    route: 'expressEntry',
    household: familyOfFour,
    // As the couple, the family biometrics capped at CAD 170: ₹179,480. Left out as well: the children's
    // processing fees (CAD 260 ended 29 April 2026).
    toPay: { byCurrency: { CAD: 2360, INR: 19000 }, rupees: 179480, leftOut: 4 },
    // Settlement funds for four: CAD 28,362 × 68 = ₹1,928,616.
    toShow: { byCurrency: { CAD: 28362 }, rupees: 1928616, leftOut: 0 },
  },
  {
    name: 'a student in Canada, CAD 20,000 a year',
    route: 'canadaStudy',
    household: { ...single, tuition: 20000 },
    // Study permit CAD 150 + biometrics 85 = CAD 235 = ₹15,980; IELTS ₹18,000: ₹33,980. Medical left out.
    toPay: { byCurrency: { CAD: 235, INR: 18000 }, rupees: 33980, leftOut: 1 },
    // Tuition CAD 20,000 (₹1,360,000) + living costs CAD 22,895 (₹1,556,860) = CAD 42,895, ₹2,916,860.
    toShow: { byCurrency: { CAD: 42895 }, rupees: 2916860, leftOut: 0 },
  },
  {
    name: 'a UK Skilled Worker with a family of four',
    route: 'ukSkilledWorker',
    household: familyOfFour,
    // Visa £819 × 4 = £3,276 (₹416,052); health surcharge £1,035 × 3 years × 2 adults = £6,210 (₹788,670)
    // and £776 × 3 × 2 children = £4,656 (₹591,312): £14,142; IELTS for UKVI ₹18,250: ₹1,814,284.
    // Left out: the tuberculosis tests.
    toPay: { byCurrency: { GBP: 14142, INR: 18250 }, rupees: 1814284, leftOut: 1 },
    // Maintenance £1,270 + partner £285 + first child £315 + second child £200 = £2,070 = ₹262,890.
    toShow: { byCurrency: { GBP: 2070 }, rupees: 262890, leftOut: 0 },
  },
  {
    name: 'a student in London, £25,000 a year',
    route: 'ukStudent',
    household: { ...single, tuition: 25000, london: true },
    // Visa £558 + a year's surcharge £776 = £1,334 (₹169,418); IELTS for UKVI ₹18,250: ₹187,668.
    toPay: { byCurrency: { GBP: 1334, INR: 18250 }, rupees: 187668, leftOut: 1 },
    // Tuition £25,000 (₹3,175,000) + £1,529 × 9 months = £13,761 (₹1,747,647): £38,761, ₹4,922,647.
    toShow: { byCurrency: { GBP: 38761 }, rupees: 4922647, leftOut: 0 },
  },
  {
    name: 'an Opportunity Card applicant',
    route: 'germanyOpportunityCard',
    household: single,
    // Visa €75 (₹8,175) + ZAB statement €200 (₹21,800) = €275, ₹29,975; the visa centre and translations
    // left out.
    toPay: { byCurrency: { EUR: 275 }, rupees: 29975, leftOut: 2 },
    // €1,091 × 12 months = €13,092 = ₹1,427,028.
    toShow: { byCurrency: { EUR: 13092 }, rupees: 1427028, leftOut: 0 },
  },
  {
    name: 'a Blue Card couple with a child',
    route: 'germanyBlueCard',
    household: { adults: 2, children: 1, tuition: 0 },
    // Visas €75 × 2 = €150 (₹16,350) + a minor's €37.50 (₹4,087.50, rounded to ₹4,088) + ZAB €200
    // (₹21,800) = €387.50, ₹42,238.
    toPay: { byCurrency: { EUR: 387.5 }, rupees: 42238, leftOut: 2 },
    toShow: { byCurrency: {}, rupees: 0, leftOut: 0 },
  },
  {
    name: 'a Skilled Migrant family of four in New Zealand',
    route: 'nzSkilledMigrant',
    household: familyOfFour,
    // One fee and levy for the whole family, NZD 6,450 (₹348,300); IELTS ₹18,000 + two police
    // certificates ₹1,000: ₹367,300. The NZQA assessment and the medicals left out.
    toPay: { byCurrency: { NZD: 6450, INR: 19000 }, rupees: 367300, leftOut: 2 },
    toShow: { byCurrency: {}, rupees: 0, leftOut: 0 },
  },
  {
    name: 'an H-1B worker and partner',
    route: 'usH1b',
    household: couple,
    // Two visa fees US$205 = US$410 = ₹39,360. Left out: the employer's six payments and the visa
    // integrity fee, enacted but not confirmed as collected.
    toPay: { byCurrency: { USD: 410 }, rupees: 39360, leftOut: 7 },
    toShow: { byCurrency: {}, rupees: 0, leftOut: 0 },
  },
  {
    name: 'an F-1 student, US$30,000 a year',
    route: 'usF1',
    household: { ...single, tuition: 30000 },
    // Visa US$185 + SEVIS US$350 = US$535 (₹51,360); IELTS ₹18,000: ₹69,360.
    toPay: { byCurrency: { USD: 535, INR: 18000 }, rupees: 69360, leftOut: 1 },
    // Tuition US$30,000 = ₹2,880,000; what the school's I-20 adds is the school's, left out.
    toShow: { byCurrency: { USD: 30000 }, rupees: 2880000, leftOut: 1 },
  },
  {
    name: 'a skilled couple with a child in Australia',
    route: 'australiaSkilled',
    household: { adults: 2, children: 1, tuition: 0 },
    // The 189's charge AUD 6,135 (₹411,045); IELTS ₹18,000 + two police certificates ₹1,000: ₹430,045.
    // The 190's and 491's charge (not confirmed since 1 July 2026), the family's charges, the skills
    // assessment and the health checks left out.
    toPay: { byCurrency: { AUD: 6135, INR: 19000 }, rupees: 430045, leftOut: 4 },
    toShow: { byCurrency: {}, rupees: 0, leftOut: 0 },
  },
] as const)('$name', ({ route, household, toPay, toShow }) => {
  const result = plan(route, household)
  it('pays what the registry charges, in each currency and in rupees', () => {
    expect(summary(result.toPay)).toEqual(toPay)
  })
  it('shows the money to show apart', () => {
    expect(summary(result.toShow)).toEqual(toShow)
  })
})

describe('the household', () => {
  it('prices IRCC’s table past its last row: each family member beyond seven adds the fixed amount', () => {
    // Two adults and six children: CAD 40,392 for seven + 4,112 for the eighth = CAD 44,504.
    const funds = plan('expressEntry', { adults: 2, children: 6, tuition: 0 }).lines.find(
      (line) => line.id === 'settlementFunds',
    )
    expect(funds?.amount).toBe(44504)
  })

  it('says which day’s table a family-size amount is from, and a year on that a newer one may apply', () => {
    // IRCC's settlement-funds table of 7 July 2025: within its year on 1 July 2026, past it on the test day.
    const funds = (on: IsoDate) =>
      costPlan(costRoutes.expressEntry, single, rates, on).lines.find((line) => line.id === 'settlementFunds')
    expect(funds('2026-07-01')?.table).toEqual({ of: '2025-07-07', yearOld: false })
    expect(funds(day)?.table).toEqual({ of: '2025-07-07', yearOld: true })
    expect(
      plan('expressEntry', single).lines.find((line) => line.id === 'processingFee')?.table,
    ).toBeUndefined()
  })

  it('prices a UK student outside London at the lower monthly amount', () => {
    // £1,171 × 9 = £10,539.
    const living = plan('ukStudent', single).lines.find((line) => line.id === 'livingFunds')
    expect(living?.amount).toBe(10539)
  })

  it('is refused when the planner cannot price it, naming what is wrong', () => {
    expect(() => plan('expressEntry', { adults: 3, children: 0, tuition: 0 })).toThrow(/1 or 2 adults, not 3/)
    expect(() => plan('expressEntry', { adults: 1, children: 1.5, tuition: 0 })).toThrow(/not 1.5/)
    expect(() => plan('canadaStudy', { adults: 1, children: 0, tuition: -1 })).toThrow(/not -1/)
  })
})

describe('money shown is never money paid', () => {
  const households = [single, couple, familyOfFour, { adults: 1, children: 3, tuition: 40000, london: true }]

  it.each(routeIds)('%s: to pay is the paid lines alone, whatever the tuition and funds', (route) => {
    for (const household of households) {
      const { lines, toPay, toShow } = plan(route, household)
      const paid = lines.filter((line) => line.payee !== 'show' && line.inTotal)
      const shown = lines.filter((line) => line.payee === 'show' && line.inTotal)
      expect(toPay.rupees).toBe(paid.reduce((sum, line) => sum + (line.rupees ?? 0), 0))
      expect(toShow.rupees).toBe(shown.reduce((sum, line) => sum + (line.rupees ?? 0), 0))
      // More tuition is more to show and not a rupee more to pay.
      const richer = plan(route, { ...household, tuition: household.tuition + 10000 })
      expect(richer.toPay).toEqual(toPay)
    }
  })

  it('keeps tuition and funds under "to show" on every study route', () => {
    for (const route of [
      'canadaStudy',
      'australiaStudent',
      'ukStudent',
      'germanyStudy',
      'nzStudent',
      'usF1',
    ] as const) {
      const tuition = plan(route, { ...single, tuition: 1000 }).lines.find((line) => line.id === 'tuition')
      expect(tuition, route).toMatchObject({
        payee: 'show',
        amount: 1000,
        currency: costRoutes[route].currency,
      })
    }
  })
})

describe('lines left out of the totals', () => {
  it('show no amount where the registry has none, and say why', () => {
    const medical = plan('expressEntry', couple).lines.find((line) => line.id === 'medicalExam')
    expect(medical).toMatchObject({ amount: null, rupees: null, inTotal: false, leftOut: 'varies', count: 2 })
    const assessment = plan('expressEntry', single).lines.find((line) => line.id === 'credentialAssessment')
    expect(assessment).toMatchObject({ inTotal: false, leftOut: 'unconfirmed' })
  })

  it('show a fee replaced before the day as history, with its amount, out of the total', () => {
    const partner = plan('expressEntry', couple).lines.find((line) => line.id === 'processingFeePartner')
    expect(partner).toMatchObject({ amount: 950, currency: 'CAD', inTotal: false, leftOut: 'replaced' })
    // The day before it ended, the same fee was the one in force.
    const earlier = costPlan(costRoutes.expressEntry, couple, rates, '2026-04-29')
    expect(earlier.lines.find((line) => line.id === 'processingFeePartner')?.inTotal).toBe(true)
  })

  it('name the employer’s payments as the employer’s', () => {
    const employer = plan('usH1b', single).lines.filter((line) => line.leftOut === 'employer')
    expect(employer.map((line) => line.id)).toEqual([
      'registrationFee',
      'petitionFee',
      'trainingFee',
      'fraudFee',
      'asylumProgramFee',
      'proclamationPayment',
    ])
  })
})

describe('the lines’ structure', () => {
  const registry = new Set(allFacts(facts).map(([, fact]) => fact))
  const notes = new Set(Object.values(costNotes).flatMap((group) => Object.values(group)))

  it.each(routeIds)(
    '%s: each line has its own id and comes from the registry, a note or the tuition',
    (route) => {
      const { lines } = costRoutes[route]
      expect(new Set(lines.map((line) => line.id)).size).toBe(lines.length)
      for (const line of plan(route, { adults: 2, children: 9, tuition: 1, london: true }).lines) {
        const from = line.from
        expect(from === 'tuition' || registry.has(from as never) || notes.has(from as never), line.id).toBe(
          true,
        )
      }
    },
  )
})

describe.each(
  Object.entries(costNotes).flatMap(([country, group]) =>
    Object.entries(group).map(([name, note]): [string, CostNote] => [`${country}.${name}`, note]),
  ),
)('the cost with no figure %s', (_name, note) => {
  it('says what is known, links the official page and is reviewed like a fact', () => {
    expect(note.about.length).toBeGreaterThan(40)
    expect(note.checked <= new Date().toISOString().slice(0, 10)).toBe(true)
    expect(note.reviewBy > note.checked && note.reviewBy <= addMonths(note.checked, 6)).toBe(true)
    // A figure no source confirms is looked for again within a month, as a replaced fee is.
    if (note.price === 'unconfirmed') expect(note.reviewBy <= addMonths(note.checked, 1)).toBe(true)
    expect(new URL(note.source.url).hostname).toMatch(officialHost)
    for (const report of note.reportedBy ?? []) expect(report.title).toMatch(/^[^:]+: .+/)
  })
})
