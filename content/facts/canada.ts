// Canada: figures and rules the site states, each checked against the IRCC page it cites.
// Checked on 2026-11-23 against stored copies of canada.ca and, where no stored copy of the official
// page was found, against several independent reports quoting IRCC (each such fact says so).
import type { Fact, FactGroup, IsoDate, Source } from './types'

const IRCC = 'https://www.canada.ca/en/immigration-refugees-citizenship'

// ---------------------------------------------------------------- official pages
const proofOfFunds = {
  title: 'IRCC: Proof of funds (Express Entry)',
  url: `${IRCC}/services/immigrate-canada/express-entry/documents/proof-funds.html`,
} as const satisfies Source

const crsCriteria = {
  title: 'IRCC: Comprehensive Ranking System (CRS) criteria',
  url: `${IRCC}/services/immigrate-canada/express-entry/check-score/crs-criteria.html`,
} as const satisfies Source

const fswFactors = {
  title: 'IRCC: Six selection factors, Federal Skilled Worker Program',
  url: `${IRCC}/services/immigrate-canada/express-entry/who-can-apply/federal-skilled-workers/six-selection-factors-federal-skilled-workers.html`,
} as const satisfies Source

const expressEntryWhoCanApply = {
  title: 'IRCC: Express Entry, who can apply',
  url: `${IRCC}/services/immigrate-canada/express-entry/who-can-apply.html`,
} as const satisfies Source

const expressEntryInstructions2017 = {
  title: 'IRCC: Ministerial Instructions amending the Express Entry system, 2017-1',
  url: `${IRCC}/corporate/mandate/policies-operational-instructions-agreements/ministerial-instructions/express-entry-application-management-system/amending-express-entry-system-2017.html`,
} as const satisfies Source

const expressEntryCompleteness = {
  title: 'IRCC: Express Entry applications, completeness check (program delivery instructions)',
  url: `${IRCC}/corporate/publications-manuals/operational-bulletins-manuals/permanent-residence/express-entry/applications-received-on-after-january-1-2016-completeness-check.html`,
} as const satisfies Source

const categoryBasedSelection = {
  title: 'IRCC: Express Entry rounds of invitations, category-based selection',
  url: `${IRCC}/services/immigrate-canada/express-entry/rounds-invitations/category-based-selection.html`,
} as const satisfies Source

const feeList = {
  title: 'IRCC: Fee list',
  url: 'https://ircc.canada.ca/english/information/fees/fees.asp',
} as const satisfies Source

const prFees2024 = {
  title: 'Canada Gazette, Part I: Notice of biennial increase of permanent residence fees (30 March 2024)',
  url: 'https://gazette.gc.ca/rp-pr/p1/2024/2024-03-30/html/notice-avis-eng.html',
} as const satisfies Source

const prFees2026Report = {
  title: 'Ansari Immigration: Permanent residence fees Canada April 30, 2026 (28 April 2026)',
  url: 'https://www.ansariimmigration.com/post/permanent-residence-fees-canada-april-30-2026-what-applicants-should-review-now',
} as const satisfies Source

/** Permanent residence fees are indexed to inflation every two years on 30 April (IRPR s. 294(d)). */
const prFeeIndexation = {
  on: '2028-04-30',
  what: 'Permanent residence fees are indexed to inflation every two years on 30 April (IRPR s. 294(d))',
} as const

/** IRCC's fee list as it answers for a study permit: the permit's fee and the biometrics fees. */
const studyPermitFees = {
  title: 'IRCC: Your fees, study permit (fee list)',
  url: 'https://ircc.canada.ca/english/information/fees/result.asp?lob=sp&canada=inside&cat=temp',
} as const satisfies Source

const biometricsFee = {
  title: 'IRCC: How to give your fingerprints and photo (biometrics), step 1: pay the fee',
  url: `${IRCC}/services/biometrics/how-to-give.html`,
} as const satisfies Source

const startUpVisa = {
  title: 'IRCC: Start-up Visa Program',
  url: `${IRCC}/services/immigrate-canada/start-visa.html`,
} as const satisfies Source

const selfEmployed = {
  title: 'IRCC: Self-employed persons program',
  url: `${IRCC}/services/immigrate-canada/self-employed.html`,
} as const satisfies Source

const entrepreneurMeasuresReports = [
  {
    title:
      'Blift: IRCC notice "Update on immigration measures for entrepreneurs" (19 December 2025, reproduced)',
    url: 'https://www.blift.ca/elementor-1585',
  },
  {
    title:
      'Business Today: Canada closes Start-up Visa program, prepares new entrepreneur pilot (24 December 2025)',
    url: 'https://www.businesstoday.in/amp/nri/visa/story/canada-closes-start-up-visa-program-prepares-to-launch-new-immigrant-entrepreneur-pilot-in-2026-507983-2025-12-24',
  },
] as const satisfies readonly Source[]

const parentsGrandparents = {
  title: 'IRCC: Sponsor your parents and grandparents',
  url: `${IRCC}/services/immigrate-canada/family-sponsorship/sponsor-parents-grandparents.html`,
} as const satisfies Source

const superVisa = {
  title: 'IRCC: Parent and grandparent super visa',
  url: `${IRCC}/services/visit-canada/parent-grandparent-super-visa.html`,
} as const satisfies Source

const spouseSponsorship = {
  title: 'IRCC: Sponsor your spouse, partner or children',
  url: `${IRCC}/services/immigrate-canada/family-sponsorship/spouse-partner-children.html`,
} as const satisfies Source

const familyServiceStandard = {
  title: 'IRCC: Service standard, Family Class (spouses, partners and dependent children)',
  url: `${IRCC}/corporate/mandate/service-declaration/service-standards/family-class-priority-overseas.html`,
} as const satisfies Source

const familyOpenWorkPermits = {
  title: 'IRCC: Changes to open work permits for family members of temporary residents',
  url: `${IRCC}/news/notices/changes-open-work-permits-family-members-temporary-residents.html`,
} as const satisfies Source

const spouseWorkPermitUpdate = {
  title: 'IRCC: Program delivery update, open work permits for spouses of foreign workers (3 February 2025)',
  url: `${IRCC}/corporate/publications-manuals/operational-bulletins-manuals/updates/2025-competitiveness-economy-work-permit.html`,
} as const satisfies Source

const studyFinancialSupport = {
  title: 'IRCC: Study permit, proof of financial support',
  url: `${IRCC}/services/study-canada/study-permit/get-documents/financial-support.html`,
} as const satisfies Source

