// Australia: figures and rules the site states, each checked on 2026-11-23 against the page it cites.
// The stored copies available for this check did not include the immi.homeaffairs.gov.au pages
// themselves, so where a fact's `about` says "checked via", the figure was confirmed in at least two
// independent reports quoting Home Affairs or the legislation (Migration Regulations 1994, Schedule 6D
// and the instruments named), and the Home Affairs page is cited as the place to confirm it.
import type { FactGroup, Source } from './types'

const pointsTable = {
  title: 'Home Affairs: Points table for Skilled Independent visa (subclass 189)',
  url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-independent-189/points-table',
} as const satisfies Source

const skilled189 = {
  title: 'Home Affairs: Skilled Independent visa (subclass 189), Points-tested stream',
  url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-independent-189/points-tested',
} as const satisfies Source

const skilled190 = {
  title: 'Home Affairs: Skilled Nominated visa (subclass 190)',
  url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-nominated-190',
} as const satisfies Source

const skilled491 = {
  title: 'Home Affairs: Skilled Work Regional (Provisional) visa (subclass 491)',
  url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-work-regional-provisional-491',
} as const satisfies Source

const skillSelect = {
  title: 'Home Affairs: SkillSelect',
  url: 'https://immi.homeaffairs.gov.au/visas/working-in-australia/skillselect',
} as const satisfies Source

const migrationStrategy = {
  title: 'Home Affairs: Migration Strategy',
  url: 'https://www.homeaffairs.gov.au/reports-and-publications/reports/migration-strategy',
} as const satisfies Source

const englishLanguage = {
  title: 'Home Affairs: English language requirements',
  url: 'https://immi.homeaffairs.gov.au/help-support/meeting-our-requirements/english-language',
} as const satisfies Source

const skillsInDemand = {
  title: 'Home Affairs: Skills in Demand visa (subclass 482)',
  url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skills-in-demand-482',
} as const satisfies Source

const training407 = {
  title: 'Home Affairs: Training visa (subclass 407)',
  url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/training-407',
} as const satisfies Source

const student500 = {
  title: 'Home Affairs: Student visa (subclass 500)',
  url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500',
} as const satisfies Source

const studentWorkHours = {
  title: 'Study Australia: Work hours limit for student visa holders',
  url: 'https://www.studyaustralia.gov.au/en/tools-and-resources/news/work-hours-limit-for-student-visa-holders-to-be-re-introduced.html',
} as const satisfies Source

const planningLevel = {
  title: 'Minister for Education: Managing a sustainable international education sector',
  url: 'https://ministers.dewr.gov.au/clare/managing-sustainable-international-education-sector',
} as const satisfies Source

const graduate485 = {
  title: 'Home Affairs: Temporary Graduate visa (subclass 485)',
  url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/temporary-graduate-485',
} as const satisfies Source

const partnerOnshore = {
  title: 'Home Affairs: Partner visa (subclasses 820 and 801)',
  url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/partner-onshore',
} as const satisfies Source

const parent870 = {
  title: 'Home Affairs: Sponsored Parent (Temporary) visa (subclass 870)',
  url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/sponsored-parent-temporary-870',
} as const satisfies Source

const citizenship = {
  title: 'Home Affairs: Become a citizen as a permanent resident',
  url: 'https://immi.homeaffairs.gov.au/citizenship/become-a-citizen/permanent-resident',
} as const satisfies Source

const visaPricing = {
  title: 'Home Affairs: Current visa pricing',
  url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/fees-and-charges/current-visa-pricing',
} as const satisfies Source

const visaCharges2025Report = {
  title: 'ThinkVisa: Updated Australian visa application charges from 1 July 2025',
  url: 'https://www.thinkvisa.com.au/immigration-news/updated-australian-visa-application-charges-from-1-july-2025-what-you-need-to-know',
} as const satisfies Source

