// United States: figures and rules the site states, each checked against the USCIS, Federal Register,
// White House or State Department page it cites. US rules changed fast in 2025-2026: several facts below
// carry an early review date and say in `about` what could not be confirmed as of the check.
import type { FactGroup, Source } from './types'

const weightedSelectionRule = {
  title:
    'Federal Register: Weighted Selection Process for Registrants and Petitioners Seeking To File Cap-Subject H-1B Petitions (final rule)',
  url: 'https://www.federalregister.gov/documents/2025/12/29/2025-23853/weighted-selection-process-for-registrants-and-petitioners-seeking-to-file-cap-subject-h-1b-petitions',
} as const satisfies Source

const h1b = {
  title: 'USCIS: H-1B Specialty Occupations',
  url: 'https://www.uscis.gov/working-in-the-united-states/h-1b-specialty-occupations',
} as const satisfies Source

const h1bProclamation = {
  title:
    'The White House: Restriction on Entry of Certain Nonimmigrant Workers (proclamation of 19 September 2025)',
  url: 'https://www.whitehouse.gov/presidential-actions/2025/09/restriction-on-entry-of-certain-nonimmigrant-workers/',
} as const satisfies Source

const feeSchedule = {
  title: 'USCIS: G-1055 Fee Schedule',
  url: 'https://www.uscis.gov/g-1055',
} as const satisfies Source

const feeRule2024 = {
  title:
    'Federal Register: U.S. Citizenship and Immigration Services Fee Schedule and Changes to Certain Other Immigration Benefit Request Requirements (final rule, 31 January 2024)',
  url: 'https://www.federalregister.gov/documents/2024/01/31/2024-01427/us-citizenship-and-immigration-services-fee-schedule-and-changes-to-certain-other-immigration-benefit-request-requirements',
} as const satisfies Source

const feeRuleReports = [
  {
    title: 'Martenson Law: Immigration filing fee increase 2024',
    url: 'https://martensonlaw.com/immigration-filing-fee-increase-2024',
  },
  {
    title:
      'KMH Immigration: USCIS fee rule takes effect April 1 with significant increases for employment-based filings',
    url: 'https://www.kmhimmigration.com/uscis-fee-rule-takes-effect-april-1-with-significant-increases-for-employment-based-filings/',
  },
] as const satisfies readonly Source[]

const reformAct2004Report = {
  title:
    'Siskind’s Immigration Bulletin: H-1B and L fees under the Omnibus Appropriations Act for FY 2005 (December 2004)',
  url: 'https://www.visalaw.com/04dec2/14dec204.html',
} as const satisfies Source

const proclamationRulings = [
  {
    title: 'Jackson Lewis: Court upholds $100,000 H-1B proclamation (D.D.C., 23 December 2025)',
    url: 'https://www.globalimmigrationblog.com/?p=5499',
  },
  {
    title: 'HR News Worldwide: Judge rules the $100,000 H-1B fee unlawful (D. Mass., 8 June 2026)',
    url: 'https://www.hrnww.com/?p=18817',
  },
] as const satisfies readonly Source[]

const visaFees = {
  title: 'U.S. Department of State: Fees for visa services',
  url: 'https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fees/fees-visa-services.html',
} as const satisfies Source

const visaFeeReports = [
  {
    title: 'LegalClarity: How much does a visa to the US cost?',
    url: 'https://legalclarity.org/how-much-does-a-visa-to-the-us-cost',
  },
] as const satisfies readonly Source[]

const sevisFee = {
  title: 'U.S. Immigration and Customs Enforcement: I-901 SEVIS fee',
  url: 'https://www.ice.gov/sevis/i901',
} as const satisfies Source

const sevisFeeReports = [
  {
    title: 'Indiana University, Office of International Services: SEVIS fee',
    url: 'https://ois.iu.edu/admissions/prepare-first-year/visa-requirements/f-1-students/sevis-fee.html',
  },
  {
    title: 'Pace University: Immigration and SEVIS fee information',
    url: 'https://pace.edu/eli/apply-now/getting-your-visa/immigration-and-sevis-fee-information',
  },
] as const satisfies readonly Source[]

