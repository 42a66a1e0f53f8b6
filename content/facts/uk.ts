// United Kingdom: figures and rules the site states, each checked against the GOV.UK (or ONS) page it
// cites. Where the stored copy of the official page predated a change, the change was confirmed from the
// Statement of Changes it was made in, as reported by at least two independent sources (said in `about`).
import type { FactGroup, Source } from './types'

const globalTalent = {
  title: 'GOV.UK: Global Talent visa',
  url: 'https://www.gov.uk/global-talent',
} as const satisfies Source

const globalTalentEndorsement = {
  title: 'GOV.UK: Global Talent visa – eligibility and endorsement',
  url: 'https://www.gov.uk/global-talent/eligibility',
} as const satisfies Source

const healthSurcharge = {
  title: 'GOV.UK: Pay for UK healthcare as part of your immigration application',
  url: 'https://www.gov.uk/healthcare-immigration-application/how-much-pay',
} as const satisfies Source

const visaFees = {
  title: 'GOV.UK: UK visa fees',
  url: 'https://www.gov.uk/government/publications/visa-regulations-revised-table',
} as const satisfies Source

const feeTable2026 = {
  title: 'GOV.UK: Home Office immigration and nationality fees: 8 April 2026',
  url: 'https://www.gov.uk/government/publications/visa-regulations-revised-table/home-office-immigration-and-nationality-fees-8-april-2026',
} as const satisfies Source

/** A public copy of the table's amounts, where GOV.UK itself could not be read. */
const feeTable2026Copy = {
  title: 'GitHub (Duynguyen0106/Route-to-Citizenship): fee constants copied from GOV.UK’s 8 April 2026 table',
  url: 'https://github.com/Duynguyen0106/Route-to-Citizenship/blob/51d30da22e30c20311ad4e2dbe26c36fd7b98d58/lib/fees.ts',
  copyOf: { authority: 'GOV.UK', kind: 'copy', read: '2026-04-08' },
} as const satisfies Source

const surchargeReport = {
  title:
    'Electronic Immigration Network: House of Commons Library briefing on the Immigration Health Surcharge (31 January 2024)',
  url: 'https://www.ein.org.uk/news/house-commons-library-publishes-updated-briefing-immigration-health-surcharge-which-now-raises',
} as const satisfies Source

const earnedSettlement = {
  title: 'GOV.UK: Earned settlement (consultation)',
  url: 'https://www.gov.uk/government/consultations/earned-settlement',
} as const satisfies Source

const graduateVisa = {
  title: 'GOV.UK: Graduate visa',
  url: 'https://www.gov.uk/graduate-visa',
} as const satisfies Source

const studentMoney = {
  title: 'GOV.UK: Student visa – money you need',
  url: 'https://www.gov.uk/student-visa/money',
} as const satisfies Source

const studentVisa = {
  title: 'GOV.UK: Student visa',
  url: 'https://www.gov.uk/student-visa',
} as const satisfies Source

const studentFamily = {
  title: 'GOV.UK: Student visa – your partner and children',
  url: 'https://www.gov.uk/student-visa/family-members',
} as const satisfies Source

const skilledWorker = {
  title: 'GOV.UK: Skilled Worker visa',
  url: 'https://www.gov.uk/skilled-worker-visa',
} as const satisfies Source

const healthAndCare = {
  title: 'GOV.UK: Health and Care Worker visa',
  url: 'https://www.gov.uk/health-care-worker-visa',
} as const satisfies Source

const partnerVisa = {
  title: 'GOV.UK: Family visa – apply as a partner or spouse',
  url: 'https://www.gov.uk/uk-family-visa/partner-spouse',
} as const satisfies Source

const partnerIncome = {
  title: 'GOV.UK: Family visa – proof of income for a partner',
  url: 'https://www.gov.uk/uk-family-visa/proof-income-partner',
} as const satisfies Source

const immigrationRulesIntro = {
  title: 'GOV.UK: Immigration Rules – introduction (definition of partner)',
  url: 'https://www.gov.uk/guidance/immigration-rules/immigration-rules-introduction',
} as const satisfies Source

const citizenship = {
  title: 'GOV.UK: Apply for citizenship if you have indefinite leave to remain',
  url: 'https://www.gov.uk/apply-citizenship-indefinite-leave-to-remain',
} as const satisfies Source

export const processingOutside = {
  title: 'GOV.UK: Visa processing times – applications outside the UK',
  url: 'https://www.gov.uk/guidance/visa-processing-times-applications-outside-the-uk',
} as const satisfies Source