const visaCharges2026Report = {
  title: 'Peak Migration: Visa application charges hiked 25 per cent for most (July 2026)',
  url: 'https://www.peakmigration.com.au/news/2026/day/7/visa-application-charges-hiked-25-per-cent-for-most-age-cap-increases-for-some-working-holiday-makers',
} as const satisfies Source

const skilledIndependentCostReport = {
  title: 'Visa Atlas: Skilled Independent visa (subclass 189), total cost to complete (checked 1 July 2026)',
  url: 'https://visaatlas.org/cost-to-complete/australia-189-skilled-independent',
} as const satisfies Source

const averageEarnings = {
  title: 'ABS: Average Weekly Earnings, Australia, May 2025',
  url: 'https://www.abs.gov.au/statistics/labour/earnings-and-working-conditions/average-weekly-earnings-australia/may-2025',
} as const satisfies Source

const population = {
  title: 'ABS: National, state and territory population, March 2025',
  url: 'https://www.abs.gov.au/statistics/people/population/national-state-and-territory-population/mar-2025',
} as const satisfies Source

export const processingTimes = {
  title: 'Home Affairs: Global visa processing times',
  url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-processing-times/global-visa-processing-times',
} as const satisfies Source

// The points grid (Migration Regulations 1994, Schedule 6D) has had its present shape since the
// regional visa changes of 16 November 2019; a reformed test is expected in 2027, so check it early.
const grid = {
  asOf: '2019-11-16',
  checked: '2026-11-23',
  reviewBy: '2027-02-01',
  source: pointsTable,
} as const
const gridNote = 'assessed at invitation; checked via Schedule 6D and independent summaries'