const opt = {
  title: 'USCIS: Optional Practical Training (OPT) for F-1 Students',
  url: 'https://www.uscis.gov/working-in-the-united-states/students-and-exchange-visitors/students-and-employment/optional-practical-training-opt-for-f-1-students',
} as const satisfies Source

const eb2 = {
  title: 'USCIS: Employment-Based Immigration: Second Preference EB-2',
  url: 'https://www.uscis.gov/working-in-the-united-states/permanent-workers/employment-based-immigration-second-preference-eb-2',
} as const satisfies Source

const eb5 = {
  title: 'USCIS: Policy Manual, Volume 6, Part G (Investors), Chapter 1',
  url: 'https://www.uscis.gov/policy-manual/volume-6-part-g-chapter-1',
} as const satisfies Source

const visaBulletin = {
  title: 'U.S. Department of State: Visa Bulletin',
  url: 'https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin.html',
} as const satisfies Source

const hr1 = {
  title: 'Congress.gov: H.R.1, One Big Beautiful Bill Act (Public Law 119-21)',
  url: 'https://www.congress.gov/bill/119th-congress/house-bill/1',
} as const satisfies Source

export const us = {
  h1b: {
    selection: {
      value: 'wage-weighted selection',
      unit: 'text',
      about:
        'How USCIS picks H-1B cap registrations when there are more than it needs: since the final rule took effect on 27 February 2026 the random lottery is replaced by a weighted draw in which each unique beneficiary is entered once per OEWS wage level of the offered job (Level IV four times, Level III three, Level II two, Level I once); all wage levels can still be selected',
      asOf: '2026-02-27',
      checked: '2026-11-23',
      reviewBy: '2027-02-01',
      source: weightedSelectionRule,
    },
    weightedSelectionFirstSeason: {
      value: 'FY 2027',
      unit: 'text',
      about:
        'First H-1B cap season run with weighted selection: registrations 4-19 March 2026 (USCIS announcement of 30 January 2026), petitions from 1 April 2026, jobs starting from 1 October 2026. USCIS completed the weighted selection on 31 March 2026 after receiving more registrations than the cap',
      asOf: '2026-03-04',
      checked: '2026-11-23',
      reviewBy: '2027-02-01',
      source: weightedSelectionRule,
    },
    registrationFee: {
      value: 215,
      unit: 'USD',
      about:
        'Fee the employer pays for each H-1B cap registration, up from US$10 since the FY 2026 season (registration opened 7 March 2025) and confirmed for FY 2027 in USCIS’s announcement of 30 January 2026',
      asOf: '2025-03-07',
      checked: '2026-11-23',
      reviewBy: '2027-02-01',
      source: h1b,
    },
    regularCap: {
      value: 65000,
      unit: 'number',
      about: 'Statutory annual H-1B cap (regular cap), unchanged by the weighted-selection rule',
      asOf: '2026-02-27',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: h1b,
    },
    advancedDegreeCap: {
      value: 20000,
      unit: 'number',
      about:
        'Additional annual H-1B numbers for beneficiaries with a US master’s degree or higher (the advanced-degree exemption); weighted selection applies to both pools',
      asOf: '2026-02-27',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: h1b,
    },
    petitionFee: {
      value: 780,
      unit: 'USD',
      about:
        'Form I-129 filing fee for an H-1B petition, paid by the employer, since the fee rule of 1 April 2024 (USD 460 for employers with 25 or fewer full-time employees). Amounts as law firms report the rule; the USCIS fee schedule itself was not in the sources we could read',
      asOf: '2024-04-01',
      checked: '2026-11-25',
      reviewBy: '2027-05-25',
      source: feeSchedule,
      reportedBy: feeRuleReports,
    },
    trainingFee: {
      value: 1500,
      unit: 'USD',
      about:
        'ACWIA training fee on an H-1B petition, paid by the employer: USD 1,500 with 26 or more full-time employees, USD 750 with 25 or fewer; institutions of higher education and some others are exempt. Set by the H-1B Visa Reform Act of 2004 for petitions filed after 8 December 2004, unchanged by the 2024 fee rule',
      asOf: '2004-12-08',
      checked: '2026-11-25',
      reviewBy: '2027-05-25',
      source: h1b,
      reportedBy: [reformAct2004Report],
    },
    fraudFee: {
      value: 500,
      unit: 'USD',
      about:
        'Fraud prevention and detection fee, paid by the employer on an initial H-1B petition and on a petition for a change of employer (not on an extension or amendment); set by the H-1B Visa Reform Act of 2004 for petitions filed from 8 March 2005',
      asOf: '2005-03-08',
      checked: '2026-11-25',
      reviewBy: '2027-05-25',
      source: h1b,
      reportedBy: [reformAct2004Report],
    },
    asylumProgramFee: {
      value: 600,
      unit: 'USD',
      about:
        'Asylum Program Fee on every Form I-129, paid by the employer since 1 April 2024: USD 300 for employers with 25 or fewer full-time employees, none for non-profits. Amounts as law firms report the rule',
      asOf: '2024-04-01',
      checked: '2026-11-25',
      reviewBy: '2027-05-25',
      source: feeRule2024,
      reportedBy: feeRuleReports,
    },
    proclamationPayment: {
      value: 100000,
      unit: 'USD',
      about:
        'Payment the employer must make, before filing, on a new H-1B petition filed from 21 September 2025 for a worker outside the US without a valid H-1B visa (or asking for consular or port-of-entry notification). Not due on a change of status, extension or amendment that USCIS grants to someone inside the US (e.g. F-1 OPT to H-1B). Upheld by the DC district court on 23 December 2025; held an unlawful tax by the Massachusetts district court on 8 June 2026 (appealed). The proclamation ran for 12 months from 21 September 2025 unless extended: whether it was extended, and whether USCIS collects the payment now, could NOT be confirmed on an official page on 25 November 2026, so copy states its term and tells readers to check USCIS',
      asOf: '2025-09-21',
      checked: '2026-11-25',
      reviewBy: '2026-12-25',
      source: h1bProclamation,
      reportedBy: proclamationRulings,
    },
    proclamationTerm: {
      value: 12,
      unit: 'months',
      about:
        'Term of the 19 September 2025 H-1B proclamation, from 21 September 2025, "unless extended"; agencies were to recommend on extension within 30 days of the March 2026 lottery. Whether it was extended past 21 September 2026 could not be confirmed on an official page on 25 November 2026',
      asOf: '2025-09-21',
      checked: '2026-11-25',
      reviewBy: '2026-12-25',
      source: h1bProclamation,
    },
    proclamationTermEnded: {
      value: '2026-09-21',
      unit: 'date',
      about:
        'The day the proclamation’s first 12-month term ended (12 months from 21 September 2025); what followed is not confirmed on an official page, so the site says so',
      asOf: '2025-09-21',
      checked: '2026-11-25',
      reviewBy: '2026-12-25',
      source: h1bProclamation,
    },
  },
  /** What the worker, the student and each family member pay the State Department and DHS themselves. */
  visa: {
    studentFee: {
      value: 185,
      unit: 'USD',
      about:
        'Visa application (MRV) fee for a student (F, M) or exchange visitor visa, per applicant, since 17 June 2023; the State Department’s fee page itself was not in the sources we could read, so the amount rests on reports',
      asOf: '2023-06-17',
      checked: '2026-11-27',
      reviewBy: '2027-05-27',
      source: visaFees,
      reportedBy: visaFeeReports,
    },
    petitionBasedFee: {
      value: 205,
      unit: 'USD',
      about:
        'Visa application (MRV) fee for a petition-based visa (H-1B, L, O and others), paid by the worker and by each family member applying for an H-4 visa, since 17 June 2023; same caveat as the student fee',
      asOf: '2023-06-17',
      checked: '2026-11-27',
      reviewBy: '2027-05-27',
      source: visaFees,
      reportedBy: visaFeeReports,
    },
    sevisFee: {
      value: 350,
      unit: 'USD',
      about:
        'I-901 SEVIS fee a new F-1 student pays DHS before the visa interview (F-2 family members pay none), since 24 June 2019; read in universities’ pages, ICE’s page itself was not in the sources we could read',
      asOf: '2019-06-24',
      checked: '2026-11-27',
      reviewBy: '2027-05-27',
      source: sevisFee,
      reportedBy: sevisFeeReports,
    },
  },
  opt: {
    duration: {
      value: 12,
      unit: 'months',
      about:
        'Post-completion Optional Practical Training for F-1 graduates: months of work in a job related to the degree. DHS has a "Practical Training" rule on its regulatory agenda that could restrict OPT; no change was confirmed as in force on the check date',
      asOf: '2016-05-10',
      checked: '2026-11-23',
      reviewBy: '2027-03-01',
      source: opt,
    },
    stemExtension: {
      value: 24,
      unit: 'months',
      about:
        'STEM OPT extension for graduates of DHS-designated STEM degrees working for an E-Verify employer, on top of the initial OPT (rule of 10 May 2016)',
      asOf: '2016-05-10',
      checked: '2026-11-23',
      reviewBy: '2027-03-01',
      source: opt,
    },
    maxTotal: {
      value: 3,
      unit: 'years',
      about: 'Longest total OPT for a STEM graduate: 12 months of OPT plus the 24-month STEM extension',
      asOf: '2016-05-10',
      checked: '2026-11-23',
      reviewBy: '2027-03-01',
      source: opt,
    },
  },
  eb2Niw: {
    selfPetition: {
      value: 'a self-petition with no job offer or labour certification',
      unit: 'text',
      about:
        'EB-2 National Interest Waiver: an advanced-degree professional or person of exceptional ability may ask USCIS to waive the job offer (and so the labour certification) in the national interest and file their own I-140 (USCIS policy guidance on NIWs last updated in January 2025). Green card timing still follows the India EB-2 queue',
      asOf: '2025-01-15',
      checked: '2026-11-23',
      reviewBy: '2027-05-01',
      source: eb2,
      status: 'open',
    },
  },
  eb5: {
    standardInvestment: {
      value: 1050000,
      unit: 'USD',
      about:
        'Minimum EB-5 investment outside a targeted employment area, for petitions filed on or after 15 March 2022 (EB-5 Reform and Integrity Act of 2022); due for its first inflation adjustment in 2027. Excludes fees and the investment’s own costs',
      asOf: '2022-03-15',
      checked: '2026-11-23',
      reviewBy: '2026-12-31',
      source: eb5,
      nextChange: {
        on: '2027-01-01',
        what: 'The EB-5 Reform and Integrity Act adjusts the minimum investments for inflation from 1 January 2027',
      },
    },
    targetedInvestment: {
      value: 800000,
      unit: 'USD',
      about:
        'Reduced EB-5 minimum investment in a targeted employment area (rural or high-unemployment) or an infrastructure project, since 15 March 2022; due for its first inflation adjustment in 2027',
      asOf: '2022-03-15',
      checked: '2026-11-23',
      reviewBy: '2026-12-31',
      source: eb5,
      nextChange: {
        on: '2027-01-01',
        what: 'The EB-5 Reform and Integrity Act adjusts the minimum investments for inflation from 1 January 2027',
      },
    },
    regionalCenterUntil: {
      value: '2027-09-30',
      unit: 'date',
      about: 'Date to which the EB-5 Regional Center Program is authorised',
      asOf: '2022-03-15',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: eb5,
      status: 'open',
    },
  },
  greenCard: {
    indiaBacklog: {
      value: 'more than a decade behind for India-born applicants in EB-2 and EB-3',
      unit: 'text',
      about:
        'How far the Visa Bulletin final action dates for India-born EB-2 and EB-3 applicants trail: 2026 bulletins showed dates in 2013-2014 (e.g. April 2026 EB-2 India 15 July 2014), with retrogression in June 2026. Described without exact dates as they move monthly; checked through reports of the 2026 bulletins, not the bulletin page itself',
      asOf: '2026-06-01',
      checked: '2026-11-23',
      reviewBy: '2027-02-01',
      source: visaBulletin,
    },
  },
  visaIntegrityFee: {
    enactedAmount: {
      value: 250,
      unit: 'USD',
      about:
        'Minimum "visa integrity fee" on each nonimmigrant visa issued (tourist, student, work), enacted on 4 July 2025 in Public Law 119-21 and refundable only on strict compliance. DHS said it would be implemented "in a future publication"; that it was being collected on 23 November 2026 could NOT be confirmed. Copy must say it was enacted, not that it is charged',
      asOf: '2025-07-04',
      checked: '2026-11-23',
      reviewBy: '2027-01-15',
      source: hr1,
    },
  },
} as const satisfies FactGroup
