// What a language test's scores are worth to each destination: IRCC's tables from test scores to
// Canadian Language Benchmarks (CLB, and NCLC for French), Australia's scores for Competent, Proficient
// and Superior English, and the scores the UK, New Zealand and Germany accept. Each cell is a fact: the
// lowest score, in one ability, that reaches a level. Checked on 2026-11-27. Where no stored copy of the
// official page held the table itself, the fact names the copies and reports it was read from.
import type { Fact, FactGroup, IsoDate, Source } from './types'

const IRCC = 'https://www.canada.ca/en/immigration-refugees-citizenship'
const checked: IsoDate = '2026-11-27'
const reviewBy: IsoDate = '2027-05-27'

// ---------------------------------------------------------------- official pages
const irccCharts = {
  title: 'IRCC: Language test equivalency charts',
  url: `${IRCC}/corporate/publications-manuals/operational-bulletins-manuals/standard-requirements/language-requirements/test-equivalency-charts.html`,
} as const satisfies Source

const irccPgwpResults = {
  title: 'IRCC: Post-graduation work permit, language test results (CLB and NCLC equivalencies)',
  url: `${IRCC}/services/study-canada/work/after-graduation/eligibility/language-results.html`,
} as const satisfies Source

const homeAffairsEnglish = {
  title: 'Home Affairs: English language requirements',
  url: 'https://immi.homeaffairs.gov.au/help-support/meeting-our-requirements/english-language',
} as const satisfies Source

const ukSelt = {
  title: 'GOV.UK: Prove your English language abilities with a secure English language test (SELT)',
  url: 'https://www.gov.uk/guidance/prove-your-english-language-abilities-with-a-secure-english-language-test-selt',
} as const satisfies Source

const nzSmcEnglish = {
  title: 'Immigration New Zealand: Acceptable English language test results',
  url: 'https://www.immigration.govt.nz/new-zealand-visas/preparing-a-visa-application/english-language/acceptable-english-language-test-results',
} as const satisfies Source

const germanyCardDocuments = {
  title: 'Federal Foreign Office (German Embassy Oslo): Opportunity card based on points, documents',
  url: 'https://oslo.diplo.de/no-de/service/-/2665896',
} as const satisfies Source

// ---------------------------------------------------------------- copies and reports
const vanGateCopy = {
  title: "Van-Gate Immigration: IRCC's language test equivalency charts, copied with IRCC named as source",
  url: 'https://van-gate.ca/fa/tools/language-test-equivalency-2',
} as const satisfies Source

const neuronTranscript = {
  title:
    'GitHub, ranjan-expatready/Neuron: the tables of IRCC’s language results page as transcribed on 7 December 2025',
  url: 'https://github.com/ranjan-expatready/Neuron/blob/d721bae09f264ce7d1d45395fdd7d36802ca2258/domain_knowledge/raw/language/clb_tables.md',
  copyOf: { authority: 'IRCC', kind: 'copy', read: '2025-12-07' },
} as const satisfies Source

const cicNewsPteCore = {
  title: 'CIC News: Comparing the PTE Core to other IRCC accepted language tests (7 February 2024)',
  url: 'https://www.cicnews.com/2024/02/comparing-the-pte-core-to-other-ircc-accepted-language-tests-0242772.html',
} as const satisfies Source

const lighthouseTef = {
  title: 'Lighthouse Immigration Law: Clearing up the TEF language score confusion',
  url: 'https://www.lighthouseimmigrationlaw.com/post/tef-language-score-confusion',
} as const satisfies Source

const homeAffairsCopy = {
  title:
    'GitHub, qwedsazxc78/uniimmi: copy of the Home Affairs English language page fetched on 20 January 2026 (names LIN 25/016)',
  url: 'https://github.com/qwedsazxc78/uniimmi/blob/fb3ac172046ffa59497ee76a5c62d9dcd85374a4/australia-immigration/sources/immi_requirements_english.md',
  copyOf: { authority: 'Home Affairs', kind: 'copy', read: '2026-01-20' },
} as const satisfies Source

