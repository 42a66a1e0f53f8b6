// New Zealand: figures and rules the site states, each checked against the Immigration New Zealand (INZ)
// page, operational manual section or New Zealand legislation it cites. Where INZ's own page for a
// 2025-2026 change was not available to check, the fact's `about` says so and names the reports used.
import type { FactGroup, Source } from './types'

const smcVisa = {
  title: 'Immigration New Zealand: Skilled Migrant Category Resident Visa',
  url: 'https://www.immigration.govt.nz/visas/skilled-migrant-category-resident-visa/',
} as const satisfies Source

const smcSkillPoints = {
  title: 'Immigration New Zealand: Operational manual SR3.25, Skilled Migrant Category skill points',
  url: 'https://www.immigration.govt.nz/opsmanual/80474.htm',
} as const satisfies Source

const straightToResidence = {
  title: 'Immigration New Zealand: Straight to Residence Visa',
  url: 'https://www.immigration.govt.nz/visas/straight-to-residence-visa/',
} as const satisfies Source

const greenListWorkToResidence = {
  title: 'Immigration New Zealand: Operational manual SR5.5, Green List Work to Residence requirements',
  url: 'https://www.immigration.govt.nz/opsmanual/77820.htm',
} as const satisfies Source

const aewvVisa = {
  title: 'Immigration New Zealand: Accredited Employer Work Visa',
  url: 'https://www.immigration.govt.nz/visas/accredited-employer-work-visa/',
} as const satisfies Source

const aewvEmployment = {
  title: 'Immigration New Zealand: Operational manual WA3.15, acceptable employment (Accredited Employer)',
  url: 'https://www.immigration.govt.nz/opsmanual/77177.htm',
} as const satisfies Source

const postStudyWork = {
  title: 'Immigration New Zealand: Post Study Work Visa',
  url: 'https://www.immigration.govt.nz/visas/post-study-work-visa/',
} as const satisfies Source

const feeIncreaseReport = {
  title: 'VisaGuide.World: New Zealand to increase visa fees from 1 October 2024',
  url: 'https://visaguide.world/news/new-zealand-to-increase-visa-fees-from-october-1-2024',
} as const satisfies Source

const studentFunds = {
  title: 'Immigration New Zealand: Student fund requirements',
  url: 'https://www.immigration.govt.nz/process-to-apply/applying-for-a-visa/providing-evidence-and-documents-to-support-your-visa-application/student-fund-requirements',
} as const satisfies Source

const feePayingStudentVisa = {
  title: 'Immigration New Zealand: Fee Paying Student Visa',
  url: 'https://www.immigration.govt.nz/visas/fee-paying-student-visa',
} as const satisfies Source

const parentBoost = {
  title: 'Immigration New Zealand: New Parent Boost Visitor Visa opening on 29 September 2025',
  url: 'https://www.immigration.govt.nz/about-us/news-centre/new-parent-boost-visitor-visa-opening-on-29-september-2025/',
} as const satisfies Source

const parentCategory = {
  title: 'Immigration New Zealand: Operational manual F4.1, Parent Category summary of requirements',
  url: 'https://www.immigration.govt.nz/opsmanual/44878.htm',
} as const satisfies Source

const feeRegulations = {
  title:
    'New Zealand Legislation: Immigration (Visa, Entry Permission, and Related Matters) Amendment Regulations (No 2) 2024',
  url: 'https://www.legislation.govt.nz/regulation/public/2024/0181/latest/whole.html',
} as const satisfies Source

const incomeStatistics = {
  title: 'Stats NZ: Labour market statistics (income), June 2024 quarter',
  url: 'https://www.stats.govt.nz/information-releases/labour-market-statistics-income-june-2024-quarter/',
} as const satisfies Source

const populationIndicator = {
  title: 'Stats NZ: Population of New Zealand',
  url: 'https://www.stats.govt.nz/indicators/population-of-nz/',
} as const satisfies Source

const smcWorkExperience = {
  title: 'Immigration New Zealand: Operational manual SR3.35, skilled work experience in New Zealand',
  url: 'https://www.immigration.govt.nz/opsmanual/81679.htm',
} as const satisfies Source