const studentCap2026 = {
  title: 'IRCC: 2026 provincial and territorial allocations under the international student cap',
  url: `${IRCC}/news/notices/2026-provincial-territorial-allocations-under-international-student-cap.html`,
} as const satisfies Source

const workOffCampus = {
  title: 'IRCC: Work off campus as an international student',
  url: `${IRCC}/services/study-canada/work/work-off-campus.html`,
} as const satisfies Source

const pgwpEligibility = {
  title: 'IRCC: Post-graduation work permit, who can apply',
  url: `${IRCC}/services/study-canada/work/after-graduation/eligibility.html`,
} as const satisfies Source

const citizenship = {
  title: 'IRCC: Canadian citizenship, who is eligible',
  url: `${IRCC}/services/canadian-citizenship/become-canadian-citizen/eligibility.html`,
} as const satisfies Source

const lfsWages = {
  title:
    'Statistics Canada: Labour Force Survey, August 2025, Table 11 (average usual hours and wages of employees)',
  url: 'https://www150.statcan.gc.ca/n1/daily-quotidien/250905/t011a-eng.htm',
} as const satisfies Source

const populationEstimates = {
  title: 'Statistics Canada: Population estimates, quarterly (Table 17-10-0009-01)',
  url: 'https://www150.statcan.gc.ca/t1/tbl1/en/tv.action?pid=1710000901',
} as const satisfies Source

// ---------------------------------------------------------------- review dates
const checked = '2026-11-23'
// Annual figures whose 2026 revision, if any, was not in the stored copies: re-check at once.
const recheckSoon = '2026-12-31'

/** The Express Entry proof-of-funds table is revised each summer (7 July in 2025). */
const proofOfFundsRevision = {
  yearly: '07-07',
  what: 'IRCC revises the Express Entry proof-of-funds table each summer (7 July in 2025)',
} as const

// ---------------------------------------------------------------- the CRS grid
// Every row of the Comprehensive Ranking System, for /crs-calculator. The stored copies of the
// criteria page (modified 2026-06-22) and of the Ministerial Instructions in force since 25 March
// 2025 agree on these values. A high-wage occupation factor was consulted on in April-May 2026 and
// unofficial sources report it in effect from 3 November 2026 (canada.crs.highWageOccupation); no
// official text confirms it, so the grid leaves it out and is reviewed early.
const crsGridDates = { checked, reviewBy: '2026-12-15', source: crsCriteria } as const

/** One fact per cell of a CRS table row; `about` names the row and the cell. */
function crsRow<K extends string>(row: string, values: Record<K, number>, asOf: IsoDate = '2015-01-01') {
  const facts = {} as Record<K, Fact>
  for (const [cell, value] of Object.entries(values) as [K, number][]) {
    facts[cell] = { value, unit: 'points', about: `CRS ${row}, ${cell}`, asOf, ...crsGridDates }
  }
  return facts
}

const crsGrid = {
  age: {
    withSpouse: crsRow('age points with an accompanying spouse or partner, by age', {
      upTo17: 0,
      age18: 90,
      age19: 95,
      from20to29: 100,
      age30: 95,
      age31: 90,
      age32: 85,
      age33: 80,
      age34: 75,
      age35: 70,
      age36: 65,
      age37: 60,
      age38: 55,
      age39: 50,
      age40: 45,
      age41: 35,
      age42: 25,
      age43: 15,
      age44: 5,
      from45: 0,
    }),
    single: crsRow('age points without a spouse or partner, by age', {
      upTo17: 0,
      age18: 99,
      age19: 105,
      from20to29: 110,
      age30: 105,
      age31: 99,
      age32: 94,
      age33: 88,
      age34: 83,
      age35: 77,
      age36: 72,
      age37: 66,
      age38: 61,
      age39: 55,
      age40: 50,
      age41: 39,
      age42: 28,
      age43: 17,
      age44: 6,
      from45: 0,
    }),
  },
  education: {
    withSpouse: crsRow('level of education with a spouse or partner', {
      none: 0,
      secondary: 28,
      oneYear: 84,
      twoYear: 91,
      bachelor: 112,
      twoOrMore: 119,
      master: 126,
      phd: 140,
    }),
    single: crsRow('level of education without a spouse or partner', {
      none: 0,
      secondary: 30,
      oneYear: 90,
      twoYear: 98,
      bachelor: 120,
      twoOrMore: 128,
      master: 135,
      phd: 150,
    }),
  },
  firstLanguage: {
    withSpouse: crsRow('first official language, per ability, with a spouse or partner, by CLB level', {
      belowClb4: 0,
      clb4to5: 6,
      clb6: 8,
      clb7: 16,
      clb8: 22,
      clb9: 29,
      clb10AndUp: 32,
    }),
    single: crsRow('first official language, per ability, without a spouse or partner, by CLB level', {
      belowClb4: 0,
      clb4to5: 6,
      clb6: 9,
      clb7: 17,
      clb8: 23,
      clb9: 31,
      clb10AndUp: 34,
    }),
  },
  secondLanguage: {
    perAbility: crsRow('second official language, per ability, by CLB level', {
      clb4OrLess: 0,
      clb5to6: 1,
      clb7to8: 3,
      clb9AndUp: 6,
    }),
    max: crsRow('second official language, most points in all', { withSpouse: 22, single: 24 }),
  },
  canadianWork: {
    withSpouse: crsRow('Canadian work experience with a spouse or partner, by years', {
      lessThan1: 0,
      year1: 35,
      years2: 46,
      years3: 56,
      years4: 63,
      from5: 70,
    }),
    single: crsRow('Canadian work experience without a spouse or partner, by years', {
      lessThan1: 0,
      year1: 40,
      years2: 53,
      years3: 64,
      years4: 72,
      from5: 80,
    }),
  },
  spouse: {
    education: crsRow("spouse's or partner's level of education", {
      none: 0,
      secondary: 2,
      oneYear: 6,
      twoYear: 7,
      bachelor: 8,
      twoOrMore: 9,
      master: 10,
      phd: 10,
    }),
    language: crsRow("spouse's or partner's first official language, per ability, by CLB level", {
      clb4OrLess: 0,
      clb5to6: 1,
      clb7to8: 3,
      clb9AndUp: 5,
    }),
    canadianWork: crsRow("spouse's or partner's Canadian work experience, by years", {
      lessThan1: 0,
      year1: 5,
      years2: 7,
      years3: 8,
      years4: 9,
      from5: 10,
    }),
  },
  transferability: {
    groupMax: crsRow(
      'skill transferability, most points for each of education, foreign work experience and a certificate of qualification',
      { each: 50 },
    ),
    educationLanguage: crsRow(
      'skill transferability, education with language (first language all abilities CLB 7+, or CLB 9+)',
      {
        oneCredentialClb7: 13,
        oneCredentialClb9: 25,
        twoOrMoreClb7: 25,
        twoOrMoreClb9: 50,
      },
    ),
    educationCanadianWork: crsRow(
      'skill transferability, education with Canadian work experience (1 year, or 2 years or more)',
      {
        oneCredentialYear1: 13,
        oneCredentialYears2: 25,
        twoOrMoreYear1: 25,
        twoOrMoreYears2: 50,
      },
    ),
    foreignWorkLanguage: crsRow(
      'skill transferability, foreign work experience with language (first language all abilities CLB 7+, or CLB 9+)',
      {
        years1to2Clb7: 13,
        years1to2Clb9: 25,
        from3Clb7: 25,
        from3Clb9: 50,
      },
    ),
    foreignWorkCanadianWork: crsRow(
      'skill transferability, foreign work experience with Canadian work experience (1 year, or 2 years or more)',
      {
        years1to2Year1: 13,
        years1to2Years2: 25,
        from3Year1: 25,
        from3Years2: 50,
      },
    ),
    certificate: crsRow(
      'skill transferability, certificate of qualification in a trade with language (first language all abilities CLB 5+, or CLB 7+)',
      {
        clb5: 25,
        clb7: 50,
      },
    ),
  },
  languageLevels: crsRow(
    'the CLB levels, in all four abilities of the first official language, that skill transferability and the certificate of qualification count from',
    {
      good: 7,
      high: 9,
      certificate: 5,
    },
  ),
}