const onsEarnings = {
  title: 'ONS: Employee earnings in the UK – 2025',
  url: 'https://www.ons.gov.uk/employmentandlabourmarket/peopleinwork/earningsandworkinghours/bulletins/annualsurveyofhoursandearnings/2025',
} as const satisfies Source

const onsPopulation = {
  title: 'ONS: Population estimates for the UK – mid-2024',
  url: 'https://www.ons.gov.uk/peoplepopulationandcommunity/populationandmigration/populationestimates/bulletins/annualmidyearpopulationestimates/mid2024',
} as const satisfies Source

const appendixSkilledWorker = {
  title: 'GOV.UK: Immigration Rules Appendix Skilled Worker',
  url: 'https://www.gov.uk/guidance/immigration-rules/immigration-rules-appendix-skilled-worker',
} as const satisfies Source

const skilledWorkerYourJob = {
  title: 'GOV.UK: Skilled Worker visa – your job (salary requirements)',
  url: 'https://www.gov.uk/skilled-worker-visa/your-job',
} as const satisfies Source

const skilledWorkerEnglish = {
  title: 'GOV.UK: Skilled Worker visa – knowledge of English',
  url: 'https://www.gov.uk/skilled-worker-visa/knowledge-of-english',
} as const satisfies Source

const skilledWorkerHealthEducation = {
  title: 'GOV.UK: Skilled Worker visa – if you work in healthcare or education',
  url: 'https://www.gov.uk/skilled-worker-visa/if-you-work-in-healthcare-or-education',
} as const satisfies Source

const salaryReview = {
  title: 'Migration Advisory Committee: Review of salary requirements (December 2025)',
  url: 'https://www.gov.uk/government/publications/review-of-salary-requirements/review-of-salary-requirements-accessible',
} as const satisfies Source

/** The money a Skilled Worker and family show where the sponsor does not certify maintenance. */
const skilledWorkerCosts = {
  title: 'GOV.UK: Skilled Worker visa – how much it costs',
  url: 'https://www.gov.uk/skilled-worker-visa/how-much-it-costs',
} as const satisfies Source

const skilledWorkerFamily = {
  title: 'GOV.UK: Skilled Worker visa – your partner and children',
  url: 'https://www.gov.uk/skilled-worker-visa/your-partner-and-children',
} as const satisfies Source

const maintenanceReports = [
  {
    title: 'DavidsonMorris: Skilled Worker dependant visa, complete guide',
    url: 'https://davidsonmorris.com/skilled-worker-dependant-visa',
  },
  {
    title: 'Asher & Tomar: Skilled Worker dependent visa',
    url: 'https://asherandtomar.co.uk/skilled-worker-dependent-visa/',
  },
] as const satisfies readonly Source[]

const pointsReport = {
  title: 'DavidsonMorris: Skilled Worker visa points guide',
  url: 'https://www.davidsonmorris.com/skilled-worker-visa-points/',
} as const satisfies Source

const salaryOptionsReports = [
  {
    title: 'Davenport Solicitors: The latest salary requirement for Skilled Workers (July 2025)',
    url: 'https://davenportsolicitors.com/blogs/uk-immigration-the-latest-salary-requirement-for-skilled-workers',
  },
  {
    title: 'Reiss Edwards: Skilled Worker salary requirements from 22 July 2025 (HC 997)',
    url: 'https://reissedwards.co.uk/?p=3215',
  },
  {
    title: 'Laura Devine Immigration: Statement of Changes HC 997 (1 July 2025)',
    url: 'https://www.lauradevine.com/news/home-office-publishes-statements-of-changes-in-immigration-rules-hc-997-1-july-2025-and-hc-836-24-june-2025',
  },
] as const satisfies readonly Source[]

const healthEducationReports = [
  {
    title: 'GIIS: Skilled Worker salary rules for healthcare and education jobs',
    url: 'https://giis.co.uk/?p=987499085',
  },
  salaryOptionsReports[2],
] as const satisfies readonly Source[]

const englishB2Reports = [
  {
    title: 'Immigration Barrister: Higher English requirement from 8 January 2026',
    url: 'https://immigrationbarrister.co.uk/increase-to-required-english-language-level-from-08-january-2026',
  },
  {
    title: 'The Giga Legal: English language requirement increased to B2 from 8 January 2026',
    url: 'https://www.thegigalegal.com/news/english-language-requirement-increased-to-b2-from-8-january-2026',
  },
] as const satisfies readonly Source[]

const phdDiscountReviewReport = {
  title: 'Times Higher Education: Scrap visa salary discounts for PhD holders, UK told (17 December 2025)',
  url: 'https://www.timeshighereducation.com/node/740571',
} as const satisfies Source

