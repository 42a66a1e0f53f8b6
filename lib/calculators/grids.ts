// The calculators' grids, built from the fact registry when a page is prerendered. Only the plain
// numbers travel to the browser; the registry, with its sources and notes, stays here.

import type { canada } from '../../content/facts/canada'
import { facts } from '../../content/facts/index'
import type { Fact, IsoDate, Source } from '../../content/facts/types'
import { allFacts } from '../facts/resolve'
import { type AustraliaGrid, australiaGrid } from './australia/rules'
import type { CrsGrid } from './crs/rules'
import { type GermanyGrid, germanyGrid } from './germany/rules'
import { type NzGrid, nzGrid } from './nz/rules'
import { type UkGrid, ukGrid } from './uk/rules'

type CrsFacts = typeof canada.crs

type EducationKey = 'none' | 'secondary' | 'oneYear' | 'twoYear' | 'bachelor' | 'twoOrMore' | 'master' | 'phd'
type YearsKey = 'lessThan1' | 'year1' | 'years2' | 'years3' | 'years4' | 'from5'
const thirties = [
  'age30',
  'age31',
  'age32',
  'age33',
  'age34',
  'age35',
  'age36',
  'age37',
  'age38',
  'age39',
  'age40',
  'age41',
  'age42',
  'age43',
  'age44',
] as const
type AgeKey = 'upTo17' | 'age18' | 'age19' | 'from20to29' | (typeof thirties)[number] | 'from45'

/** A grid cell's points: a registry fact that must be a number. */
function points(fact: Fact): number {
  if (typeof fact.value !== 'number') throw new Error(`A points grid fact is not a number: ${fact.about}`)
  return fact.value
}

const values = <K extends string>(row: Record<K, Fact>): Record<K, number> =>
  Object.fromEntries(Object.entries<Fact>(row).map(([key, fact]) => [key, points(fact)])) as Record<K, number>

const bySpouse = <T>(make: (key: 'withSpouse' | 'single') => T) => ({
  withSpouse: make('withSpouse'),
  single: make('single'),
})

function crsGrid(crs: CrsFacts): CrsGrid {
  const g = crs.grid
  const t = values(g.transferability.educationLanguage)
  const tc = values(g.transferability.educationCanadianWork)
  const f = values(g.transferability.foreignWorkLanguage)
  const fc = values(g.transferability.foreignWorkCanadianWork)
  const certificate = values(g.transferability.certificate)
  const levels = values(g.languageLevels)
  const second = values(g.secondLanguage.perAbility)
  const spouseLanguage = values(g.spouse.language)
  // Each row typed by the keys the registry gives it: a key it lacks does not compile.
  const education = (row: Record<EducationKey, number>) => ({
    none: row.none,
    secondary: row.secondary,
    'one-year': row.oneYear,
    'two-year': row.twoYear,
    bachelor: row.bachelor,
    'two-or-more': row.twoOrMore,
    master: row.master,
    phd: row.phd,
  })
  const byYears = (row: Record<YearsKey, number>) => [
    row.lessThan1,
    row.year1,
    row.years2,
    row.years3,
    row.years4,
    row.from5,
  ]
  const byAge = (row: Record<AgeKey, number>) => [
    row.upTo17,
    row.age18,
    row.age19,
    ...Array.from({ length: 10 }, () => row.from20to29),
    ...thirties.map((age) => row[age]),
    row.from45,
  ]
  return {
    maximum: points(crs.maximum),
    coreMax: { withSpouse: points(crs.coreMaxWithSpouse), single: points(crs.coreMaxSingle) },
    spouseMax: points(crs.spouseMax),
    transferabilityMax: points(crs.transferabilityMax),
    transferabilityGroupMax: points(g.transferability.groupMax.each),
    additionalMax: points(crs.additionalMax),
    ages: { min: 17, max: 45 },
    age: bySpouse((key) => byAge(values(g.age[key]))),
    education: bySpouse((key) => education(values(g.education[key]))),
    firstLanguage: (() => {
      const w = values(g.firstLanguage.withSpouse)
      const s = values(g.firstLanguage.single)
      const cells = [
        ['belowClb4', 0],
        ['clb4to5', 4],
        ['clb6', 6],
        ['clb7', 7],
        ['clb8', 8],
        ['clb9', 9],
        ['clb10AndUp', 10],
      ] as const
      return cells.map(([cell, min]) => ({ min, withSpouse: w[cell], single: s[cell] }))
    })(),
    secondLanguage: [
      { min: 0, points: second.clb4OrLess },
      { min: 5, points: second.clb5to6 },
      { min: 7, points: second.clb7to8 },
      { min: 9, points: second.clb9AndUp },
    ],
    secondLanguageMax: values(g.secondLanguage.max),
    canadianWork: bySpouse((key) => byYears(values(g.canadianWork[key]))),
    spouseEducation: education(values(g.spouse.education)),
    spouseLanguage: [
      { min: 0, points: spouseLanguage.clb4OrLess },
      { min: 5, points: spouseLanguage.clb5to6 },
      { min: 7, points: spouseLanguage.clb7to8 },
      { min: 9, points: spouseLanguage.clb9AndUp },
    ],
    spouseCanadianWork: byYears(values(g.spouse.canadianWork)),
    levels: { good: levels.good, high: levels.high, certificate: levels.certificate },
    educationLanguage: [
      [t.oneCredentialClb7, t.oneCredentialClb9],
      [t.twoOrMoreClb7, t.twoOrMoreClb9],
    ],
    educationCanadianWork: [
      [tc.oneCredentialYear1, tc.oneCredentialYears2],
      [tc.twoOrMoreYear1, tc.twoOrMoreYears2],
    ],
    foreignWorkLanguage: [
      [f.years1to2Clb7, f.years1to2Clb9],
      [f.from3Clb7, f.from3Clb9],
    ],
    foreignWorkCanadianWork: [
      [fc.years1to2Year1, fc.years1to2Years2],
      [fc.from3Year1, fc.from3Years2],
    ],
    certificate: [certificate.clb5, certificate.clb7],
    nomination: points(crs.provincialNomination),
    french: {
      min: points(crs.frenchMinimumNclc),
      englishMin: points(crs.frenchEnglishClb),
      withEnglish: points(crs.frenchMax),
      withoutEnglish: points(crs.frenchWithoutEnglish),
    },
    canadianStudy: { none: 0, short: points(crs.canadianStudyShort), long: points(crs.canadianStudyLong) },
    sibling: points(crs.siblingInCanada),
  }
}