export const canada = {
  expressEntry: {
    proofOfFunds: {
      single: {
        value: 15263,
        unit: 'CAD',
        about:
          'Settlement funds a single Federal Skilled Worker or Federal Skilled Trades applicant must show (50% of LICO), table revised 7 July 2025; no later revision was found in the stored copies, so re-check the IRCC table',
        asOf: '2025-07-07',
        checked,
        reviewBy: recheckSoon,
        source: proofOfFunds,
        nextChange: proofOfFundsRevision,
      },
      twoPeople: {
        value: 19001,
        unit: 'CAD',
        about: 'Settlement funds for a family of two (FSW and FST), table revised 7 July 2025',
        asOf: '2025-07-07',
        checked,
        reviewBy: recheckSoon,
        source: proofOfFunds,
        nextChange: proofOfFundsRevision,
      },
      threePeople: {
        value: 23360,
        unit: 'CAD',
        about: 'Settlement funds for a family of three (FSW and FST), table revised 7 July 2025',
        asOf: '2025-07-07',
        checked,
        reviewBy: recheckSoon,
        source: proofOfFunds,
        nextChange: proofOfFundsRevision,
      },
      fourPeople: {
        value: 28362,
        unit: 'CAD',
        about: 'Settlement funds for a family of four (FSW and FST), table revised 7 July 2025',
        asOf: '2025-07-07',
        checked,
        reviewBy: recheckSoon,
        source: proofOfFunds,
        nextChange: proofOfFundsRevision,
      },
      fivePeople: {
        value: 32168,
        unit: 'CAD',
        about: 'Settlement funds for a family of five (FSW and FST), table revised 7 July 2025',
        asOf: '2025-07-07',
        checked,
        reviewBy: recheckSoon,
        source: proofOfFunds,
        nextChange: proofOfFundsRevision,
      },
      sixPeople: {
        value: 36280,
        unit: 'CAD',
        about: 'Settlement funds for a family of six (FSW and FST), table revised 7 July 2025',
        asOf: '2025-07-07',
        checked,
        reviewBy: recheckSoon,
        source: proofOfFunds,
        nextChange: proofOfFundsRevision,
      },
      sevenPeople: {
        value: 40392,
        unit: 'CAD',
        about: 'Settlement funds for a family of seven (FSW and FST), table revised 7 July 2025',
        asOf: '2025-07-07',
        checked,
        reviewBy: recheckSoon,
        source: proofOfFunds,
        nextChange: proofOfFundsRevision,
      },
      eachAdditional: {
        value: 4112,
        unit: 'CAD',
        about:
          'Settlement funds to add for each family member beyond seven (FSW and FST), table revised 7 July 2025',
        asOf: '2025-07-07',
        checked,
        reviewBy: recheckSoon,
        source: proofOfFunds,
        nextChange: proofOfFundsRevision,
      },
    },
    fsw: {
      passMark: {
        value: 67,
        unit: 'points',
        about: 'Minimum score on the Federal Skilled Worker selection grid (six factors, 100 points in all)',
        asOf: '2013-05-04',
        checked,
        reviewBy: '2027-05-23',
        source: fswFactors,
      },
      gridMaximum: {
        value: 100,
        unit: 'number',
        about: 'Total points available on the Federal Skilled Worker selection grid',
        asOf: '2013-05-04',
        checked,
        reviewBy: '2027-05-23',
        source: fswFactors,
      },
      maxLanguage: {
        value: 28,
        unit: 'points',
        about: 'FSW grid: maximum points for language ability (first and second official language)',
        asOf: '2013-05-04',
        checked,
        reviewBy: '2027-05-23',
        source: fswFactors,
      },
      maxEducation: {
        value: 25,
        unit: 'points',
        about: 'FSW grid: maximum points for education',
        asOf: '2013-05-04',
        checked,
        reviewBy: '2027-05-23',
        source: fswFactors,
      },
      maxExperience: {
        value: 15,
        unit: 'points',
        about: 'FSW grid: maximum points for skilled work experience',
        asOf: '2013-05-04',
        checked,
        reviewBy: '2027-05-23',
        source: fswFactors,
      },
      maxAge: {
        value: 12,
        unit: 'points',
        about: 'FSW grid: maximum points for age',
        asOf: '2013-05-04',
        checked,
        reviewBy: '2027-05-23',
        source: fswFactors,
      },
      maxArrangedEmployment: {
        value: 10,
        unit: 'points',
        about:
          'FSW grid: maximum points for arranged employment in Canada (still part of the FSW eligibility grid, unlike the CRS)',
        asOf: '2013-05-04',
        checked,
        reviewBy: '2027-05-23',
        source: fswFactors,
      },
      maxAdaptability: {
        value: 10,
        unit: 'points',
        about: 'FSW grid: maximum points for adaptability',
        asOf: '2013-05-04',
        checked,
        reviewBy: '2027-05-23',
        source: fswFactors,
      },
      minimumClb: {
        value: 7,
        unit: 'number',
        about:
          'Minimum Canadian Language Benchmark level, in all four abilities, in the first official language for FSW',
        asOf: '2013-05-04',
        checked,
        reviewBy: '2027-05-23',
        source: fswFactors,
      },
      experience: {
        value: 1,
        unit: 'years',
        about: 'FSW: minimum continuous full-time (or equivalent part-time) paid skilled work experience',
        asOf: '2015-01-01',
        checked,
        reviewBy: '2027-05-23',
        source: expressEntryWhoCanApply,
      },
      experienceWindow: {
        value: 10,
        unit: 'years',
        about: 'FSW: the period before applying in which the skilled work experience must fall',
        asOf: '2015-01-01',
        checked,
        reviewBy: '2027-05-23',
        source: expressEntryWhoCanApply,
      },
    },
    cec: {
      experience: {
        value: 1,
        unit: 'years',
        about: 'Canadian Experience Class: minimum skilled paid work experience in Canada',
        asOf: '2015-01-01',
        checked,
        reviewBy: '2027-05-23',
        source: expressEntryWhoCanApply,
      },
      experienceWindow: {
        value: 3,
        unit: 'years',
        about:
          'Canadian Experience Class: the period before applying in which the Canadian work experience must fall',
        asOf: '2015-01-01',
        checked,
        reviewBy: '2027-05-23',
        source: expressEntryWhoCanApply,
      },
    },
    fst: {
      experience: {
        value: 2,
        unit: 'years',
        about:
          'Federal Skilled Trades: minimum full-time (or equivalent part-time) work experience in a skilled trade',
        asOf: '2015-01-01',
        checked,
        reviewBy: '2027-05-23',
        source: expressEntryWhoCanApply,
      },
      experienceWindow: {
        value: 5,
        unit: 'years',
        about: 'Federal Skilled Trades: the period before applying in which the trade experience must fall',
        asOf: '2015-01-01',
        checked,
        reviewBy: '2027-05-23',
        source: expressEntryWhoCanApply,
      },
    },
    profileValidity: {
      value: 12,
      unit: 'months',
      about: 'How long an Express Entry profile stays in the pool (one year from the day IRCC receives it)',
      asOf: '2017-06-06',
      checked,
      reviewBy: '2027-05-23',
      source: expressEntryInstructions2017,
    },
    ecaValidity: {
      value: 5,
      unit: 'years',
      about: 'An Educational Credential Assessment counts for Express Entry until it is five years old',
      asOf: '2017-06-06',
      checked,
      reviewBy: '2027-05-23',
      source: expressEntryInstructions2017,
    },
    languageTestValidity: {
      value: 2,
      unit: 'years',
      about: 'Language test results count for Express Entry until they are two years old',
      asOf: '2017-06-06',
      checked,
      reviewBy: '2027-05-23',
      source: expressEntryInstructions2017,
    },
    itaDeadline: {
      value: 60,
      unit: 'days',
      about:
        'Time to submit a complete permanent residence application after an invitation to apply (ITAs from 29 June 2021)',
      asOf: '2021-06-29',
      checked,
      reviewBy: '2027-05-23',
      source: expressEntryCompleteness,
    },
    processingStandard: {
      value: 6,
      unit: 'months',
      about:
        'IRCC processing standard for complete Express Entry permanent residence applications, from submission to decision',
      asOf: '2015-01-01',
      checked,
      reviewBy: '2027-05-23',
      source: expressEntryCompleteness,
    },
    categories2026: {
      value:
        'French-language proficiency, health care and social services, trades, STEM and education, plus new categories for doctors, researchers and senior managers with Canadian work experience, transport occupations such as pilots and aircraft mechanics, and skilled military recruits for the Canadian Armed Forces (IRCC’s news release of 18 February 2026 names French, health care and trades as the continuing categories; STEM and education are on the category page’s list of ten as reports of February and March 2026 quote it)',
      unit: 'text',
      about:
        "Category-based selection for 2026. IRCC's news release of 18 February 2026 (as distributed by newswire.ca) names the new categories and French, health care and trades; the category page itself was not in the stored copies, and reports quoting it (Gowling WLG, 26 February 2026; Financial Express, 8 March 2026) list ten categories including STEM and education, as the Minister's speech of the same day said. Both are stated, with the reports named",
      asOf: '2026-02-18',
      checked: '2026-11-25',
      reviewBy: '2027-01-31',
      source: categoryBasedSelection,
      reportedBy: [
        {
          title:
            'IRCC news release via Newswire: Canada prioritizes top talent in 2026 Express Entry categories (18 February 2026)',
          url: 'https://www.newswire.ca/news-releases/canada-prioritizes-top-talent-in-2026-immigration-express-entry-categories-888682465.html',
        },
        {
          title: 'Financial Express: the new eligibility rule for Canada permanent residence (8 March 2026)',
          url: 'https://www.financialexpress.com/business/investing-abroad-what-is-the-new-eligibility-rule-for-foreign-workers-to-apply-for-canada-permanent-residence-4165901/',
        },
      ],
    },
    categoryExperience: {
      value:
        '12 months of work in the category’s occupations within the last 3 years, not necessarily in a row',
      unit: 'text',
      about:
        'Work experience a candidate needs for an occupational category round, from 18 February 2026 (before: 6 months in a row). Reported by Financial Express (8 March 2026) from the category page, which was not in the sources we could read; whether part-time work counts pro rata was not stated there',
      asOf: '2026-02-18',
      checked: '2026-11-25',
      reviewBy: '2026-12-31',
      source: categoryBasedSelection,
      reportedBy: [
        {
          title: 'Financial Express: the new eligibility rule for Canada permanent residence (8 March 2026)',
          url: 'https://www.financialexpress.com/business/investing-abroad-what-is-the-new-eligibility-rule-for-foreign-workers-to-apply-for-canada-permanent-residence-4165901/',
        },
      ],
    },
  },
  crs: {
    maximum: {
      value: 1200,
      unit: 'number',
      about: 'Highest possible Comprehensive Ranking System score',
      asOf: '2015-01-01',
      checked,
      reviewBy: '2027-05-23',
      source: crsCriteria,
    },
    coreMaxSingle: {
      value: 500,
      unit: 'points',
      about: 'CRS section A (core human capital) maximum without an accompanying spouse or partner',
      asOf: '2015-01-01',
      checked,
      reviewBy: '2027-05-23',
      source: crsCriteria,
    },
    coreMaxWithSpouse: {
      value: 460,
      unit: 'points',
      about: 'CRS section A (core human capital) maximum with an accompanying spouse or partner',
      asOf: '2015-01-01',
      checked,
      reviewBy: '2027-05-23',
      source: crsCriteria,
    },
    spouseMax: {
      value: 40,
      unit: 'points',
      about: "CRS section B: maximum for an accompanying spouse's or partner's factors",
      asOf: '2015-01-01',
      checked,
      reviewBy: '2027-05-23',
      source: crsCriteria,
    },
    transferabilityMax: {
      value: 100,
      unit: 'points',
      about: 'CRS section C: maximum for skill transferability factors',
      asOf: '2015-01-01',
      checked,
      reviewBy: '2027-05-23',
      source: crsCriteria,
    },
    additionalMax: {
      value: 600,
      unit: 'points',
      about: 'CRS section D: maximum for additional points (nomination, French, Canadian study, sibling)',
      asOf: '2015-01-01',
      checked,
      reviewBy: '2027-05-23',
      source: crsCriteria,
    },
    provincialNomination: {
      value: 600,
      unit: 'points',
      about: 'CRS points for a provincial or territorial nomination',
      asOf: '2015-01-01',
      checked,
      reviewBy: '2027-05-23',
      source: crsCriteria,
    },
    frenchMax: {
      value: 50,
      unit: 'points',
      about:
        'CRS additional points for French at NCLC 7 or more in all four abilities together with English at CLB 5 or more (25 points with weaker or no English)',
      asOf: '2020-10-27',
      checked,
      reviewBy: '2027-05-23',
      source: crsCriteria,
    },
    frenchWithoutEnglish: {
      value: 25,
      unit: 'points',
      about:
        'CRS additional points for French at NCLC 7 or more in all four abilities with English at CLB 4 or lower, or no English test',
      asOf: '2020-10-27',
      checked,
      reviewBy: '2027-05-23',
      source: crsCriteria,
    },
    frenchMinimumNclc: {
      value: 7,
      unit: 'number',
      about: 'French level (NCLC), in all four abilities, needed for CRS additional points for French',
      asOf: '2020-10-27',
      checked,
      reviewBy: '2027-05-23',
      source: crsCriteria,
    },
    frenchEnglishClb: {
      value: 5,
      unit: 'number',
      about:
        'English level (CLB), in all four abilities, that lifts the French additional points to the full amount',
      asOf: '2020-10-27',
      checked,
      reviewBy: '2027-05-23',
      source: crsCriteria,
    },
    siblingInCanada: {
      value: 15,
      unit: 'points',
      about:
        'CRS additional points for a brother or sister in Canada who is a citizen or permanent resident (aged 18 or over)',
      asOf: '2017-06-06',
      checked,
      reviewBy: '2027-05-23',
      source: crsCriteria,
    },
    canadianStudyShort: {
      value: 15,
      unit: 'points',
      about:
        'CRS additional points for a Canadian post-secondary credential from a one- or two-year programme',
      asOf: '2016-11-19',
      checked,
      reviewBy: '2027-05-23',
      source: crsCriteria,
    },
    canadianStudyLong: {
      value: 30,
      unit: 'points',
      about:
        "CRS additional points for a Canadian credential from a programme of three years or more, or a master's, professional or doctoral degree",
      asOf: '2016-11-19',
      checked,
      reviewBy: '2027-05-23',
      source: crsCriteria,
    },
    arrangedEmployment: {
      value: 0,
      unit: 'points',
      about:
        'CRS points for a job offer (arranged employment): the former 50 or 200 points were removed on 25 March 2025, a measure IRCC called temporary. Date confirmed by several reports quoting IRCC (Mondaq/Green and Spiegel, Economic Times, CIC News) and by the current CRS criteria page',
      asOf: '2025-03-25',
      checked,
      reviewBy: '2027-05-23',
      source: crsCriteria,
    },
    highWageOccupation: {
      value:
        'proposed and reported, but not confirmed by IRCC as of 27 November 2026 (IRCC consulted on them from 23 April to 24 May 2026; two unofficial sources say they apply from 3 November 2026)',
      unit: 'text',
      about:
        'CRS points for Canadian work experience or a job offer in a high-wage occupation (proposed tiers at about 1.3, 1.5 and 2 times the national median wage, by occupation; the discussion paper, as the Canadian Press reported it, would bring job-offer points back for these occupations only). IRCC consulted on it from 23 April to 24 May 2026. Two unofficial sources, a CRS tool listed on Glama and a community guide on GitHub, say an IRCC list of 186 NOC 2021 codes took effect on 3 November 2026. No IRCC page, Ministerial Instructions, Canada Gazette notice or news release in the sources we could read on 27 November 2026 gives a start date, the points per tier or the list, and no news report we could read says it has started; so it stays a proposal and the calculator leaves it out',
      asOf: '2026-04-23',
      checked: '2026-11-27',
      reviewBy: '2026-12-27',
      source: crsCriteria,
      reportedBy: [
        {
          title:
            'The Canadian Press (in Darpan, 20 May 2026): Government looking to give boost to high-wage workers in express entry system',
          url: 'https://www.darpanmagazine.com/news/national/government-looking-to-give-boost-to-highwage-workers-in-express-entry-system/',
        },
        {
          title:
            'iCA Immigration: Canada’s Express Entry high-wage occupation factor (consultation of 23 April 2026)',
          url: 'https://www.ica-immigration.ca/canada-s-express-entry-high-wage-occupation-factor-2026-guide',
        },
        {
          title: 'ImmiCalculator: Everything we know about the proposed high-wage occupation factor',
          url: 'https://immicalculator.com/everything-we-know-about-the-high-wage-occupation-factor-in-canadas-proposed-express-entry-overhaul/',
        },
        {
          title:
            'CELPass CRS tool on Glama (unofficial): “IRCC’s high-wage occupation list (in effect November 3, 2026; 186 NOC 2021 codes)”',
          url: 'https://glama.ai/mcp/connectors/com.celpass/celpip/tools/find_high_wage_occupation',
        },
        {
          title:
            'BryceYuuu/RUN on GitHub (unofficial community guide, in Chinese): Canada, Express Entry “new rules from 2026-11-03”',
          url: 'https://github.com/BryceYuuu/RUN/blob/master/docs/global/canada.md',
          copyOf: { authority: 'IRCC', kind: 'summary', read: '2026-11-27' },
        },
      ],
    },
    grid: crsGrid,
  },
  fees: {
    lastIncrease: {
      value: '2026-04-30',
      unit: 'date',
      about:
        'Latest inflation-indexed increase of permanent residence fees (processing fees and right of permanent residence fee), for applications received from this date; IRPR s. 294(d) indexes them every two years on 30 April. Date from reports quoting the IRCC notice of 27 March 2026',
      asOf: '2026-04-30',
      checked: '2026-11-25',
      reviewBy: '2027-05-25',
      source: feeList,
      reportedBy: [prFees2026Report],
      nextChange: prFeeIndexation,
    },
    economicPrincipal: {
      value: 990,
      unit: 'CAD',
      about:
        'Processing fee for the principal applicant of an economic-class permanent residence application (Express Entry’s three programmes, provincial nominees, most economic pilots) received from 30 April 2026 (CAD 950 before). Read in a law firm’s table of IRCC’s notice of 27 March 2026; the fee list itself was not in the sources we could read, so it is checked again within a month',
      asOf: '2026-04-30',
      checked: '2026-11-25',
      reviewBy: '2026-12-31',
      source: feeList,
      reportedBy: [prFees2026Report],
      nextChange: prFeeIndexation,
    },
    rightOfPermanentResidence: {
      value: 600,
      unit: 'CAD',
      about:
        'Right of permanent residence fee, paid by the principal applicant and an accompanying spouse or partner (not by dependent children) before permanent residence is granted, for applications received from 30 April 2026 (CAD 575 before). Same report and caveat as the processing fee',
      asOf: '2026-04-30',
      checked: '2026-11-25',
      reviewBy: '2026-12-31',
      source: feeList,
      reportedBy: [prFees2026Report],
      nextChange: prFeeIndexation,
    },
    economicSpouse: {
      value: 950,
      unit: 'CAD',
      about:
        'Processing fee for an accompanying spouse or common-law partner in an economic-class permanent residence application, 30 April 2024 to 29 April 2026 (Canada Gazette notice of 30 March 2024, table "New fees (April 2024–March 2026)"; IRCC’s fee list itself was not in the sources we could read): the last known amount. The amount after the 30 April 2026 indexation was not in any source we could read on 27 November 2026 (the reports of IRCC’s notice of 27 March 2026 list the principal applicants’ fees only), so the page sends the visitor to IRCC’s fee list, which states the fee in force',
      asOf: '2024-04-30',
      until: '2026-04-29',
      checked: '2026-11-27',
      reviewBy: '2026-12-27',
      source: feeList,
      reportedBy: [prFees2024],
    },
    economicChild: {
      value: 260,
      unit: 'CAD',
      about:
        'Processing fee for each accompanying dependent child in an economic-class permanent residence application, 30 April 2024 to 29 April 2026, the last known amount; children pay no right of permanent residence fee. The amount after the 30 April 2026 indexation was not in any source we could read on 27 November 2026, as for the spouse’s fee',
      asOf: '2024-04-30',
      until: '2026-04-29',
      checked: '2026-11-27',
      reviewBy: '2026-12-27',
      source: feeList,
      reportedBy: [prFees2024],
    },
    biometrics: {
      value: 85,
      unit: 'CAD',
      about:
        'Biometrics fee (fingerprints and photo) per person, paid with a permanent residence, study permit, work permit or visitor visa application; it also covers the visa application centre’s handling, so no further centre charge is due for the application. Children under 14 and people over 79 give no biometrics. Stated on IRCC’s biometrics page and its fee list; in force on the check date',
      asOf: '2018-07-31',
      checked: '2026-11-27',
      reviewBy: '2027-05-27',
      source: biometricsFee,
    },
    biometricsFamily: {
      value: 170,
      unit: 'CAD',
      about:
        'Most a family (a spouse or partner and dependent children) applying at the same time pays in biometrics fees together',
      asOf: '2018-07-31',
      checked: '2026-11-27',
      reviewBy: '2027-05-27',
      source: biometricsFee,
    },
  },
  business: {
    startUpVisa: {
      value: 'closed to new applications',
      unit: 'text',
      about:
        'Start-up Visa Program: no new applications after 31 December 2025, except holders of a commitment made in 2025, who had until 30 June 2026; its optional work permit closed on 19 December 2025. From IRCC’s notice of 19 December 2025 as reproduced and reported; the canada.ca page itself was not in the sources we could read',
      asOf: '2026-01-01',
      checked: '2026-11-25',
      reviewBy: '2027-05-25',
      source: startUpVisa,
      reportedBy: entrepreneurMeasuresReports,
      status: 'closed',
    },
    selfEmployed: {
      value: 'paused to new applications',
      unit: 'text',
      about:
        'Self-employed persons program: no new applications since 30 April 2024 (first announced to the end of 2026); IRCC’s notice of 19 December 2025 extended the pause "until further notice"',
      asOf: '2024-04-30',
      checked: '2026-11-25',
      reviewBy: '2027-05-25',
      source: selfEmployed,
      reportedBy: entrepreneurMeasuresReports,
      status: 'paused',
    },
    entrepreneurPilot: {
      value: 'announced, with no details or opening date published',
      unit: 'text',
      about:
        'The "new, targeted pilot program for immigrant entrepreneurs" IRCC said on 19 December 2025 would replace the Start-up Visa, with details "communicated in 2026"; none were found in the sources we could read on 25 November 2026',
      asOf: '2025-12-19',
      checked: '2026-11-25',
      reviewBy: '2026-12-31',
      source: startUpVisa,
      reportedBy: entrepreneurMeasuresReports,
    },
  },
  family: {
    sponsorMinimumAge: {
      value: 18,
      unit: 'years',
      about: 'Minimum age to sponsor a spouse, partner, child, parent or grandparent',
      asOf: '2002-06-28',
      checked,
      reviewBy: '2027-05-23',
      source: spouseSponsorship,
    },
    commonLawCohabitation: {
      value: 12,
      unit: 'months',
      about: 'Continuous cohabitation needed for a couple to count as common-law partners',
      asOf: '2002-06-28',
      checked,
      reviewBy: '2027-05-23',
      source: spouseSponsorship,
    },
    spouseUndertaking: {
      value: 3,
      unit: 'years',
      about:
        'Length of the financial undertaking for a sponsored spouse or partner, from the day they become a permanent resident',
      asOf: '2002-06-28',
      checked,
      reviewBy: '2027-05-23',
      source: spouseSponsorship,
    },
    spouseServiceStandard: {
      value: 12,
      unit: 'months',
      about:
        'IRCC service standard for spouse, partner and dependent child sponsorship applications (met for 80% of complete files)',
      asOf: '2010-04-01',
      checked,
      reviewBy: '2027-05-23',
      source: familyServiceStandard,
    },
    spouseOpenWorkPermit: {
      value:
        "limited to the spouses of master's and doctoral students, of students in some professional degrees, and of workers in management, professional or selected shortage occupations",
      unit: 'text',
      about:
        'Who can still get an open work permit as the spouse of a student or worker, since the restriction of 21 January 2025',
      asOf: '2025-01-21',
      checked,
      reviewBy: '2027-05-23',
      source: familyOpenWorkPermits,
    },
    spouseOwpMastersLength: {
      value: 16,
      unit: 'months',
      about: "Minimum length of a master's programme whose student's spouse can get an open work permit",
      asOf: '2025-01-21',
      checked,
      reviewBy: '2027-05-23',
      source: familyOpenWorkPermits,
    },
    spouseOwpPermitRemaining: {
      value: 16,
      unit: 'months',
      about:
        "Time a worker's own permit must still have to run when their spouse applies for an open work permit: the worker's \"authorization is valid for at least 16 months from the time of the spouse's application submission\" (applications from 21 January 2025; workers in TEER 0 or 1 or selected TEER 2 or 3 jobs)",
      asOf: '2025-01-21',
      checked: '2026-11-25',
      reviewBy: '2027-05-25',
      source: spouseWorkPermitUpdate,
    },
    parentsGrandparents: {
      value: 'not accepting new sponsorship applications in 2026',
      unit: 'text',
      about:
        'Parents and Grandparents Program: Ministerial Instructions in force from 1 January 2026 take no new applications in 2026; IRCC processes up to 10,000 files from the 2025 intake. Confirmed by several reports quoting IRCC (VisaVerge, Ackah Law, VisaHQ)',
      asOf: '2026-01-01',
      checked,
      reviewBy: '2027-01-31',
      source: parentsGrandparents,
      status: 'paused',
    },
    pgpIncomeMargin: {
      value: 30,
      unit: 'percent',
      about: 'Parent and grandparent sponsors need the minimum necessary income plus this margin',
      asOf: '2014-01-02',
      checked,
      reviewBy: '2027-05-23',
      source: parentsGrandparents,
    },
    pgpIncomeYears: {
      value: 3,
      unit: 'years',
      about:
        'Consecutive tax years before applying for which a parent or grandparent sponsor must meet the income requirement',
      asOf: '2014-01-02',
      checked,
      reviewBy: '2027-05-23',
      source: parentsGrandparents,
    },
    pgpUndertaking: {
      value: 20,
      unit: 'years',
      about: 'Length of the financial undertaking for sponsored parents and grandparents (outside Quebec)',
      asOf: '2014-01-02',
      checked,
      reviewBy: '2027-05-23',
      source: parentsGrandparents,
    },
    superVisa: {
      value: 'open',
      unit: 'text',
      about: 'Parent and grandparent super visa: accepting applications',
      asOf: '2022-07-04',
      checked,
      reviewBy: '2027-05-23',
      source: superVisa,
      status: 'open',
    },
    superVisaStay: {
      value: 5,
      unit: 'years',
      about: 'Longest stay per entry on a super visa (extensions can be requested from inside Canada)',
      asOf: '2022-07-04',
      checked,
      reviewBy: '2027-05-23',
      source: superVisa,
    },
    superVisaInsurance: {
      value: 100000,
      unit: 'CAD',
      about:
        'Minimum emergency medical cover a super visa applicant must hold, from a Canadian insurer or an approved insurer outside Canada',
      asOf: '2011-12-01',
      checked,
      reviewBy: '2027-05-23',
      source: superVisa,
    },
    superVisaInsurancePeriod: {
      value: 1,
      unit: 'years',
      about: 'Minimum validity of super visa medical insurance from the date of entry',
      asOf: '2011-12-01',
      checked,
      reviewBy: '2027-05-23',
      source: superVisa,
    },
  },
  study: {
    fundsSingle: {
      value: 22895,
      unit: 'CAD',
      about:
        'Cost-of-living funds a single study permit applicant outside Quebec must show on top of first-year tuition and travel, for applications from 1 September 2025; indexed to LICO every year. A 2026 revision was not found in the stored copies, so re-check',
      asOf: '2025-09-01',
      checked,
      reviewBy: recheckSoon,
      source: studyFinancialSupport,
    },
    fundsByFamily: {
      twoPeople: {
        value: 28502,
        unit: 'CAD',
        about:
          'Cost-of-living funds a study permit applicant outside Quebec shows for a family of two (the applicant included), on top of first-year tuition and travel, for applications from 1 September 2025; as fundsSingle, a 2026 revision was not in the stored copies',
        asOf: '2025-09-01',
        checked: '2026-11-27',
        reviewBy: recheckSoon,
        source: studyFinancialSupport,
      },
      threePeople: {
        value: 35040,
        unit: 'CAD',
        about:
          'Cost-of-living funds a study permit applicant outside Quebec shows for a family of three (the applicant included), on top of first-year tuition and travel, for applications from 1 September 2025; as fundsSingle, a 2026 revision was not in the stored copies',
        asOf: '2025-09-01',
        checked: '2026-11-27',
        reviewBy: recheckSoon,
        source: studyFinancialSupport,
      },
      fourPeople: {
        value: 42543,
        unit: 'CAD',
        about:
          'Cost-of-living funds a study permit applicant outside Quebec shows for a family of four (the applicant included), on top of first-year tuition and travel, for applications from 1 September 2025; as fundsSingle, a 2026 revision was not in the stored copies',
        asOf: '2025-09-01',
        checked: '2026-11-27',
        reviewBy: recheckSoon,
        source: studyFinancialSupport,
      },
      fivePeople: {
        value: 48252,
        unit: 'CAD',
        about:
          'Cost-of-living funds a study permit applicant outside Quebec shows for a family of five (the applicant included), on top of first-year tuition and travel, for applications from 1 September 2025; as fundsSingle, a 2026 revision was not in the stored copies',
        asOf: '2025-09-01',
        checked: '2026-11-27',
        reviewBy: recheckSoon,
        source: studyFinancialSupport,
      },
      sixPeople: {
        value: 54420,
        unit: 'CAD',
        about:
          'Cost-of-living funds a study permit applicant outside Quebec shows for a family of six (the applicant included), on top of first-year tuition and travel, for applications from 1 September 2025; as fundsSingle, a 2026 revision was not in the stored copies',
        asOf: '2025-09-01',
        checked: '2026-11-27',
        reviewBy: recheckSoon,
        source: studyFinancialSupport,
      },
      sevenPeople: {
        value: 60589,
        unit: 'CAD',
        about:
          'Cost-of-living funds a study permit applicant outside Quebec shows for a family of seven (the applicant included), on top of first-year tuition and travel, for applications from 1 September 2025; as fundsSingle, a 2026 revision was not in the stored copies',
        asOf: '2025-09-01',
        checked: '2026-11-27',
        reviewBy: recheckSoon,
        source: studyFinancialSupport,
      },
      eachAdditional: {
        value: 6170,
        unit: 'CAD',
        about:
          'Cost-of-living funds to add for each family member beyond seven (study permit, outside Quebec), for applications from 1 September 2025',
        asOf: '2025-09-01',
        checked: '2026-11-27',
        reviewBy: recheckSoon,
        source: studyFinancialSupport,
      },
    },
    permitFee: {
      value: 150,
      unit: 'CAD',
      about:
        'Study permit fee per person (extensions included), paid to IRCC with the application; biometrics are paid on top (canada.fees.biometrics). IRCC’s fee list states it; the day it took effect is not on that page, so asOf is the check day',
      asOf: '2026-11-27',
      checked: '2026-11-27',
      reviewBy: '2027-05-27',
      source: studyPermitFees,
    },
    permitTarget2026: {
      value: 408000,
      unit: 'number',
      about:
        'Study permits IRCC expects to issue in 2026, new students and extensions together (7% below 2025)',
      asOf: '2025-11-25',
      checked,
      reviewBy: '2027-01-01',
      source: studentCap2026,
      nextChange: {
        on: '2027-01-01',
        what: 'The 2027 study permit allocations replace the 2026 ones (the 2026 ones were published on 25 November 2025)',
      },
    },
    newStudents2026: {
      value: 155000,
      unit: 'number',
      about:
        'Study permits for newly arriving international students in 2026 under the 2026-2028 Immigration Levels Plan',
      asOf: '2025-11-25',
      checked,
      reviewBy: '2027-01-01',
      source: studentCap2026,
      nextChange: {
        on: '2027-01-01',
        what: 'The 2027 study permit allocations replace the 2026 ones (the 2026 ones were published on 25 November 2025)',
      },
    },
    graduateAttestationExemption: {
      value:
        "master's and doctoral students at public institutions no longer need a provincial or territorial attestation letter",
      unit: 'text',
      about: 'Exemption from the PAL/TAL requirement under the 2026 international student cap',
      asOf: '2026-01-01',
      checked,
      reviewBy: '2027-01-31',
      source: studentCap2026,
    },
    offCampusHours: {
      value: 24,
      unit: 'hours',
      about:
        'Weekly limit on off-campus work for eligible students during academic sessions (no limit in scheduled breaks)',
      asOf: '2024-11-08',
      checked,
      reviewBy: '2027-05-23',
      source: workOffCampus,
    },
    pgwpMaxLength: {
      value: 3,
      unit: 'years',
      about:
        'Longest post-graduation work permit, for programmes of two years or more (shorter programmes give a permit of the same length)',
      asOf: '2008-04-21',
      checked,
      reviewBy: '2027-05-23',
      source: pgwpEligibility,
    },
    pgwpClbUniversity: {
      value: 7,
      unit: 'number',
      about:
        "Minimum CLB/NCLC level, in all four abilities, for a PGWP after a bachelor's, master's or doctoral degree (and other university programmes)",
      asOf: '2024-11-01',
      checked,
      reviewBy: '2027-05-23',
      source: pgwpEligibility,
    },
    pgwpClbCollege: {
      value: 5,
      unit: 'number',
      about:
        'Minimum CLB/NCLC level, in all four abilities, for a PGWP after a college or other non-university programme',
      asOf: '2024-11-01',
      checked,
      reviewBy: '2027-05-23',
      source: pgwpEligibility,
    },
    pgwpFieldOfStudy: {
      value:
        'graduates of most programmes below degree level must also have studied in an eligible field of study, a list IRCC has frozen for 2026',
      unit: 'text',
      about:
        'PGWP field-of-study requirement for students who applied for their study permit from 1 November 2024 (degree holders exempt); IRCC said on 15 January 2026 it would neither add nor remove fields in 2026',
      asOf: '2024-11-01',
      checked,
      reviewBy: '2027-01-01',
      source: pgwpEligibility,
      nextChange: {
        on: '2027-01-01',
        what: 'IRCC froze the PGWP field-of-study list for 2026 only: it may change from 1 January 2027',
      },
    },
  },
  citizenship: {
    physicalPresence: {
      value: 1095,
      unit: 'days',
      about:
        'Days of physical presence in Canada an adult needs for citizenship (temporary-resident days count half, up to 365)',
      asOf: '2017-10-11',
      checked,
      reviewBy: '2027-05-23',
      source: citizenship,
    },
    presenceWindow: {
      value: 5,
      unit: 'years',
      about: 'The period before applying in which the citizenship physical presence is counted',
      asOf: '2017-10-11',
      checked,
      reviewBy: '2027-05-23',
      source: citizenship,
    },
  },
  economy: {
    averageFullTimeSalary: {
      value: 77800,
      unit: 'CAD',
      about:
        'Average usual weekly wages of full-time employees (15 years and over) in August 2025, CAD 1,495.97 (Labour Force Survey, not seasonally adjusted) x 52 = CAD 77,790, rounded to the nearest hundred. Replaces the earlier all-employee figure (SEPH average weekly earnings 2023 x 52, about CAD 63,000), which included part-time work. Newer monthly LFS tables were not in the stored copies, so check the latest Table 11',
      period: 'August 2025',
      asOf: '2025-09-05',
      checked,
      reviewBy: '2027-03-31',
      source: lfsWages,
    },
    population: {
      value: '41.7 million',
      unit: 'text',
      about:
        'Population estimate at 1 July 2025 (41,651,653; up 0.1% in the quarter); confirmed in republished Statistics Canada Daily text and a summary citing Table 17-10-0009-01. Later quarterly estimates could not be verified in the stored copies, so confirm against the latest figure in the table',
      asOf: '2025-07-01',
      checked,
      reviewBy: '2027-03-31',
      source: populationEstimates,
    },
  },
} as const satisfies FactGroup