export const uk = {
  globalTalent: {
    maxGrant: {
      value: 5,
      unit: 'years',
      about:
        'Longest Global Talent grant per application ("up to 5 years at a time"); each extension is for 1 to 5 years, chosen by the applicant',
      asOf: '2020-02-20',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: globalTalent,
    },
    settlementTalent: {
      value: 3,
      unit: 'years',
      about:
        'Qualifying period for indefinite leave to remain for holders endorsed under exceptional talent, and for research applicants endorsed by the Royal Society, Royal Academy of Engineering, British Academy or UKRI under either category (GOV.UK: settle "after 3 or 5 years")',
      asOf: '2020-02-20',
      checked: '2026-11-23',
      reviewBy: '2027-03-31',
      source: globalTalent,
    },
    settlementPromise: {
      value: 5,
      unit: 'years',
      about:
        'Qualifying period for indefinite leave to remain for holders endorsed under exceptional promise by Arts Council England or Tech Nation (arts and culture, digital technology)',
      asOf: '2020-02-20',
      checked: '2026-11-23',
      reviewBy: '2027-03-31',
      source: globalTalent,
    },
    endorsingBodies: {
      value:
        'the Royal Society, the Royal Academy of Engineering, the British Academy, UK Research and Innovation (UKRI), Tech Nation and Arts Council England',
      unit: 'text',
      about:
        'The six Global Talent endorsing bodies listed on GOV.UK (Arts Council England passes fashion, architecture and film and television applications to the British Fashion Council, RIBA and PACT)',
      asOf: '2020-02-20',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: globalTalentEndorsement,
    },
    endorsementDecision: {
      value: 8,
      unit: 'weeks',
      about:
        'Usual time for an endorsement decision (faster for some fast-track research and digital applicants)',
      asOf: '2020-02-20',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: globalTalentEndorsement,
    },
    applyWithin: {
      value: 3,
      unit: 'months',
      about:
        'Time after the endorsement letter within which the visa (stage 2) application must be made; also stated in Tech Nation’s applicant guidance',
      asOf: '2020-02-20',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: globalTalent,
    },
  },
  ihs: {
    adult: {
      value: 1035,
      unit: 'GBP',
      about:
        'Immigration Health Surcharge per adult per year of leave, paid upfront with the visa (Health and Care Worker applicants are exempt). Rate in force since 6 February 2024 (House of Commons Library briefing 7274, as reported); public copies of GOV.UK’s cost pages from May to October 2026 still give it, beside the fees of 8 April 2026, and no later change was found. Stored GOV.UK copy predates the change',
      asOf: '2024-02-06',
      checked: '2026-11-27',
      reviewBy: '2027-04-01',
      source: healthSurcharge,
      reportedBy: [surchargeReport],
    },
    reduced: {
      value: 776,
      unit: 'GBP',
      about:
        'Immigration Health Surcharge per year for students and their dependants, children under 18 and Youth Mobility Scheme applicants, since 6 February 2024',
      asOf: '2024-02-06',
      checked: '2026-11-23',
      reviewBy: '2027-03-31',
      source: healthSurcharge,
    },
  },
  fees: {
    latestTable: {
      value: '2026-04-08',
      unit: 'date',
      about:
        'Date of the latest Home Office immigration and nationality fee table published on GOV.UK (most fees rose by about 6.5%); the Skilled Worker fees below are its amounts',
      asOf: '2026-03-18',
      checked: '2026-11-27',
      reviewBy: '2027-04-01',
      source: visaFees,
      nextChange: {
        yearly: '04-01',
        what: 'Home Office fees have changed each April (9 April 2025, 8 April 2026)',
      },
    },
    skilledWorkerUpTo3Years: {
      value: 819,
      unit: 'GBP',
      about:
        'Skilled Worker application fee from outside the UK with a certificate of sponsorship for up to 3 years, per applicant and each dependant, from 8 April 2026 (£769 from 9 April 2025). Read in several independent public copies of the 8 April 2026 table and of GOV.UK’s “Skilled Worker visa: how much it costs” (one fetched from GOV.UK on 26 August 2026, others audited in May and October 2026), which all agree; the page names one of them. GOV.UK itself was not in the sources we could read, so it is checked again within a month',
      asOf: '2026-04-08',
      checked: '2026-11-27',
      reviewBy: '2026-12-27',
      source: feeTable2026,
      reportedBy: [feeTable2026Copy],
      nextChange: {
        yearly: '04-01',
        what: 'Home Office fees have changed each April (9 April 2025, 8 April 2026)',
      },
    },
    skilledWorkerOver3Years: {
      value: 1618,
      unit: 'GBP',
      about:
        'Skilled Worker application fee from outside the UK with a certificate of sponsorship for more than 3 years, per applicant and each dependant, from 8 April 2026 (£1,519 from 9 April 2025); same sources and caveat as the fee for up to 3 years',
      asOf: '2026-04-08',
      checked: '2026-11-27',
      reviewBy: '2026-12-27',
      source: feeTable2026,
      reportedBy: [feeTable2026Copy],
      nextChange: {
        yearly: '04-01',
        what: 'Home Office fees have changed each April (9 April 2025, 8 April 2026)',
      },
    },
    studentOutside: {
      value: 558,
      unit: 'GBP',
      about:
        'Student visa application fee from outside the UK, per applicant, from 8 April 2026 (£524 from 9 April 2025). Read in the public copy of the 8 April 2026 table that the Skilled Worker fees rest on; GOV.UK itself was not in the sources we could read, so it is checked again within a month',
      asOf: '2026-04-08',
      checked: '2026-11-27',
      reviewBy: '2026-12-27',
      source: feeTable2026,
      reportedBy: [feeTable2026Copy],
      nextChange: {
        yearly: '04-01',
        what: 'Home Office fees have changed each April (9 April 2025, 8 April 2026)',
      },
    },
    graduate: {
      value: 937,
      unit: 'GBP',
      about:
        'Graduate visa application fee (applied for inside the UK), per applicant, from 8 April 2026 (£880 from 9 April 2025); same copy and caveat as the Student fee',
      asOf: '2026-04-08',
      checked: '2026-11-27',
      reviewBy: '2026-12-27',
      source: feeTable2026,
      reportedBy: [feeTable2026Copy],
      nextChange: {
        yearly: '04-01',
        what: 'Home Office fees have changed each April (9 April 2025, 8 April 2026)',
      },
    },
  },
  settlement: {
    earnedSettlementAnnounced: {
      value: '2025-11-20',
      unit: 'date',
      about:
        'Date the Home Secretary announced the "earned settlement" model (command paper "A Fairer Pathway to Settlement") and opened the consultation',
      asOf: '2025-11-20',
      checked: '2026-11-23',
      reviewBy: '2027-01-31',
      source: earnedSettlement,
    },
    consultationClosed: {
      value: '2026-02-12',
      unit: 'date',
      about: 'Date the earned settlement consultation closed (about 130,000 responses)',
      asOf: '2025-11-20',
      checked: '2026-11-23',
      reviewBy: '2027-01-31',
      source: earnedSettlement,
    },
    proposedBaseline: {
      value: 10,
      unit: 'years',
      about:
        'Proposed standard qualifying period for settlement under earned settlement (up from 5 for most work routes). Announced, not confirmed in force in any official page we could check: no implementing Statement of Changes was found',
      asOf: '2025-11-20',
      checked: '2026-11-23',
      reviewBy: '2027-01-31',
      source: earnedSettlement,
    },
    proposedGlobalTalent: {
      value: 3,
      unit: 'years',
      about:
        'Proposed qualifying period under earned settlement for Global Talent and Innovator Founder holders with continuous residence (a 7-year reduction from the proposed baseline). Proposal only',
      asOf: '2025-11-20',
      checked: '2026-11-23',
      reviewBy: '2027-01-31',
      source: earnedSettlement,
    },
  },
  graduate: {
    duration: {
      value: 2,
      unit: 'years',
      about:
        'Graduate visa length for bachelor’s and master’s graduates applying on or before 31 December 2026',
      asOf: '2021-07-01',
      checked: '2026-11-23',
      reviewBy: '2027-01-01',
      source: graduateVisa,
      nextChange: {
        on: '2027-01-01',
        what: 'Graduate visas applied for from 1 January 2027 last 18 months (HC 1333)',
      },
    },
    durationPhd: {
      value: 3,
      unit: 'years',
      about: 'Graduate visa length for PhD and other doctoral graduates (unchanged by the 2027 reduction)',
      asOf: '2021-07-01',
      checked: '2026-11-23',
      reviewBy: '2027-01-01',
      source: graduateVisa,
      nextChange: {
        on: '2027-01-01',
        what: 'Graduate visas applied for from 1 January 2027 last 18 months (HC 1333)',
      },
    },
    durationFrom2027: {
      value: 18,
      unit: 'months',
      about:
        'Graduate visa length for non-doctoral graduates applying on or after 1 January 2027 (Statement of Changes HC 1333, laid 14 October 2025). Upcoming as of the check date',
      asOf: '2025-10-14',
      checked: '2026-11-23',
      reviewBy: '2027-01-01',
      source: graduateVisa,
      nextChange: {
        on: '2027-01-01',
        what: 'Graduate visas applied for from 1 January 2027 last 18 months (HC 1333)',
      },
    },
    shorterFrom: {
      value: '2027-01-01',
      unit: 'date',
      about: 'Applications made on or after this date get the shorter Graduate visa (non-doctoral graduates)',
      asOf: '2025-10-14',
      checked: '2026-11-23',
      reviewBy: '2027-01-01',
      source: graduateVisa,
      nextChange: {
        on: '2027-01-01',
        what: 'Graduate visas applied for from 1 January 2027 last 18 months (HC 1333)',
      },
    },
  },
  student: {
    fundsLondon: {
      value: 1529,
      unit: 'GBP',
      about:
        'Living costs a Student visa applicant must show per month for a course in London, up to 9 months, for applications from 11 November 2025 (HC 1333; confirmed by UKCISA-based and law-firm reports, the stored GOV.UK copy showing the earlier £1,483)',
      asOf: '2025-11-11',
      checked: '2026-11-23',
      reviewBy: '2027-01-31',
      source: studentMoney,
    },
    fundsOutsideLondon: {
      value: 1171,
      unit: 'GBP',
      about:
        'Living costs per month for a course outside London, up to 9 months, for applications from 11 November 2025',
      asOf: '2025-11-11',
      checked: '2026-11-23',
      reviewBy: '2027-01-31',
      source: studentMoney,
    },
    fundsMaxMonths: {
      value: 9,
      unit: 'months',
      about: 'Maximum number of months of living costs a Student visa applicant must show',
      asOf: '2025-11-11',
      checked: '2026-11-23',
      reviewBy: '2027-01-31',
      source: studentMoney,
    },
    fundsHeldDays: {
      value: 28,
      unit: 'days',
      about: 'The money must have been held for at least this many consecutive days',
      asOf: '2020-10-05',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: studentMoney,
    },
    fundsPeriodEndsWithin: {
      value: 31,
      unit: 'days',
      about: 'The 28-day holding period must end within this many days of the visa application',
      asOf: '2020-10-05',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: studentMoney,
    },
    workHoursTermTime: {
      value: 20,
      unit: 'hours',
      about:
        'Maximum work per week in term time for students on a course at degree level or above (10 below degree level)',
      asOf: '2020-10-05',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: studentVisa,
    },
    dependantsRuleFrom: {
      value: '2024-01-01',
      unit: 'date',
      about:
        'Courses starting on or after this date: only students on postgraduate research courses (PhD, other doctorate, research-based higher degree) or government-sponsored courses over 6 months can bring dependants (Statement of Changes HC 1496, 17 July 2023)',
      asOf: '2023-07-17',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: studentFamily,
    },
  },
  skilledWorker: {
    generalSalaryThreshold: {
      value: 41700,
      unit: 'GBP',
      about:
        'General minimum salary for new Skilled Worker sponsorships from 22 July 2025 (or the job’s going rate if higher; lower rates for new entrants, PhDs and some lists)',
      asOf: '2025-07-22',
      checked: '2026-11-23',
      reviewBy: '2027-04-30',
      source: skilledWorker,
    },
    skillLevel: {
      value: 'RQF level 6 (degree level)',
      unit: 'text',
      about:
        'Minimum skill level for new Skilled Worker sponsorships from 22 July 2025; some RQF 3-5 roles stay eligible only through the Temporary Shortage List (in place until 31 December 2026, under review)',
      asOf: '2025-07-22',
      checked: '2026-11-23',
      reviewBy: '2027-01-31',
      source: skilledWorker,
    },
    points: {
      needed: {
        value: 70,
        unit: 'points',
        about:
          'Points a Skilled Worker applicant needs: 50 mandatory (sponsorship, a job at the skill level, English) and 20 tradeable, from the salary on one of the salary options (Appendix Skilled Worker, SW 4)',
        asOf: '2020-12-01',
        checked: '2026-11-26',
        reviewBy: '2027-04-30',
        source: appendixSkilledWorker,
        reportedBy: [pointsReport],
      },
      sponsorship: {
        value: 20,
        unit: 'points',
        about:
          'Mandatory points for a confirmed job offer: a certificate of sponsorship from a licensed sponsor',
        asOf: '2020-12-01',
        checked: '2026-11-26',
        reviewBy: '2027-04-30',
        source: appendixSkilledWorker,
        reportedBy: [pointsReport],
      },
      skillLevel: {
        value: 20,
        unit: 'points',
        about: 'Mandatory points for a job at the required skill level (an eligible occupation code)',
        asOf: '2020-12-01',
        checked: '2026-11-26',
        reviewBy: '2027-04-30',
        source: appendixSkilledWorker,
        reportedBy: [pointsReport],
      },
      english: {
        value: 10,
        unit: 'points',
        about: 'Mandatory points for English at the required level',
        asOf: '2020-12-01',
        checked: '2026-11-26',
        reviewBy: '2027-04-30',
        source: appendixSkilledWorker,
        reportedBy: [pointsReport],
      },
      salary: {
        value: 20,
        unit: 'points',
        about:
          'Tradeable points for a salary that meets one of the salary options (the general threshold, or a reduced option the applicant qualifies for)',
        asOf: '2020-12-01',
        checked: '2026-11-26',
        reviewBy: '2027-04-30',
        source: appendixSkilledWorker,
        reportedBy: [pointsReport],
      },
    },
    englishLevel: {
      value: 'B2',
      unit: 'text',
      about:
        'CEFR level of English a first Skilled Worker application needs from 8 January 2026 (Statement of Changes HC 1333), in reading, writing, speaking and listening; B1 before, and still for extensions of permission granted at B1. The stored GOV.UK copy predates the change; two law-firm reports confirm it',
      asOf: '2026-01-08',
      checked: '2026-11-26',
      reviewBy: '2027-04-30',
      source: skilledWorkerEnglish,
      reportedBy: englishB2Reports,
    },
    // The salary options of SW 4 for a certificate of sponsorship assigned from 22 July 2025 (HC 997):
    // the higher of a floor and a share of the job's going rate. The stored GOV.UK copies predate
    // HC 997; the figures are from the Statement of Changes as three law firms tabulate it.
    salaryOptions: {
      generalGoingRate: {
        value: 100,
        unit: 'percent',
        about:
          'Option A, the general threshold: the share of the going rate to be paid beside the general floor (uk.skilledWorker.generalSalaryThreshold)',
        asOf: '2025-07-22',
        checked: '2026-11-26',
        reviewBy: '2027-04-30',
        source: skilledWorkerYourJob,
        reportedBy: salaryOptionsReports,
      },
      phdFloor: {
        value: 37500,
        unit: 'GBP',
        about: 'Option B, a PhD relevant to the job: salary floor (up from £34,830)',
        asOf: '2025-07-22',
        checked: '2026-11-26',
        reviewBy: '2027-04-30',
        source: skilledWorkerYourJob,
        reportedBy: salaryOptionsReports,
      },
      phdGoingRate: {
        value: 90,
        unit: 'percent',
        about: 'Option B, a PhD relevant to the job: share of the going rate',
        asOf: '2025-07-22',
        checked: '2026-11-26',
        reviewBy: '2027-04-30',
        source: skilledWorkerYourJob,
        reportedBy: salaryOptionsReports,
      },
      stemPhdFloor: {
        value: 33400,
        unit: 'GBP',
        about: 'Option C, a PhD in a STEM subject relevant to the job: salary floor',
        asOf: '2025-07-22',
        checked: '2026-11-26',
        reviewBy: '2027-04-30',
        source: skilledWorkerYourJob,
        reportedBy: salaryOptionsReports,
      },
      stemPhdGoingRate: {
        value: 80,
        unit: 'percent',
        about: 'Option C, a PhD in a STEM subject relevant to the job: share of the going rate',
        asOf: '2025-07-22',
        checked: '2026-11-26',
        reviewBy: '2027-04-30',
        source: skilledWorkerYourJob,
        reportedBy: salaryOptionsReports,
      },
      shortageFloor: {
        value: 33400,
        unit: 'GBP',
        about:
          'Option D, a degree-level (RQF 6+) job on the Immigration Salary List: salary floor, with the full going rate (no discount on the going rate since April 2024). Jobs below RQF 6 on the list have other rules',
        asOf: '2025-07-22',
        checked: '2026-11-26',
        reviewBy: '2027-04-30',
        source: skilledWorkerYourJob,
        reportedBy: salaryOptionsReports,
      },
      shortageGoingRate: {
        value: 100,
        unit: 'percent',
        about: 'Option D, a job on the Immigration Salary List: share of the going rate (none off)',
        asOf: '2025-07-22',
        checked: '2026-11-26',
        reviewBy: '2027-04-30',
        source: skilledWorkerYourJob,
        reportedBy: salaryOptionsReports,
      },
      newEntrantFloor: {
        value: 33400,
        unit: 'GBP',
        about:
          'Option E, a new entrant (under 26 when applying, switching from a Student or Graduate visa, in a postdoctoral role, or working towards a professional registration): salary floor (up from £30,960); new-entrant permission lasts at most 4 years in all',
        asOf: '2025-07-22',
        checked: '2026-11-26',
        reviewBy: '2027-04-30',
        source: skilledWorkerYourJob,
        reportedBy: salaryOptionsReports,
      },
      newEntrantGoingRate: {
        value: 70,
        unit: 'percent',
        about: 'Option E, a new entrant: share of the going rate',
        asOf: '2025-07-22',
        checked: '2026-11-26',
        reviewBy: '2027-04-30',
        source: skilledWorkerYourJob,
        reportedBy: salaryOptionsReports,
      },
      healthEducationFloor: {
        value: 25000,
        unit: 'GBP',
        about:
          'Listed health and education jobs paid on national pay scales (the Health and Care Worker visa among them): salary floor from 22 July 2025, with the pay-scale rate as the going rate. The stored GOV.UK copy shows £23,200 (from April 2024); one report gives £25,000, which is £23,200 raised in the ratio HC 997 applied to every reduced threshold (£38,700 to £41,700), as another reports',
        asOf: '2025-07-22',
        checked: '2026-11-26',
        reviewBy: '2027-04-30',
        source: skilledWorkerHealthEducation,
        reportedBy: healthEducationReports,
      },
      healthEducationFloor2024: {
        value: 23200,
        unit: 'GBP',
        about:
          'Past figure: the floor for listed health and education jobs from 4 April 2024, as the stored GOV.UK page "If you work in healthcare or education" still states it; replaced on 22 July 2025 (healthEducationFloor), shown so the page can say where sources differ',
        asOf: '2024-04-04',
        until: '2025-07-21',
        checked: '2026-11-26',
        reviewBy: '2026-12-25',
        source: skilledWorkerHealthEducation,
      },
      healthEducationGoingRate: {
        value: 100,
        unit: 'percent',
        about: 'Listed health and education jobs: share of the national pay-scale rate (none off)',
        asOf: '2025-07-22',
        checked: '2026-11-26',
        reviewBy: '2027-04-30',
        source: skilledWorkerHealthEducation,
        reportedBy: healthEducationReports,
      },
    },
    phdDiscountReview: {
      value: 'a recommendation, not in force',
      unit: 'text',
      about:
        'The Migration Advisory Committee recommended on 17 December 2025 abolishing the PhD and STEM PhD salary discounts and keeping one new-entrant rate of £33,400; no Statement of Changes making it law was found in the sources we could read',
      asOf: '2025-12-17',
      checked: '2026-11-26',
      reviewBy: '2027-02-28',
      source: salaryReview,
      reportedBy: [phdDiscountReviewReport],
    },
    settlement: {
      value: 5,
      unit: 'years',
      about:
        'Current qualifying period for indefinite leave to remain on the Skilled Worker route (the earned settlement proposals would raise the standard period)',
      asOf: '2020-12-01',
      checked: '2026-11-23',
      reviewBy: '2027-01-31',
      source: skilledWorker,
    },
    /** Held for 28 days before applying, unless the sponsor certifies maintenance (or after 12 months in the UK). */
    maintenance: {
      applicant: {
        value: 1270,
        unit: 'GBP',
        about:
          'Money a Skilled Worker applicant shows as held for 28 days, unless the sponsor certifies maintenance on the certificate of sponsorship. Unchanged since the route opened on 1 December 2020 as law firms report it; GOV.UK’s page itself was not in the sources we could read',
        asOf: '2020-12-01',
        checked: '2026-11-27',
        reviewBy: '2027-05-27',
        source: skilledWorkerCosts,
        reportedBy: maintenanceReports,
      },
      partner: {
        value: 285,
        unit: 'GBP',
        about:
          'Money shown for a partner applying as a Skilled Worker’s dependant, unless the sponsor certifies maintenance. Unchanged since the route opened on 1 December 2020 as law firms report it; GOV.UK’s page itself was not in the sources we could read',
        asOf: '2020-12-01',
        checked: '2026-11-27',
        reviewBy: '2027-05-27',
        source: skilledWorkerFamily,
        reportedBy: maintenanceReports,
      },
      firstChild: {
        value: 315,
        unit: 'GBP',
        about:
          'Money shown for the first dependent child, unless the sponsor certifies maintenance. Unchanged since the route opened on 1 December 2020 as law firms report it; GOV.UK’s page itself was not in the sources we could read',
        asOf: '2020-12-01',
        checked: '2026-11-27',
        reviewBy: '2027-05-27',
        source: skilledWorkerFamily,
        reportedBy: maintenanceReports,
      },
      otherChild: {
        value: 200,
        unit: 'GBP',
        about:
          'Money shown for each further dependent child, unless the sponsor certifies maintenance. Unchanged since the route opened on 1 December 2020 as law firms report it; GOV.UK’s page itself was not in the sources we could read',
        asOf: '2020-12-01',
        checked: '2026-11-27',
        reviewBy: '2027-05-27',
        source: skilledWorkerFamily,
        reportedBy: maintenanceReports,
      },
    },
  },
  healthAndCare: {
    overseasCareWorkers: {
      value: 'closed to new overseas applicants',
      unit: 'text',
      about:
        'Sponsorship of care workers and senior care workers (SOC 6135, 6136) from overseas ended on 22 July 2025; in-country switching allowed until 22 July 2028 under conditions. The Health and Care Worker visa stays open for other eligible health roles, with lower fees and no health surcharge',
      asOf: '2025-07-22',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: healthAndCare,
      status: 'closed',
    },
  },
  partner: {
    minimumIncome: {
      value: 29000,
      unit: 'GBP',
      about:
        'Minimum income to sponsor a partner on the family route, for new applications from 11 April 2024, with no separate child element (House of Commons Library CBP-9920). The planned rises to about £34,500 and £38,700 were paused; the Migration Advisory Committee (June 2025) suggested £23,000-£25,000, and no change had been announced in the material we could check',
      asOf: '2024-04-11',
      checked: '2026-11-23',
      reviewBy: '2027-03-31',
      source: partnerIncome,
    },
    previousMinimumIncome: {
      value: 18600,
      unit: 'GBP',
      about:
        'Minimum income requirement from 9 July 2012 to 10 April 2024 (plus amounts for non-British children); still applies to people already on the 5-year partner route before 11 April 2024',
      asOf: '2012-07-09',
      checked: '2026-11-23',
      reviewBy: '2027-03-31',
      source: partnerIncome,
    },
    initialGrantOutside: {
      value: 33,
      unit: 'months',
      about: 'First partner visa granted from outside the UK (2 years and 9 months)',
      asOf: '2012-07-09',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: partnerVisa,
    },
    extension: {
      value: 30,
      unit: 'months',
      about: 'Each partner visa extension (and a first grant from inside the UK): 2 years and 6 months',
      asOf: '2012-07-09',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: partnerVisa,
    },
    settlement: {
      value: 5,
      unit: 'years',
      about:
        'Qualifying period for indefinite leave to remain on the 5-year partner route; the earned settlement proposals keep 5 years for partners of British citizens',
      asOf: '2012-07-09',
      checked: '2026-11-23',
      reviewBy: '2027-01-31',
      source: partnerVisa,
    },
    unmarriedRelationship: {
      value: 2,
      unit: 'years',
      about:
        'An unmarried partner must have been in a relationship similar to marriage or civil partnership for at least this long; since 31 January 2024 (HC 246) the couple no longer has to have lived together for the whole period',
      asOf: '2024-01-31',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: immigrationRulesIntro,
    },
  },
  citizenship: {
    waitAfterIlr: {
      value: 12,
      unit: 'months',
      about:
        'Usual time a person must have held indefinite leave to remain before applying to naturalise (not required for spouses and civil partners of British citizens). The government has said citizenship rules will be reformed in line with earned settlement',
      asOf: '1983-01-01',
      checked: '2026-11-23',
      reviewBy: '2027-03-31',
      source: citizenship,
    },
  },
  processing: {
    workStudyOutside: {
      value: 3,
      unit: 'weeks',
      about:
        'Usual decision time after the biometrics appointment for work (including Global Talent) and study visas applied for from outside the UK',
      asOf: '2023-06-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: processingOutside,
    },
    familyOutside: {
      value: 12,
      unit: 'weeks',
      about: 'Usual decision time for partner and other family visas applied for from outside the UK',
      asOf: '2023-04-03',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: processingOutside,
    },
  },
  economy: {
    medianFullTimeSalary: {
      value: 39039,
      unit: 'GBP',
      about:
        'Median gross annual earnings of full-time employees in April 2025, up from £37,439 in April 2024 (ONS Annual Survey of Hours and Earnings, as reported quoting the ONS release)',
      period: 'April 2025',
      asOf: '2025-04-01',
      checked: '2026-11-23',
      reviewBy: '2027-01-31',
      source: onsEarnings,
    },
    population: {
      value: '69.3 million',
      unit: 'text',
      about: 'UK population estimate, mid-2024 (ONS, published 26 September 2025)',
      asOf: '2025-09-26',
      checked: '2026-11-23',
      reviewBy: '2027-01-31',
      source: onsPopulation,
    },
  },
} as const satisfies FactGroup