const lin25016Transcript = {
  title:
    'Oz Home visa notes: the table of the Migration (Specification of Language Tests, Test Scores and Passports) Instrument 2025 (LIN 25/016)',
  url: 'https://visa.ozhome.info/legislation-_-policy/2025/alternative-english-tests-after-06-august-2025',
} as const satisfies Source

const onePlanetComparison = {
  title: 'One Planet Migration Law: English test score comparison, new vs previous thresholds',
  url: 'https://www.oneplanetmigrationlaw.com.au/immigration-blog/english-test-score-comparison-new-vs-previous-thresholds',
} as const satisfies Source

const mondaqAustralia = {
  title: 'Mondaq: New English language requirements for Australian visas (17 August 2025)',
  url: 'https://www.mondaq.com/australia/investment-immigration/1666114/new-english-language-requirements-for-australian-visas',
} as const satisfies Source

const foreignMigrate = {
  title: 'Foreign Migrate: Australia’s new visa English test rules',
  url: 'https://foreignmigrate.com/australias-new-visa-english-test-rules-a-comprehensive-guide',
} as const satisfies Source

const ukB2Reports = [
  {
    title:
      'Visa HQ: Higher English language bar (B2) announced for new Skilled Worker visas (16 December 2025)',
    url: 'https://www.visahq.com/news/2025-12-16/gb/higher-english-language-bar-b2-announced-for-new-skilled-worker-visas',
  },
  {
    title: 'Rowan: Which B2 English tests are accepted? (1 February 2026)',
    url: 'https://withrowan.co.uk/guides/b2-english-tests-accepted',
  },
] as const satisfies readonly Source[]

const nzSmcReports = [
  {
    title: 'Smart Immigration: Skilled Migrant Category English requirements',
    url: 'https://www.smartimmigration.co.nz/english-language-requirement',
  },
  {
    title: 'IC Legal: How to prove your English proficiency for a Skilled Migrant Visa NZ',
    url: 'https://iclegalnz.wixsite.com/iclegalnz/post/how-to-prove-your-english-proficiency-for-a-skilled-migrant-visa-nz',
  },
] as const satisfies readonly Source[]

const etsCefr = {
  title: 'ETS (TOEFL Access help centre): Performance descriptors for the TOEFL iBT test, with CEFR levels',
  url: 'https://intercom.help/toeflaccess/en/articles/10388719-performance-descriptors-for-the-toefl-ibt-test',
} as const satisfies Source

const toeflCefrStudy = {
  title: 'Language Testing in Asia: TOEFL iBT scores and CEFR levels, table 3 (2022)',
  url: 'https://languagetestingasia.springeropen.com/articles/10.1186/s40468-022-00203-3/tables/3',
} as const satisfies Source

const ieltsCefrCopy = {
  title: 'Nissanta: IELTS bands and CEFR levels, as IELTS publishes them',
  url: 'https://nissanta.com/ielts-preparation',
} as const satisfies Source

// ---------------------------------------------------------------- the shape of a table
type Ability = 'r' | 'w' | 'l' | 's'
const abilityNames: Record<Ability, string> = { r: 'reading', w: 'writing', l: 'listening', s: 'speaking' }

interface Provenance {
  asOf: IsoDate
  source: Source
  reportedBy?: readonly Source[]
  /** Said of every cell: where the figure was read and what to know about it. */
  note: string
}

/** A row of a table: per ability, the lowest score that reaches `level` on `test`. */
function minimums(test: string, level: string, scores: Record<Ability, number>, from: Provenance) {
  const row = {} as Record<Ability, Fact>
  for (const ability of ['r', 'w', 'l', 's'] as const) {
    row[ability] = {
      value: scores[ability],
      unit: 'number',
      about: `${test}: the lowest ${abilityNames[ability]} score that counts as ${level}; ${from.note}`,
      asOf: from.asOf,
      checked,
      reviewBy,
      source: from.source,
      ...(from.reportedBy ? { reportedBy: from.reportedBy } : {}),
    }
  }
  return row
}