const medianWage2026 = {
  title:
    'Immigration New Zealand: New occupations on the National Occupation List and annual median wage increase',
  url: 'https://www.immigration.govt.nz/about-us/news-centre/new-occupations-recognised-under-the-national-occupation-list-and-annual-median-wage-increase',
} as const satisfies Source

const medianWageReports = [
  {
    title: 'NZ Immigration Info: Median wage rises to NZ$35.00 from 9 March 2026',
    url: 'https://nzimmigration.info/new-zealand-median-wage-increase',
  },
  {
    title: 'VisaVerge: National Occupation List and immigration median wage updates (19 February 2026)',
    url: 'https://www.visaverge.com/australiaimmigration/accredited-employer-work-visa-updates-national-occupation-list-and-immigration-median-wage',
  },
] as const satisfies readonly Source[]

const smcSkilledWork = {
  title: 'Immigration New Zealand: How we assess skilled employment for Skilled Migrant Category Visas',
  url: 'https://www.immigration.govt.nz/new-zealand-visas/preparing-a-visa-application/working-in-nz/skilled-work',
} as const satisfies Source

// INZ's announcement of the points-based Skilled Migrant Category (June 2023), as quoted, and MBIE's
// consultation that proposed keeping the two pay thresholds.
const smcPayReports = [
  {
    title:
      'Access NZ: the new Skilled Migrant 6-point system launches in October (INZ’s announcement quoted)',
    url: 'https://www.accessnz.com/the-new-skilled-migrant-visa-6-point-system-launches-in-october/',
  },
  {
    title: 'Mondaq (30 November 2023): Immigration ABC, the resident visa under the Skilled Migrant Category',
    url: 'https://www.mondaq.com/newzealand/work-visas/1396842/immigration-abc-chapter-7-resident-visa-under-the-skilled-migrant-category-smc',
  },
  {
    title:
      'MBIE: Future of the Skilled Migrant Category, simplified points system in depth (2023 consultation)',
    url: 'https://www.mbie.govt.nz/immigration-and-tourism/immigration/immigration-consultations/future-of-the-skilled-migrant-category/simplified-points-system-in-depth',
  },
] as const satisfies readonly Source[]

const registrationReports = [
  {
    title: 'Spark Global Visa: New Zealand occupational registration points (INZ table as published)',
    url: 'https://sparkglobalvisa.com/?p=1069',
  },
  {
    title: 'Kiwifern: Skilled Migrant Resident Visa points',
    url: 'https://www.kiwifern.com/p/resident_visa',
  },
] as const satisfies readonly Source[]