export const australia = {
  pointsTest: {
    passMark: {
      value: 65,
      unit: 'points',
      about:
        'Minimum points-test score for an Expression of Interest and a 189, 190 or 491 invitation (not a target: invitation cut-offs are often higher); checked via independent reports',
      asOf: '2018-07-01',
      checked: '2026-11-23',
      reviewBy: '2027-02-01',
      source: pointsTable,
    },
    maxAge: {
      value: 45,
      unit: 'years',
      about:
        'Applicants for 189, 190 and 491 must be under this age when invited to apply; checked via independent reports',
      asOf: '2017-07-01',
      checked: '2026-11-23',
      reviewBy: '2027-02-01',
      source: skilled189,
    },
    reform: {
      value: 'announced, not yet in force',
      unit: 'text',
      about:
        'A reformed points test was promised in the December 2023 Migration Strategy and consulted on in 2024; reports expect it in 2027, but no start date had been set in law by 2026-11-23, so the current test applies',
      asOf: '2023-12-11',
      checked: '2026-11-23',
      reviewBy: '2027-02-01',
      source: migrationStrategy,
    },
    reformExpected: {
      value: 'during 2027',
      unit: 'text',
      about:
        'When the reformed points test is expected, per industry reports (Iscah, quoting a Home Affairs FOI reply that named March 2027; others say mid-2027) after the reform was reaffirmed around the 2026-27 Budget; no official start date had been announced by 2026-11-23',
      asOf: '2026-05-12',
      checked: '2026-11-23',
      reviewBy: '2027-02-01',
      source: migrationStrategy,
    },
    age: {
      from18to24: {
        value: 25,
        unit: 'points',
        about: `Age points for an applicant aged 18 to 24, ${gridNote}`,
        ...grid,
      },
      from25to32: {
        value: 30,
        unit: 'points',
        about: `Age points for an applicant aged 25 to 32, ${gridNote}`,
        ...grid,
      },
      from33to39: {
        value: 25,
        unit: 'points',
        about: `Age points for an applicant aged 33 to 39, ${gridNote}`,
        ...grid,
      },
      from40to44: {
        value: 15,
        unit: 'points',
        about: `Age points for an applicant aged 40 to 44, ${gridNote}`,
        ...grid,
      },
    },
    english: {
      competent: {
        value: 0,
        unit: 'points',
        about: `English points for Competent English (the minimum), ${gridNote}`,
        ...grid,
      },
      proficient: {
        value: 10,
        unit: 'points',
        about: `English points for Proficient English, ${gridNote}`,
        ...grid,
      },
      superior: {
        value: 20,
        unit: 'points',
        about: `English points for Superior English, ${gridNote}`,
        ...grid,
      },
    },
    overseasEmployment: {
      lessThan3Years: {
        value: 0,
        unit: 'points',
        about: `Points for under 3 years of skilled work outside Australia in the last 10 years, ${gridNote}`,
        ...grid,
      },
      from3to4Years: {
        value: 5,
        unit: 'points',
        about: `Points for at least 3 but under 5 years of skilled work outside Australia in the last 10 years, ${gridNote}`,
        ...grid,
      },
      from5to7Years: {
        value: 10,
        unit: 'points',
        about: `Points for at least 5 but under 8 years of skilled work outside Australia in the last 10 years, ${gridNote}`,
        ...grid,
      },
      atLeast8Years: {
        value: 15,
        unit: 'points',
        about: `Points for at least 8 years of skilled work outside Australia in the last 10 years, ${gridNote}`,
        ...grid,
      },
    },
    australianEmployment: {
      lessThan1Year: {
        value: 0,
        unit: 'points',
        about: `Points for under 1 year of skilled work in Australia in the last 10 years, ${gridNote}`,
        ...grid,
      },
      from1to2Years: {
        value: 5,
        unit: 'points',
        about: `Points for at least 1 but under 3 years of skilled work in Australia in the last 10 years, ${gridNote}`,
        ...grid,
      },
      from3to4Years: {
        value: 10,
        unit: 'points',
        about: `Points for at least 3 but under 5 years of skilled work in Australia in the last 10 years, ${gridNote}`,
        ...grid,
      },
      from5to7Years: {
        value: 15,
        unit: 'points',
        about: `Points for at least 5 but under 8 years of skilled work in Australia in the last 10 years, ${gridNote}`,
        ...grid,
      },
      atLeast8Years: {
        value: 20,
        unit: 'points',
        about: `Points for at least 8 years of skilled work in Australia in the last 10 years, ${gridNote}`,
        ...grid,
      },
    },
    employmentCap: {
      value: 20,
      unit: 'points',
      about: `Most points that overseas and Australian skilled employment can give together, ${gridNote}`,
      ...grid,
    },
    employmentWindow: {
      value: 10,
      unit: 'years',
      about: `Skilled employment counts only if it falls in this many years before the invitation, ${gridNote}`,
      ...grid,
    },
    qualifications: {
      doctorate: {
        value: 20,
        unit: 'points',
        about: `Points for a doctorate from an Australian institution or of a recognised standard, ${gridNote}`,
        ...grid,
      },
      bachelor: {
        value: 15,
        unit: 'points',
        about: `Points for at least a bachelor degree from an Australian institution or of a recognised standard, ${gridNote}`,
        ...grid,
      },
      diplomaOrTrade: {
        value: 10,
        unit: 'points',
        about: `Points for a diploma or trade qualification completed in Australia, ${gridNote}`,
        ...grid,
      },
      recognisedAward: {
        value: 10,
        unit: 'points',
        about: `Points for an award or qualification the assessing authority recognised in the skills assessment, ${gridNote}`,
        ...grid,
      },
    },
    specialistEducation: {
      value: 10,
      unit: 'points',
      about: `Points for an Australian master's by research or doctorate in a specified STEM or ICT field, ${gridNote}`,
      ...grid,
    },
    australianStudy: {
      value: 5,
      unit: 'points',
      about: `Points for meeting the Australian study requirement, ${gridNote}`,
      ...grid,
    },
    professionalYear: {
      value: 5,
      unit: 'points',
      about: `Points for a Professional Year in Australia completed in the 4 years before invitation, ${gridNote}`,
      ...grid,
    },
    communityLanguage: {
      value: 5,
      unit: 'points',
      about: `Points for a NAATI credentialled community language qualification, ${gridNote}`,
      ...grid,
    },
    regionalStudy: {
      value: 5,
      unit: 'points',
      about: `Points for studying and living in regional Australia while meeting the Australian study requirement, ${gridNote}`,
      ...grid,
    },
    partner: {
      skilled: {
        value: 10,
        unit: 'points',
        about: `Points when the partner is an applicant under 45 with Competent English and a suitable skills assessment, ${gridNote}`,
        ...grid,
      },
      singleOrAustralianPartner: {
        value: 10,
        unit: 'points',
        about: `Points for an applicant with no partner, or whose partner is an Australian citizen or permanent resident, ${gridNote}`,
        ...grid,
      },
      competentEnglish: {
        value: 5,
        unit: 'points',
        about: `Points when the partner is an applicant with Competent English but no skills assessment, ${gridNote}`,
        ...grid,
      },
    },
    nomination: {
      state190: {
        value: 5,
        unit: 'points',
        about: `Points for state or territory nomination for subclass 190, ${gridNote}`,
        ...grid,
      },
      regional491: {
        value: 15,
        unit: 'points',
        about: `Points for state or territory nomination, or eligible family sponsorship, for subclass 491, ${gridNote}`,
        ...grid,
      },
    },
  },
  fees: {
    skilledIndependentCharge: {
      value: 6135,
      unit: 'AUD',
      about:
        'Base application charge for the primary applicant of a Skilled Independent (189) visa, points-tested stream, from 1 July 2026 (AUD 4,910 before). Read on a cost page that quotes the Home Affairs current visa pricing table as checked on 1 July 2026; a law firm reports that most charges rose by about 25% that day (AUD 6,140 for the 186), which agrees. The Home Affairs table itself was not in the sources we could read, so it is checked again within a month',
      asOf: '2026-07-01',
      checked: '2026-11-27',
      reviewBy: '2026-12-27',
      source: visaPricing,
      reportedBy: [skilledIndependentCostReport, visaCharges2026Report],
      nextChange: {
        yearly: '07-01',
        what: 'Visa application charges change each 1 July (Migration Amendment (Visa Application Charges) Regulations)',
      },
    },
    skilledBaseCharge: {
      value: 4910,
      unit: 'AUD',
      about:
        'Base application charge for the primary applicant of a Skilled Independent (189), Skilled Nominated (190) or Skilled Work Regional (491) visa, 1 July 2025 to 30 June 2026 (Migration Amendment (Visa Application Charges) Regulations 2025, as a migration agency reports them; AUD 4,765 the year before). Shown as the last known charge for 190 and 491: from 1 July 2026 most charges rose by about 25% (a law firm reports), 189’s to AUD 6,135 (skilledIndependentCharge), but no source we could read states the new 190 and 491 charge. The same cost site’s 190 and 491 pages give totals AUD 5 above 189’s, which suggests AUD 6,140, but their charge line could not be read, so no amount is stated',
      asOf: '2025-07-01',
      until: '2026-06-30',
      checked: '2026-11-27',
      reviewBy: '2026-12-27',
      source: visaPricing,
      reportedBy: [visaCharges2025Report, visaCharges2026Report],
    },
  },
  skillSelect: {
    lodgementWindow: {
      value: 60,
      unit: 'days',
      about:
        'Time an invited applicant has to lodge the visa application after a SkillSelect invitation; checked via independent reports',
      asOf: '2012-07-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-01',
      source: skillSelect,
    },
  },
  english: {
    competent: {
      value: 'IELTS 6 in each of the four components',
      unit: 'text',
      about:
        'The IELTS result that shows Competent English, the minimum for 189, 190 and 491 (Migration Regulations reg 1.15C); other tests have their own scores',
      asOf: '2025-08-07',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: englishLanguage,
    },
    proficient: {
      value: 'IELTS 7 in each component',
      unit: 'text',
      about:
        'The IELTS result that shows Proficient English; checked via independent reports of the 7 August 2025 instrument',
      asOf: '2025-08-07',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: englishLanguage,
    },
    superior: {
      value: 'IELTS 8 in each component',
      unit: 'text',
      about:
        'The IELTS result that shows Superior English; checked via independent reports of the 7 August 2025 instrument',
      asOf: '2025-08-07',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: englishLanguage,
    },
    functional: {
      value: 'an IELTS average of 4.5',
      unit: 'text',
      about:
        'The IELTS result that shows Functional English, for example for the Training visa; checked via independent reports',
      asOf: '2025-08-07',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: englishLanguage,
    },
    newTestScores: {
      value: '2025-08-07',
      unit: 'date',
      about:
        'Tests taken from this date use new component scores (LIN 25/016): PTE Academic scores rose, CELPIP, LanguageCert and MET were added, and at-home online tests stopped being accepted; checked via independent reports',
      asOf: '2025-08-07',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: englishLanguage,
    },
  },
  skillsInDemand: {
    status: {
      value: 'open',
      unit: 'text',
      status: 'open',
      about:
        'The Skills in Demand visa (subclass 482), with Specialist Skills, Core Skills and Labour Agreement streams, takes new applications; checked via independent reports and the Minister’s release',
      asOf: '2024-12-07',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: skillsInDemand,
    },
    startDate: {
      value: '2024-12-07',
      unit: 'date',
      about:
        'Day the Skills in Demand visa replaced the Temporary Skill Shortage visa under the same subclass number, 482',
      asOf: '2024-12-07',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: skillsInDemand,
    },
    streams: {
      value: 'Specialist Skills, Core Skills and Labour Agreement',
      unit: 'text',
      about:
        'The three streams of the Skills in Demand visa (the proposed Essential Skills pathway was not introduced)',
      asOf: '2024-12-07',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: skillsInDemand,
    },
    duration: {
      value: 4,
      unit: 'years',
      about:
        'Longest stay on a Skills in Demand visa in the Specialist Skills and Core Skills streams; checked via independent reports',
      asOf: '2024-12-07',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: skillsInDemand,
    },
    workExperience: {
      value: 1,
      unit: 'years',
      about:
        'Relevant full-time work experience (or part-time equivalent) a Skills in Demand applicant needs, down from 2 years under the TSS visa',
      asOf: '2024-12-07',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: skillsInDemand,
    },
    workExperienceWindow: {
      value: 5,
      unit: 'years',
      about: 'The work experience must fall within this many years before the visa application',
      asOf: '2024-12-07',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: skillsInDemand,
    },
    coreSkillsIncomeThreshold: {
      value: 79499,
      unit: 'AUD',
      about:
        'Core Skills Income Threshold for 482 Core Skills and 186 nominations lodged from 1 July 2026 (indexed to AWOTE, reg 5.42A; was AUD 76,515); checked via independent reports',
      asOf: '2026-07-01',
      checked: '2026-11-23',
      reviewBy: '2027-03-15',
      source: skillsInDemand,
    },
    specialistSkillsIncomeThreshold: {
      value: 146717,
      unit: 'AUD',
      about:
        'Specialist Skills Income Threshold for 482 Specialist Skills nominations lodged from 1 July 2026 (was AUD 141,210); checked via independent reports',
      asOf: '2026-07-01',
      checked: '2026-11-23',
      reviewBy: '2027-03-15',
      source: skillsInDemand,
    },
    permanentPathwayAfter: {
      value: 2,
      unit: 'years',
      about:
        'Time working for an approved sponsor on a 482 visa (any sponsor counts) before the Temporary Residence Transition stream of subclass 186; checked via independent reports',
      asOf: '2023-11-25',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: skillsInDemand,
    },
  },
  training407: {
    maxStay: {
      value: 2,
      unit: 'years',
      about:
        'Longest stay on a Training visa, depending on the training programme; checked via independent reports',
      asOf: '2016-11-19',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: training407,
    },
    minimumAge: {
      value: 18,
      unit: 'years',
      about: 'Minimum age for a Training visa applicant, except in limited circumstances',
      asOf: '2016-11-19',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: training407,
    },
    recentExperience: {
      value: 12,
      unit: 'months',
      about:
        'Full-time experience (work or study) needed for training to improve skills in an eligible occupation',
      asOf: '2016-11-19',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: training407,
    },
    recentExperienceWindow: {
      value: 24,
      unit: 'months',
      about: 'The experience must fall within this many months before the nomination is lodged',
      asOf: '2016-11-19',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: training407,
    },
    approvalsFirst: {
      value: '2026-03-11',
      unit: 'date',
      about:
        'From this date a 407 application is valid only once the sponsor is an approved Temporary Activities Sponsor and (unless it is a Commonwealth agency) the training nomination is approved; checked via independent reports of the 2026 amending Regulations',
      asOf: '2026-03-11',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: training407,
    },
  },
  skilledIndependent189: {
    status: {
      value: 'open',
      unit: 'text',
      status: 'open',
      about: 'Subclass 189 (Points-tested stream) takes applications by SkillSelect invitation',
      asOf: '2012-07-01',
      checked: '2026-11-23',
      reviewBy: '2027-02-01',
      source: skilled189,
    },
  },
  skilledNominated190: {
    stateCommitment: {
      value: 2,
      unit: 'years',
      about:
        'How long most nominating states ask 190 visa holders to commit to living in the state (a state condition, not a visa condition; check the state’s current terms)',
      asOf: '2014-02-19',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: skilled190,
    },
  },
  skilledRegional491: {
    duration: {
      value: 5,
      unit: 'years',
      about: 'Length of the provisional Skilled Work Regional visa',
      asOf: '2019-11-16',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: skilled491,
    },
    pathwayAfter: {
      value: 3,
      unit: 'years',
      about:
        'Time a 491 holder must live and work in a designated regional area, meeting the taxable income requirement, before applying for the permanent subclass 191 visa',
      asOf: '2022-11-16',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: skilled491,
    },
  },
  student: {
    financialCapacity: {
      value: 29710,
      unit: 'AUD',
      about:
        'Annual living costs a primary Student visa applicant shows as evidence of funds, on top of course fees and travel (75% of the national minimum wage); unchanged since 10 May 2024 per reports of March 2026',
      asOf: '2024-05-10',
      checked: '2026-11-23',
      reviewBy: '2027-05-01',
      source: student500,
    },
    workHours: {
      value: 48,
      unit: 'hours',
      about:
        'Most hours a student visa holder may work per fortnight while the course is in session (no limit in scheduled breaks)',
      asOf: '2023-07-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: studentWorkHours,
    },
    genuineStudent: {
      value: '2024-03-23',
      unit: 'date',
      about:
        'From this date the Genuine Student requirement replaced the Genuine Temporary Entrant test, and the usual minimum English score for a Student visa rose from IELTS 5.5 to 6',
      asOf: '2024-03-23',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: student500,
    },
    planningLevel2026: {
      value: 295000,
      unit: 'number',
      about:
        'National Planning Level: new overseas student commencements planned for calendar year 2026 (270,000 in 2025)',
      asOf: '2026-01-01',
      checked: '2026-11-23',
      reviewBy: '2027-01-15',
      source: planningLevel,
    },
  },
  temporaryGraduate: {
    changesFrom: {
      value: '2024-07-01',
      unit: 'date',
      about: 'Date the 485 streams were renamed, stays shortened and the age limit lowered',
      asOf: '2024-07-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: graduate485,
    },
    maxAge: {
      value: 35,
      unit: 'years',
      about:
        'Applicants must be this age or under (masters by research and PhD graduates: under 50); checked via independent reports',
      asOf: '2024-07-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: graduate485,
    },
    vocational: {
      value: 18,
      unit: 'months',
      about:
        'Stay in the Post-Vocational Education Work stream (associate degree, diploma or trade qualification)',
      asOf: '2024-07-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: graduate485,
    },
    bachelorOrCourseworkMasters: {
      value: 2,
      unit: 'years',
      about:
        'Stay in the Post-Higher Education Work stream after a bachelor degree or a master’s by coursework (most passports)',
      asOf: '2024-07-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: graduate485,
    },
    researchOrDoctorate: {
      value: 3,
      unit: 'years',
      about:
        'Stay in the Post-Higher Education Work stream after a master’s by research or a PhD (most passports)',
      asOf: '2024-07-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: graduate485,
    },
    india: {
      bachelor: {
        value: 2,
        unit: 'years',
        about: 'Stay for Indian passport holders after a bachelor degree (AI-ECTA)',
        asOf: '2023-07-01',
        checked: '2026-11-23',
        reviewBy: '2027-05-23',
        source: graduate485,
      },
      bachelorFirstClassStem: {
        value: 3,
        unit: 'years',
        about:
          'Stay for Indian passport holders after a bachelor degree with first-class honours in STEM or ICT (AI-ECTA)',
        asOf: '2023-07-01',
        checked: '2026-11-23',
        reviewBy: '2027-05-23',
        source: graduate485,
      },
      masters: {
        value: 3,
        unit: 'years',
        about: 'Stay for Indian passport holders after a master’s degree, coursework or research (AI-ECTA)',
        asOf: '2023-07-01',
        checked: '2026-11-23',
        reviewBy: '2027-05-23',
        source: graduate485,
      },
      doctorate: {
        value: 4,
        unit: 'years',
        about: 'Stay for Indian passport holders after a PhD (AI-ECTA)',
        asOf: '2023-07-01',
        checked: '2026-11-23',
        reviewBy: '2027-05-23',
        source: graduate485,
      },
    },
  },
  partner: {
    deFactoRelationship: {
      value: 12,
      unit: 'months',
      about:
        'How long a de facto couple must usually have lived together before applying, unless the relationship is registered in an Australian state or territory (long-standing; date is the earliest dated statement checked)',
      asOf: '2024-07-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: partnerOnshore,
    },
    permanentStageAfter: {
      value: 2,
      unit: 'years',
      about:
        'Time after the combined partner application is lodged when the permanent stage (801 or 100) is assessed (long-standing; date is the earliest dated statement checked)',
      asOf: '2024-07-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: partnerOnshore,
    },
  },
  parent: {
    temporaryShortStay: {
      value: 3,
      unit: 'years',
      about: 'Shorter stay available on the Sponsored Parent (Temporary) visa, subclass 870',
      asOf: '2019-04-17',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: parent870,
    },
    temporaryLongStay: {
      value: 5,
      unit: 'years',
      about: 'Longer stay available on the Sponsored Parent (Temporary) visa, subclass 870',
      asOf: '2019-04-17',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: parent870,
    },
  },
  citizenship: {
    residence: {
      value: 4,
      unit: 'years',
      about:
        'Lawful residence in Australia needed before applying for citizenship (general residence requirement)',
      asOf: '2007-07-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: citizenship,
    },
    asPermanentResident: {
      value: 1,
      unit: 'years',
      about: 'Part of that residence that must be as a permanent resident, immediately before applying',
      asOf: '2007-07-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: citizenship,
    },
  },
  economy: {
    averageFullTimeSalary: {
      value: 104520,
      unit: 'AUD',
      about:
        'Average full-time adult ordinary time earnings, May 2025 (AUD 2,010.00 a week, seasonally adjusted, x 52); checked via the ABS media release as republished, as the newer releases were not in the stored copies',
      period: 'May 2025',
      asOf: '2025-05-31',
      checked: '2026-11-23',
      reviewBy: '2026-12-31',
      source: averageEarnings,
    },
    population: {
      value: '27.5 million',
      unit: 'text',
      about:
        'Estimated resident population at 31 March 2025 (27,536,900); checked via a republished ABS release only, so confirm against the latest ABS figure',
      asOf: '2025-03-31',
      checked: '2026-11-23',
      reviewBy: '2026-12-31',
      source: population,
    },
  },
} as const satisfies FactGroup