/** A table of rows keyed by level (`clb9`, `competent`): each row the lowest scores that reach it. */
function table<K extends string>(
  test: string,
  from: Provenance,
  level: (row: K) => string,
  rows: Record<K, Record<Ability, number>>,
): Record<K, Record<Ability, Fact>> {
  const keys = Object.keys(rows) as K[]
  return Object.fromEntries(keys.map((row) => [row, minimums(test, level(row), rows[row], from)])) as Record<
    K,
    Record<Ability, Fact>
  >
}
const clb = (row: string) => row.replace('clb', 'CLB ')
const english = (row: string) => `${row} English`

/** One fact outside a table, on the same dates. */
function single(
  value: number | string,
  unit: Fact['unit'],
  about: string,
  from: Omit<Provenance, 'note'>,
): Fact {
  return {
    value,
    unit,
    about,
    asOf: from.asOf,
    checked,
    reviewBy,
    source: from.source,
    ...(from.reportedBy ? { reportedBy: from.reportedBy } : {}),
  }
}

// ---------------------------------------------------------------- Canada: CLB and NCLC
const chart = (note: string, asOf: IsoDate = '2015-01-01'): Provenance => ({
  asOf,
  source: irccCharts,
  reportedBy: [vanGateCopy, neuronTranscript],
  note: `IRCC's equivalency chart for Express Entry, row by row; ${note}`,
})

const ieltsChart = chart('read from copies of the chart, which agree')
const celpipChart = chart('CELPIP levels map one to one onto CLB levels; the chart’s top row is CLB 10')
const pteChart: Provenance = {
  ...chart('PTE Core is accepted since 30 January 2024; its chart alone has a CLB 3 row', '2024-01-30'),
  reportedBy: [neuronTranscript, cicNewsPteCore],
}
const tefChart: Provenance = {
  asOf: '2023-12-11',
  source: irccPgwpResults,
  reportedBy: [neuronTranscript, lighthouseTef],
  note: 'the table for TEF Canada tests taken from 11 December 2023, scores out of 699 in all four abilities. An Express Entry profile is filled in with the attestation’s “Équivalence ancien score” column, which IRCC’s Express Entry chart tables on the old scales',
}
const tcfChart = chart(
  'TCF Canada comprehension scores are out of 699 and expression scores out of 20; the start of this table is not stated on the copies read, so Express Entry’s start is given',
)

// ---------------------------------------------------------------- Australia
/**
 * The scores of LIN 25/016 for tests taken from 7 August 2025, per component. OET, LANGUAGECERT Academic
 * and MET are accepted too, but their per-component scores for these levels were found in no source we
 * could cite, so they are left out: check the instrument on the Federal Register of Legislation.
 */
const law = (note: string, reports: readonly Source[]): Provenance => ({
  asOf: '2025-08-07',
  source: homeAffairsEnglish,
  reportedBy: [homeAffairsCopy, ...reports],
  note: `for tests taken from 7 August 2025 (LIN 25/016); ${note}`,
})
const australia = {
  /** IELTS Academic or General Training (One Skill Retake included), unchanged on 7 August 2025. */
  ielts: table(
    'IELTS (Academic or General Training)',
    law('unchanged from before', [lin25016Transcript]),
    english,
    {
      competent: { l: 6, r: 6, w: 6, s: 6 },
      proficient: { l: 7, r: 7, w: 7, s: 7 },
      superior: { l: 8, r: 8, w: 8, s: 8 },
    },
  ),
  /** PTE Academic, scores 10-90; before 7 August 2025 it was 50, 65 and 79 in each. */
  pteAcademic: table(
    'PTE Academic',
    law('before, 50, 65 and 79 in each component', [onePlanetComparison, mondaqAustralia]),
    english,
    {
      competent: { l: 47, r: 48, w: 51, s: 54 },
      proficient: { l: 58, r: 59, w: 69, s: 76 },
      superior: { l: 69, r: 70, w: 85, s: 88 },
    },
  ),
  /** TOEFL iBT section scores 0-30 (the scale ETS reported before its January 2026 changes). */
  toefl: table(
    'TOEFL iBT',
    law(
      'section scores out of 30; ETS changed the TOEFL iBT scale in January 2026, so check how a new report is read',
      [onePlanetComparison, mondaqAustralia],
    ),
    english,
    {
      competent: { l: 16, r: 16, w: 19, s: 19 },
      proficient: { l: 22, r: 22, w: 26, s: 24 },
      superior: { l: 26, r: 27, w: 30, s: 28 },
    },
  ),
  /** Cambridge C1 Advanced, Cambridge English Scale; before, 169, 185 and 200 in each. */
  c1Advanced: table(
    'Cambridge C1 Advanced',
    law(
      'one report says the C1 Advanced scores did not change, but the instrument as transcribed and a second report give these new ones',
      [lin25016Transcript, foreignMigrate, onePlanetComparison],
    ),
    english,
    {
      competent: { l: 163, r: 163, w: 170, s: 179 },
      proficient: { l: 175, r: 179, w: 193, s: 194 },
      superior: { l: 186, r: 190, w: 210, s: 208 },
    },
  ),
  /** CELPIP General, levels; accepted from 7 August 2025. */
  celpip: table(
    'CELPIP General',
    law(
      'added on that day; one report gives 9 and 10 in each component for Proficient and Superior, the instrument as transcribed gives these',
      [lin25016Transcript],
    ),
    english,
    {
      competent: { l: 7, r: 7, w: 7, s: 7 },
      proficient: { l: 9, r: 8, w: 10, s: 8 },
      superior: { l: 10, r: 10, w: 12, s: 10 },
    },
  ),
}