/** What a calculator shows of its grid's provenance: the latest change and the official pages. */
export interface GridProvenance {
  /** The newest `asOf` among the grid's facts: the grid has been as shown since this date. */
  asOf: IsoDate
  sources: readonly Source[]
  /** The registry names of the grid's facts, for the page's "Last reviewed" and Sources. */
  factNames: readonly string[]
}

function provenance(entries: readonly [string, Fact][]): GridProvenance {
  const sources = new Map(entries.map(([, fact]) => [fact.source.url, fact.source]))
  return {
    asOf: entries.map(([, fact]) => fact.asOf).reduce((a, b) => (a > b ? a : b)),
    sources: [...sources.values()],
    factNames: entries.map(([name]) => name),
  }
}

// The reform notes sit beside the points test in the registry but are not rows of it.
const australiaEntries = allFacts(facts.australia.pointsTest, 'australia.pointsTest').filter(
  ([name]) => !name.includes('.reform'),
)
// The CRS rows, the French rule, and the removed job-offer points (the grid's latest change).
const crsEntries = allFacts(facts.canada.crs, 'canada.crs').filter(
  ([name]) => name !== 'canada.crs.highWageOccupation',
)

export const australiaCalculatorGrid: AustraliaGrid = australiaGrid(facts.australia.pointsTest)
export const australiaGridProvenance = provenance(australiaEntries)
export const crsCalculatorGrid: CrsGrid = crsGrid(facts.canada.crs)
export const crsGridProvenance = provenance(crsEntries)

// The points table, its minimum, the prerequisites and the monthly funds.
const germanyEntries = allFacts(facts.germany.opportunityCard, 'germany.opportunityCard').filter(([name]) =>
  /\.(points\.|pointsNeeded|fundsPerMonth|prerequisites)/.test(name),
)

export const germanyCalculatorGrid: GermanyGrid = germanyGrid(facts.germany.opportunityCard)
export const germanyGridProvenance = provenance(germanyEntries)

// The points, the English level, the general threshold, the salary rules and the PhD review.
const ukEntries = allFacts(facts.uk.skilledWorker, 'uk.skilledWorker').filter(([name]) =>
  /\.(points\.|englishLevel|generalSalaryThreshold|salaryOptions\.|phdDiscountReview|skillLevel)/.test(name),
)

export const ukCalculatorGrid: UkGrid = ukGrid(facts.uk.skilledWorker)
export const ukGridProvenance = provenance(ukEntries)

// The points table, the threshold, the median wage, the job's pay floor and the age limit.
const nzEntries = [
  ...allFacts(facts.nz.smc, 'nz.smc').filter(([name]) =>
    /\.(points\.|pointsRequired|medianWage|jobPay\.)/.test(name),
  ),
  ...allFacts(facts.nz.residence, 'nz.residence'),
]

export const nzCalculatorGrid: NzGrid = nzGrid(facts.nz.smc, facts.nz.residence.maxAge.value)
export const nzGridProvenance = provenance(nzEntries)
