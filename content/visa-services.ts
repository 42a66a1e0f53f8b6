// The seven visa service cards on /visa-services (spec "Visa Services").
import { facts } from './facts'
import { asOf, stated } from './facts/stated'
import { routes } from './routes'
import type { VisaService } from './types'

export const visaServices = [
  {
    anchor: 'permanent-residence',
    title: 'Permanent Residency',
    audience: 'For skilled professionals and their families who want to settle abroad for good.',
    description:
      'We map your profile against points-based PR programmes such as Canada’s Express Entry, Australia’s General Skilled Migration and New Zealand’s Skilled Migrant Category, then manage the application end to end. From language tests and credential assessments to your profile, invitation and final filing, a dedicated case manager keeps every step on track.',
    icon: 'home',
    priceFrom: '₹50,000',
    duration: '12-24 months',
    countries: ['Canada', 'Australia', 'New Zealand', 'Germany', 'United Kingdom'],
    benefits: [
      'A free points or CRS score estimate before you commit',
      'A strategy that compares federal, provincial and state nomination routes',
      'Guidance on credential and skills assessments (WES, ACS, Engineers Australia and others)',
      'Profile creation, document review and filing handled by experienced consultants',
      'Pre-landing support once your PR is approved',
    ],
    requirements: [
      'Valid passport for you and each family member included',
      'Language test results (IELTS General, CELPIP, PTE or TEF, depending on the programme)',
      'Educational Credential Assessment or skills assessment for your occupation',
      'Employment reference letters showing duties, hours and salary',
      'Proof of settlement funds where the programme requires it',
      'Police certificates as the destination requires: each country sets which countries you need them from and how recent they must be, and your case manager lists them for your route',
      'Immigration medical examination by an approved panel physician',
    ],
    eligibility: [
      'At least 1 year of skilled work experience, ideally in an in-demand occupation',
      'Enough points to meet or beat the programme’s pass mark or recent draw cut-offs',
      stated`Age is a scoring factor: the highest points go to applicants in their twenties and early thirties, and New Zealand’s Skilled Migrant Category has an upper age limit of ${facts.nz.residence.maxAge}`,
      'No serious criminal record or health condition that would make you inadmissible',
    ],
  },
  {
    anchor: 'student-visas',
    title: 'Study Visa',
    audience: 'For students heading to a bachelor’s, master’s or diploma course abroad.',
    description:
      'We help you shortlist universities and courses that fit your academic record, budget and career goals, then prepare a study visa file that reads as clearly genuine. Our counselling is free for students, and we stay with you through admission, funding proof, the visa decision and pre-departure.',
    icon: 'graduation-cap',
    priceFrom: '₹0',
    duration: '3-6 months',
    countries: ['Canada', 'Australia', 'United Kingdom', 'United States', 'Germany', 'Ireland'],
    benefits: [
      'Free university shortlisting and application support',
      'Help with your statement of purpose, resume and scholarship applications',
      'Guidance on education loans and how to present proof of funds',
      'Part-time work rights during term in most destinations',
      stated`Advice on post-study work routes such as Canada’s PGWP, the UK Graduate visa, Australia’s subclass 485, US OPT and Germany’s ${facts.germany.study.jobSearchAfterGraduation} job-search permit`,
    ],
    requirements: [
      'Offer or acceptance letter from a recognised institution (LOA, CAS, CoE or I-20)',
      'Academic transcripts and certificates from Class 10 onwards',
      'English test scores (IELTS, PTE, TOEFL or Duolingo, where accepted)',
      stated`Proof of funds for tuition and living costs, such as a Canadian GIC, a German blocked account (${facts.germany.study.blockedAccount.perYear} a year) or bank statements`,
      'A statement of purpose or Genuine Student statement',
      'Medical examination and overseas student health cover where required',
    ],
    eligibility: [
      'Completed Class 12 for undergraduate study, or a bachelor’s degree for postgraduate study',
      'English scores that meet both the university’s and the visa’s minimum',
      'A study plan that follows logically from your education and career so far',
    ],
  },
  {
    anchor: 'work-visas',
    title: 'Work Visa',
    audience: 'For professionals with a job offer abroad, or skills employers there are short of.',
    description:
      'Whether you already hold a job offer or want to find one abroad, we identify the right employer-sponsored or skills-based work visa for your profession. We prepare and check your documents against the latest rules and coordinate with your employer on sponsorship paperwork.',
    icon: 'briefcase',
    priceFrom: '₹35,000',
    duration: '6-12 months',
    countries: ['Canada', 'Australia', 'Germany', 'United Kingdom', 'New Zealand', 'Ireland'],
    benefits: [
      'Work legally for an employer abroad and earn in a stronger currency',
      'Bring your spouse and children as dependants on most routes',
      'Build overseas experience that counts towards permanent residence',
      'Resume formatting to the standards employers abroad expect',
      'Coordination with your employer on sponsorship, LMIA or nomination paperwork',
    ],
    requirements: [
      'A job offer or employment contract from an approved or licensed sponsor, where the route needs one',
      'Degree or diploma certificates and, for Germany, recognition of your qualification',
      'Experience letters and recent payslips',
      'English or German language results, where the visa requires them',
      'A skills assessment for occupations that need one',
      'Police clearance certificate and medical examination',
    ],
    eligibility: [
      'Qualifications and experience that match the role you are applying for',
      'A salary offer at or above the visa’s minimum threshold',
      'An occupation listed as eligible for the chosen visa',
    ],
  },
  {
    anchor: 'family-visas',
    title: 'Family Sponsorship Visa',
    audience: 'For spouses, partners, children and parents joining family who already live abroad.',
    description:
      'We help citizens and permanent residents abroad sponsor spouses, partners, dependent children and parents, and help families in India prepare their side of the file. Relationship evidence is where most family applications are won or lost, so we help you present it completely and coherently.',
    icon: 'users',
    priceFrom: '₹40,000',
    duration: '8-18 months',
    countries: ['Canada', 'Australia', 'United Kingdom', 'United States', 'New Zealand'],
    benefits: [
      'Spouse, partner, dependent child and parent sponsorship under one roof',
      'A checklist of relationship evidence tailored to your circumstances',
      stated`Advice on Canada’s Super Visa and New Zealand’s Parent Boost Visitor Visa (up to ${facts.nz.parentBoost.duration} per visa) for parents and grandparents`,
      'Help with open work permits and work rights for sponsored spouses',
    ],
    requirements: [
      'Proof of the sponsor’s citizenship or permanent resident status',
      'Marriage certificate or evidence of a genuine de facto relationship',
      'Relationship evidence such as photographs, communication history and joint finances',
      'Birth certificates for dependent children',
      'Sponsor’s income or financial undertaking, where the route requires it',
      'Police clearance certificates and medical examinations for the applicants',
    ],
    eligibility: [
      'The sponsor is a citizen or permanent resident of the destination country',
      'The relationship is genuine and continuing',
      'The sponsor meets any minimum income or undertaking requirement',
      'The applicants meet health and character requirements',
    ],
  },
  {
    anchor: 'business-immigration',
    title: 'Business/Investor Visa',
    audience: 'For founders, business owners and investors starting or expanding a business abroad.',
    description:
      'For founders, business owners and investors, we assess which start-up, entrepreneur or investor programme suits your capital, experience and plans. We help you prepare a credible business plan, document the lawful source of your funds and work with endorsing or designated organisations where the route requires it.',
    icon: 'building',
    priceFrom: '₹75,000',
    duration: '6-18 months',
    countries: ['Canada', 'United Kingdom', 'United States', 'United Arab Emirates', 'Germany'],
    closedRoutes: stated`Not open in Canada: the Start-up Visa has been ${facts.canada.business.startUpVisa} since ${asOf(facts.canada.business.startUpVisa)}, and the self-employed persons program ${facts.canada.business.selfEmployed} since ${asOf(facts.canada.business.selfEmployed)}. The pilot for entrepreneurs IRCC says will replace them is ${facts.canada.business.entrepreneurPilot}.`,
    benefits: [
      'A comparison of the start-up, self-employment and investor routes open to your profile',
      'Business plan review against each programme’s criteria',
      'Source-of-funds documentation prepared to withstand scrutiny',
      'Pathways to permanent residence for you and your family on many routes',
      'Introductions to chartered accountants and legal advisers in the destination',
    ],
    requirements: [
      'A detailed business plan with financial projections',
      'Proof of personal net worth and investment funds',
      'Evidence of the lawful source of funds, such as ITRs, sale deeds and audited accounts',
      'Letter of support or endorsement where the route requires one (for example the UK Innovator Founder visa)',
      'Evidence of business ownership or senior management experience',
      'Language test results where the programme sets a minimum',
      'Police clearance certificates and medical examinations',
    ],
    eligibility: [
      'A viable, innovative or investment-ready business proposition',
      'Investment capital that meets the programme minimum',
      'Business ownership or management experience, depending on the route',
    ],
  },
  {
    anchor: 'tourist-and-visitor',
    title: 'Tourist/Visitor Visa',
    audience: 'For holidays, family visits and short business trips.',
    description:
      'We handle visitor visas for holidays, family visits and short business trips, including Schengen visas for Europe. We build a complete, well-organised file that shows the purpose of your trip and your ties to India, and help you book biometrics and interview appointments.',
    icon: 'plane',
    priceFrom: '₹10,000',
    duration: '2-8 weeks',
    countries: ['United States', 'United Kingdom', 'Canada', 'Australia', 'New Zealand', 'Germany'],
    benefits: [
      'A personalised document checklist for your destination',
      'Cover letter and day-by-day travel itinerary drafted for you',
      'Help booking biometrics and visa appointments',
      'Mock interview preparation for US B1/B2 visas',
    ],
    requirements: [
      'Passport valid for at least 6 months beyond your return date',
      'Completed application form and photographs to specification',
      'Bank statements for the last 3-6 months',
      'Income tax returns for the last 2-3 years',
      'Employment letter with approved leave, or business registration documents',
      'Flight and hotel bookings, or an invitation letter from your host',
      stated`Travel medical insurance (at least ${facts.germany.schengen.travelInsurance} cover for Schengen visas)`,
    ],
    eligibility: [
      'A genuine, temporary purpose for your visit',
      'Strong ties to India such as employment, business, property or family',
      'Enough funds to cover the trip without working abroad',
      'A clean immigration history with no previous overstays',
    ],
  },
  {
    anchor: 'digital-nomad-visas',
    title: 'Digital Nomad Visa',
    audience: 'For remote workers and freelancers who want to live abroad while keeping their clients.',
    description:
      'A growing number of countries now offer residence permits to remote workers employed by, or freelancing for, clients outside the host country. We help you choose a destination that suits your income, tax position and lifestyle, and prepare an application that meets its income and insurance rules.',
    icon: 'laptop',
    priceFrom: '₹25,000',
    duration: '3-12 months',
    countries: ['Spain', 'Portugal', 'Estonia', 'Croatia', 'United Arab Emirates'],
    benefits: [
      'Live legally abroad while keeping your current job or clients',
      'A comparison of income thresholds, costs and permit lengths across countries',
      'Renewable permits on several routes, including Spain and Portugal',
      'Family members can join you on many programmes',
      'Referrals to tax advisers on residency and double taxation',
    ],
    requirements: [
      'Employment contract or client agreements showing remote work',
      'Proof of stable monthly income above the destination’s threshold',
      'Bank statements and recent income tax returns',
      'Health insurance valid in the destination country',
      'Police clearance certificate',
      'Evidence of accommodation, such as a rental agreement or booking',
    ],
    eligibility: [
      'You work remotely for an employer or clients based outside the host country',
      'Your income meets the programme’s minimum (often set as a multiple of the local minimum wage)',
      'For some countries, a degree or at least 3 years of professional experience',
    ],
  },
] as const satisfies readonly VisaService[]

export const visaServicesPage = {
  sectionLabel: 'Our visa services',
  hero: {
    eyebrow: 'Visa Services',
    heading: 'Visa Services for Every Journey',
    lead: 'Seven services, one team. Compare what each visa involves, how long it takes and where it can take you, then talk to us about your case.',
  },
  labels: {
    duration: 'Processing time',
    countries: 'Available countries',
    benefits: 'Benefits',
    /** The summary of the folded part of a card: the full description and the benefits. */
    more: (benefits: number) => `How we help and ${benefits} benefits`,
    requirements: 'Key requirements',
    moreRequirements: (count: number) => `...and ${count} more requirements`,
    eligibility: 'Eligibility',
    getStarted: 'Get Started',
  },
  /** After the cards: where the government fees and ours are set out. */
  fees: {
    lead: 'Government fees for the main routes, each dated and sourced, and how we charge for our work:',
    link: { href: routes.fees.path, label: 'What a visa costs' },
  },
  shownRequirements: 3,
  shownEligibility: 2,
  cta: {
    heading: 'Not Sure Which Visa Fits You?',
    body: 'Book a free 30-minute consultation and a consultant will recommend the right route for your profile and budget.',
    label: 'Book Consultation',
  },
} as const