export const languageScores = {
  canada: {
    /** IELTS General Training, band scores in halves from 0 to 9. */
    ielts: table('IELTS General Training', ieltsChart, clb, {
      clb10: { r: 8, w: 7.5, l: 8.5, s: 7.5 },
      clb9: { r: 7, w: 7, l: 8, s: 7 },
      clb8: { r: 6.5, w: 6.5, l: 7.5, s: 6.5 },
      clb7: { r: 6, w: 6, l: 6, s: 6 },
      clb6: { r: 5, w: 5.5, l: 5.5, s: 5.5 },
      clb5: { r: 4, w: 5, l: 5, s: 5 },
      clb4: { r: 3.5, w: 4, l: 4.5, s: 4 },
    }),
    /** CELPIP-General, levels. */
    celpip: table('CELPIP-General', celpipChart, clb, {
      clb10: { r: 10, w: 10, l: 10, s: 10 },
      clb9: { r: 9, w: 9, l: 9, s: 9 },
      clb8: { r: 8, w: 8, l: 8, s: 8 },
      clb7: { r: 7, w: 7, l: 7, s: 7 },
      clb6: { r: 6, w: 6, l: 6, s: 6 },
      clb5: { r: 5, w: 5, l: 5, s: 5 },
      clb4: { r: 4, w: 4, l: 4, s: 4 },
    }),
    /** PTE Core, scores from 10 to 90. */
    pte: table('PTE Core', pteChart, clb, {
      clb10: { r: 88, w: 90, l: 89, s: 89 },
      clb9: { r: 78, w: 88, l: 82, s: 84 },
      clb8: { r: 69, w: 79, l: 71, s: 76 },
      clb7: { r: 60, w: 69, l: 60, s: 68 },
      clb6: { r: 51, w: 60, l: 50, s: 59 },
      clb5: { r: 42, w: 51, l: 39, s: 51 },
      clb4: { r: 33, w: 41, l: 28, s: 42 },
      clb3: { r: 24, w: 32, l: 18, s: 34 },
    }),
    /** TEF Canada, tests from 11 December 2023, scores out of 699. */
    tef: table('TEF Canada (tests from 11 December 2023)', tefChart, clb, {
      clb10: { r: 546, w: 558, l: 546, s: 556 },
      clb9: { r: 503, w: 512, l: 503, s: 518 },
      clb8: { r: 462, w: 472, l: 462, s: 494 },
      clb7: { r: 434, w: 428, l: 434, s: 456 },
      clb6: { r: 393, w: 379, l: 393, s: 422 },
      clb5: { r: 352, w: 330, l: 352, s: 387 },
      clb4: { r: 306, w: 268, l: 306, s: 328 },
    }),
    /** TCF Canada: comprehension out of 699, expression out of 20. */
    tcf: table('TCF Canada', tcfChart, clb, {
      clb10: { r: 549, w: 16, l: 549, s: 16 },
      clb9: { r: 524, w: 14, l: 523, s: 14 },
      clb8: { r: 499, w: 12, l: 503, s: 12 },
      clb7: { r: 453, w: 10, l: 458, s: 10 },
      clb6: { r: 406, w: 7, l: 398, s: 7 },
      clb5: { r: 375, w: 6, l: 369, s: 6 },
      clb4: { r: 342, w: 4, l: 331, s: 4 },
    }),
  },
  australia,
  uk: {
    // The level itself is uk.skilledWorker.englishLevel (B2 for a first application from 8 January 2026).
    ieltsUkvi: {
      b2: single(
        5.5,
        'number',
        'IELTS for UKVI (Academic or General Training): the band needed in each of the four components for CEFR B2, the Skilled Worker level for a first application from 8 January 2026; only the UKVI version taken at an approved SELT centre counts',
        { asOf: '2026-01-08', source: ukSelt, reportedBy: ukB2Reports },
      ),
      b1: single(
        4,
        'number',
        'IELTS for UKVI: the band needed in each component for CEFR B1, the level before 8 January 2026 and still for extending permission granted at B1',
        { asOf: '2020-12-01', source: ukSelt, reportedBy: ukB2Reports },
      ),
    },
  },
  nz: {
    // For the principal applicant of the Skilled Migrant Category (also Global Impact and Silver Fern
    // work visas); the test result must be no more than 2 years old and taken at a test centre.
    smc: {
      ieltsOverall: single(
        6.5,
        'number',
        'Skilled Migrant Category, principal applicant: the IELTS (General or Academic) overall band needed (in force at least since the category was reset on 9 October 2023)',
        { asOf: '2023-10-09', source: nzSmcEnglish, reportedBy: nzSmcReports },
      ),
      toeflTotal: single(
        79,
        'number',
        'Skilled Migrant Category, principal applicant: the TOEFL iBT total score needed',
        { asOf: '2023-10-09', source: nzSmcEnglish, reportedBy: nzSmcReports },
      ),
      pteAcademicOverall: single(
        58,
        'number',
        'Skilled Migrant Category, principal applicant: the PTE Academic overall score needed',
        { asOf: '2023-10-09', source: nzSmcEnglish, reportedBy: nzSmcReports },
      ),
    },
  },
  germany: {
    // The prerequisite itself is germany.opportunityCard.prerequisites (German A1 or English B2).
    opportunityCard: {
      toeflB2Total: single(
        72,
        'number',
        'TOEFL iBT: the total score ETS places at CEFR B2 (72-94). An Opportunity Card applicant on points shows English at B2 or more by a certificate from an issuer ALTE certifies, or TOEFL (or German at A1, from Goethe-Institut, telc, ÖSD or ECL)',
        { asOf: '2024-06-01', source: germanyCardDocuments, reportedBy: [etsCefr, toeflCefrStudy] },
      ),
      toeflC1Total: single(
        95,
        'number',
        'TOEFL iBT: the total score ETS places at CEFR C1 (95-120), worth a point on the Opportunity Card',
        { asOf: '2024-06-01', source: germanyCardDocuments, reportedBy: [etsCefr, toeflCefrStudy] },
      ),
      ieltsB2Overall: single(
        5.5,
        'number',
        'IELTS: the overall band IELTS places at CEFR B2 (5.5-6.5). Some secondary tables place 7 at B2; the IELTS table itself, as copied, starts B2 at 5.5',
        { asOf: '2024-06-01', source: germanyCardDocuments, reportedBy: [ieltsCefrCopy] },
      ),
      ieltsC1Overall: single(
        7,
        'number',
        'IELTS: the overall band IELTS places at CEFR C1 (7-8), worth a point on the Opportunity Card',
        { asOf: '2024-06-01', source: germanyCardDocuments, reportedBy: [ieltsCefrCopy] },
      ),
    },
  },
} as const satisfies FactGroup