export const nz = {
  smc: {
    pointsRequired: {
      value: 6,
      unit: 'points',
      about:
        'Skilled residence points a Skilled Migrant Category applicant needs under the points-based pathway (3 to 6 from one skill category: NZ occupational registration, a bachelor’s degree or higher, or income; the rest from skilled NZ work experience), plus a skilled job or offer with an accredited employer. Threshold in force since the SMC reopened on 9 October 2023 and kept when the new pathways opened in August 2026',
      asOf: '2023-10-09',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: smcSkillPoints,
    },
    // The points-based pathway's table (SR3.25 skill categories, SR3.35 New Zealand work), as the stored
    // operational manual states it. INZ changed the Skilled Migrant Category on 24 August 2026; the
    // changes to these points are known only from reports, so the table is kept until INZ's own page
    // confirms them (the calculator says so).
    points: {
      registration6: {
        value: 6,
        unit: 'points',
        about:
          'Occupational registration needing at least 6 years of training (on INZ’s list of eligible New Zealand registrations)',
        asOf: '2023-10-09',
        checked: '2026-11-26',
        reviewBy: '2027-02-28',
        source: smcVisa,
        reportedBy: registrationReports,
      },
      registration5: {
        value: 5,
        unit: 'points',
        about: 'Occupational registration needing at least 5 years of training',
        asOf: '2023-10-09',
        checked: '2026-11-26',
        reviewBy: '2027-02-28',
        source: smcVisa,
        reportedBy: registrationReports,
      },
      registration4: {
        value: 4,
        unit: 'points',
        about: 'Occupational registration needing at least 4 years of training',
        asOf: '2023-10-09',
        checked: '2026-11-26',
        reviewBy: '2027-02-28',
        source: smcVisa,
        reportedBy: registrationReports,
      },
      registration3: {
        value: 3,
        unit: 'points',
        about:
          'Occupational registration needing at least 2 years of training (one report says 3 years; INZ’s table as copied by another says 2)',
        asOf: '2023-10-09',
        checked: '2026-11-26',
        reviewBy: '2027-02-28',
        source: smcVisa,
        reportedBy: registrationReports,
      },
      doctorate: {
        value: 6,
        unit: 'points',
        about:
          'Level 10 doctoral degree (an overseas one recognised by an NZQA assessment or on the exempt list; an assessment that gives only the level is worth one point less)',
        asOf: '2023-10-09',
        checked: '2026-11-26',
        reviewBy: '2027-02-28',
        source: smcSkillPoints,
      },
      master: {
        value: 5,
        unit: 'points',
        about: 'Level 9 master’s degree',
        asOf: '2023-10-09',
        checked: '2026-11-26',
        reviewBy: '2027-02-28',
        source: smcSkillPoints,
      },
      honours: {
        value: 4,
        unit: 'points',
        about: 'Level 8 bachelor honours degree or postgraduate diploma',
        asOf: '2023-10-09',
        checked: '2026-11-26',
        reviewBy: '2027-02-28',
        source: smcSkillPoints,
      },
      bachelor: {
        value: 3,
        unit: 'points',
        about:
          'Level 7 bachelor’s degree or level 8 postgraduate certificate. Reports say INZ raised a bachelor’s degree to 4 points from 24 August 2026 (for New Zealand qualifications only, say others); not confirmed by an INZ page we could read',
        asOf: '2023-10-09',
        checked: '2026-11-26',
        reviewBy: '2027-02-28',
        source: smcSkillPoints,
      },
      income6: {
        value: 6,
        unit: 'points',
        about: 'Full-time job or offer (30 hours a week or more) paying at least 3 times the median wage',
        asOf: '2023-10-09',
        checked: '2026-11-26',
        reviewBy: '2027-02-28',
        source: smcSkillPoints,
      },
      income6Multiple: {
        value: 3,
        unit: 'number',
        about: 'Multiple of the median wage for 6 income points',
        asOf: '2023-10-09',
        checked: '2026-11-26',
        reviewBy: '2027-02-28',
        source: smcSkillPoints,
      },
      income4: {
        value: 4,
        unit: 'points',
        about: 'Full-time job or offer paying at least 2 times the median wage',
        asOf: '2023-10-09',
        checked: '2026-11-26',
        reviewBy: '2027-02-28',
        source: smcSkillPoints,
      },
      income4Multiple: {
        value: 2,
        unit: 'number',
        about: 'Multiple of the median wage for 4 income points',
        asOf: '2023-10-09',
        checked: '2026-11-26',
        reviewBy: '2027-02-28',
        source: smcSkillPoints,
      },
      income3: {
        value: 3,
        unit: 'points',
        about: 'Full-time job or offer paying at least 1.5 times the median wage',
        asOf: '2023-10-09',
        checked: '2026-11-26',
        reviewBy: '2027-02-28',
        source: smcSkillPoints,
      },
      income3Multiple: {
        value: 1.5,
        unit: 'number',
        about: 'Multiple of the median wage for 3 income points',
        asOf: '2023-10-09',
        checked: '2026-11-26',
        reviewBy: '2027-02-28',
        source: smcSkillPoints,
      },
      nzWork1: {
        value: 1,
        unit: 'points',
        about:
          '12 months of skilled work in New Zealand in the 24 months before applying (paid at least the median wage, or 1.5 times it for ANZSCO skill level 4-5)',
        asOf: '2023-10-09',
        checked: '2026-11-26',
        reviewBy: '2027-02-28',
        source: smcWorkExperience,
      },
      nzWork2: {
        value: 2,
        unit: 'points',
        about: '24 months of skilled work in New Zealand in the prior 48 months',
        asOf: '2023-10-09',
        checked: '2026-11-26',
        reviewBy: '2027-02-28',
        source: smcWorkExperience,
      },
      nzWork3: {
        value: 3,
        unit: 'points',
        about:
          '36 months of skilled work in New Zealand in the prior 60 months (the most New Zealand work counts for). Reports say from 24 August 2026 no more than 2 years of New Zealand work are needed (nz.smc.nzWorkExperienceMax); not confirmed by an INZ page we could read',
        asOf: '2023-10-09',
        checked: '2026-11-26',
        reviewBy: '2027-02-28',
        source: smcWorkExperience,
      },
    },
    medianWage: {
      value: 35,
      unit: 'NZD',
      about:
        'Immigration median wage per hour from 9 March 2026 (NZD 33.56 before), used for the Skilled Migrant Category’s income points and wage thresholds. INZ’s announcement names the annual increase; the figure is from two reports of it',
      asOf: '2026-03-09',
      checked: '2026-11-26',
      reviewBy: '2027-02-28',
      source: medianWage2026,
      reportedBy: medianWageReports,
      nextChange: {
        yearly: '03-01',
        what: 'INZ updates the immigration median wage each year (February or March)',
      },
    },
    // The pay floor of the job or offer, as a multiple of the median wage: a rule beside the points,
    // so a profile below it is not eligible whatever its points.
    jobPay: {
      skilled: {
        value: 1,
        unit: 'number',
        about:
          'Least pay of the skilled job or offer every Skilled Migrant Category applicant needs, as a multiple of the median wage, in an occupation at ANZSCO skill level 1-3 (or a level 4-5 one INZ treats as level 1-3): below it the application fails whatever its points. In force since the points-based SMC opened on 9 October 2023. INZ’s page says the job must meet the pay rate threshold; the thresholds are from INZ’s announcement as quoted by Access NZ and Mondaq (MBIE’s 2023 consultation proposed keeping them, and they were kept). No report of the August 2026 changes says they changed',
        asOf: '2023-10-09',
        checked: '2026-11-27',
        reviewBy: '2027-02-28',
        source: smcSkilledWork,
        reportedBy: smcPayReports,
      },
      lowerSkilled: {
        value: 1.5,
        unit: 'number',
        about:
          'Least pay of the job or offer, as a multiple of the median wage, in an occupation at ANZSCO skill level 4-5: a lower-skilled job counts as skilled employment only at this rate. In force since 9 October 2023; sources as for nz.smc.jobPay.skilled',
        asOf: '2023-10-09',
        checked: '2026-11-27',
        reviewBy: '2027-02-28',
        source: smcSkilledWork,
        reportedBy: smcPayReports,
      },
    },
    newPathways: {
      value: 'the Skilled Work Experience and Trades and Technician pathways',
      unit: 'text',
      about:
        'Two further SMC residence pathways announced by the Government on 23 September 2025 and in force from 24 August 2026, alongside the points-based pathway; Red List occupations are excluded from both and Amber List occupations face stricter terms. INZ’s own page was not in the stored copies: the announcement is quoted by RNZ, NZ Herald, 1News and the Economic Times, and the 24 August 2026 start by advisers citing immigration.govt.nz (Provisas; "late August 2026" per Autofile and Absolute Immigration)',
      asOf: '2026-08-24',
      checked: '2026-11-23',
      reviewBy: '2027-05-01',
      source: smcVisa,
      status: 'open',
    },
    skilledWorkExperienceYears: {
      value: 5,
      unit: 'years',
      about:
        'Skilled Work Experience pathway (from 24 August 2026): years of directly relevant experience in an ANZSCO skill level 1-3 role, of which at least 2 years in New Zealand paid at least 1.1 times the median wage. Government announcement of 23 September 2025 as quoted by RNZ, NZ Herald and 1News; INZ page not in the stored copies',
      asOf: '2026-08-24',
      checked: '2026-11-23',
      reviewBy: '2027-05-01',
      source: smcVisa,
    },
    tradesExperienceYears: {
      value: 4,
      unit: 'years',
      about:
        'Trades and Technician pathway (from 24 August 2026): years of post-qualification experience in a listed trade or technician role, with a relevant Level 4 or higher qualification and at least 18 months in New Zealand at or above the median wage. Government announcement of 23 September 2025 as quoted by RNZ, NZ Herald and 1News; INZ page not in the stored copies',
      asOf: '2026-08-24',
      checked: '2026-11-23',
      reviewBy: '2027-05-01',
      source: smcVisa,
    },
    nzWorkExperienceMax: {
      value: 2,
      unit: 'years',
      about:
        'Most New Zealand work experience an SMC applicant needs under the points-based pathway from 24 August 2026 (down from 3 years); the median wage now only has to be kept up during that experience. Government announcement of 23 September 2025 as reported by the Economic Times, Newland Chase and Absolute Immigration; INZ page not in the stored copies',
      asOf: '2026-08-24',
      checked: '2026-11-23',
      reviewBy: '2027-05-01',
      source: smcVisa,
    },
  },
  fees: {
    smcResidence: {
      value: 6450,
      unit: 'NZD',
      about:
        'Skilled Migrant Category resident visa: application fee and immigration levy together, since 1 October 2024 (NZD 4,290 before), when LI 2024/181 replaced the fee and levy schedules. The total is reported from INZ’s announcement; the split between fee and levy was not in the regulations’ text we could read',
      asOf: '2024-10-01',
      checked: '2026-11-25',
      reviewBy: '2027-05-25',
      source: feeRegulations,
      reportedBy: [feeIncreaseReport],
    },
    studentVisa: {
      value: 850,
      unit: 'NZD',
      about:
        'Fee Paying Student Visa applied for online from outside New Zealand, per applicant, as INZ’s visa page states it (“from NZD 850”): the NZD 750 fee and levy since 1 October 2024 plus the NZD 100 International Visitor Conservation and Tourism Levy. A partner or child applies for a visa of their own',
      asOf: '2024-10-01',
      checked: '2026-11-27',
      reviewBy: '2027-05-27',
      source: feePayingStudentVisa,
      reportedBy: [feeIncreaseReport],
    },
  },
  residence: {
    maxAge: {
      value: 55,
      unit: 'years',
      about:
        'Oldest age at which a principal applicant can apply for skilled residence (Skilled Migrant Category and Green List routes): 55 or younger when the application is made',
      asOf: '2023-10-09',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: greenListWorkToResidence,
    },
  },
  greenList: {
    straightToResidence: {
      value: 'Straight to Residence',
      unit: 'text',
      about:
        'Green List Tier 1 route: residence without first working in New Zealand, for a listed Tier 1 occupation with a job or offer from an accredited employer that meets the role’s qualification, registration or pay requirements. Open since 5 September 2022 (date as reported by licensed advisers; INZ visa page cited)',
      asOf: '2022-09-05',
      checked: '2026-11-23',
      reviewBy: '2027-05-01',
      source: straightToResidence,
      status: 'open',
    },
    workToResidence: {
      value: 24,
      unit: 'months',
      about:
        'Green List Tier 2 (Work to Residence): months of work in New Zealand in a Tier 2 occupation needed before applying for residence, while holding a work visa, aged 55 or younger',
      asOf: '2023-09-29',
      checked: '2026-11-23',
      reviewBy: '2027-05-01',
      source: greenListWorkToResidence,
      status: 'open',
    },
  },
  aewv: {
    experience: {
      value: 2,
      unit: 'years',
      about:
        'Relevant work experience an Accredited Employer Work Visa applicant needs (or a comparable qualification), reduced from 3 years on 10 March 2025. INZ’s announcement page was not in the stored copies; reported by Fragomen, Financial Express and several NZ law firms quoting INZ',
      asOf: '2025-03-10',
      checked: '2026-11-23',
      reviewBy: '2027-05-01',
      source: aewvVisa,
    },
    payRule: {
      value: 'at least the market rate and the New Zealand minimum wage, with no median wage threshold',
      unit: 'text',
      about:
        'What an AEWV job must pay since 10 March 2025, when the median wage requirement for AEWV roles was removed (WA3.15: at or above the adult minimum wage and not less than the NZ market rate). Residence wage thresholds did not change',
      asOf: '2025-03-10',
      checked: '2026-11-23',
      reviewBy: '2027-05-01',
      source: aewvEmployment,
    },
  },
  postStudyWork: {
    maxDuration: {
      value: 3,
      unit: 'years',
      about:
        'Longest Post Study Work Visa: for a bachelor’s degree or higher (Level 7+) studied in New Zealand for at least 30 weeks; the length otherwise follows the length of study, and most graduates get only one. Rules since 11 May 2022. INZ’s page was not in the stored copies; confirmed by INZ text reproduced by Visa Envoy and by IDP',
      asOf: '2022-05-11',
      checked: '2026-11-23',
      reviewBy: '2027-05-01',
      source: postStudyWork,
    },
  },
  student: {
    livingCosts: {
      value: 20000,
      unit: 'NZD',
      about:
        'Living-cost funds a tertiary, English-language or other non-school student must show for each year of study of 1 year or more (NZD 1,667 a month for shorter study), on top of tuition fees and outward travel; in force since student visas for offshore applicants reopened on 1 August 2022',
      asOf: '2022-08-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: studentFunds,
    },
  },
  parentBoost: {
    opened: {
      value: '2025-09-29',
      unit: 'date',
      about:
        'Date the Parent Boost Visitor Visa opened: a multiple-entry visitor visa (not a path to residence) for parents of adult NZ citizens or residents who sponsor them; parents apply from outside New Zealand, meet health and character rules and hold 12 months of acceptable insurance. No annual cap',
      asOf: '2025-09-29',
      checked: '2026-11-23',
      reviewBy: '2027-05-01',
      source: parentBoost,
      status: 'open',
    },
    duration: {
      value: 5,
      unit: 'years',
      about:
        'How long one Parent Boost Visitor Visa lets a parent stay, entering and leaving as often as they like',
      asOf: '2025-09-29',
      checked: '2026-11-23',
      reviewBy: '2027-05-01',
      source: parentBoost,
    },
    maxTotal: {
      value: 10,
      unit: 'years',
      about: 'Longest total stay on Parent Boost visas: a parent may apply for a second 5-year visa',
      asOf: '2025-09-29',
      checked: '2026-11-23',
      reviewBy: '2027-05-01',
      source: parentBoost,
    },
  },
  parentCategory: {
    annualCap: {
      value: 2500,
      unit: 'number',
      about:
        'Most Parent Category (Parent Resident Visa) visas that can be granted in each year ending 30 June; expressions of interest are selected by ballot, so an EOI is no guarantee of an invitation to apply',
      asOf: '2022-10-12',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: parentCategory,
      status: 'open',
    },
  },
  economy: {
    medianSalary: {
      value: 69800,
      unit: 'NZD',
      about:
        'Median weekly earnings from wages and salaries in the June 2024 quarter, NZD 1,343 (Household Labour Force Survey; all wage and salary earners, so part-time workers are included) x 52 = NZD 69,836, rounded to the nearest hundred. Kept: the June 2025 and June 2026 quarter figures could not be verified in the stored copies (Stats NZ release text checked via its Scoop press release of 21 August 2024)',
      period: 'June 2024 quarter',
      asOf: '2024-08-21',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: incomeStatistics,
      nextChange: {
        yearly: '08-20',
        what: 'Stats NZ publishes the June quarter income statistics each August',
      },
    },
    population: {
      value: '5.3 million',
      unit: 'text',
      about:
        'Estimated resident population at 31 December 2024 (5,311,100; 5,287,500 at 30 June 2024), checked via Stats NZ’s population estimates text as republished; later 2025-2026 estimates could not be verified in the stored copies, so confirm against the latest estimate',
      asOf: '2024-12-31',
      checked: '2026-11-23',
      reviewBy: '2027-03-31',
      source: populationIndicator,
    },
  },
} as const satisfies FactGroup
