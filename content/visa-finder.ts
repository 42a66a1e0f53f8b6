// /visa-finder: one short profile, the main routes of the six destinations judged against it. The
// rules are in lib/finder/finder.ts and their thresholds in the fact registry; this is the copy, and
// each route's official source (the source of the registry fact its rule rests on).

import type {
  educationLevels,
  englishLevels,
  FinderAnswers,
  Goal,
  germanLevels,
  offerCountries,
  ReasonOf,
  RouteId,
  Verdict,
} from '../lib/finder/finder'
import { messagesFor } from '../lib/messages'
import { facts } from './facts'
import { asOf, stated } from './facts/stated'
import type { Source } from './facts/types'
import { routes, routeTrail } from './routes'

type Options<K extends string> = Record<K, string>

interface FinderRouteCopy<R extends RouteId> {
  name: string
  flag: 'ca' | 'au' | 'gb' | 'de' | 'nz' | 'us'
  /** What the route needs, in a line: the table every visitor sees, with or without JavaScript. */
  needs: string
  reasons: Record<ReasonOf<R>, string>
  /** The route's calculator (opened with the visitor's answers) or its guide. */
  link: { path: string; label: string; calculator: boolean }
  source: Source
}

export interface FinderCopy {
  heading: string
  lead: string
  age: { label: string; min: string; max: string }
  education: { label: string; options: Options<(typeof educationLevels)[number]> }
  english: { label: string; hint: string; options: Options<(typeof englishLevels)[number]> }
  german: { label: string; options: Options<(typeof germanLevels)[number]> }
  /** The years themselves read as the calculators' do (content/points.ts `years`); the last one as `max`. */
  experience: { label: string; hint: string; max: string }
  offer: { label: string; options: Options<(typeof offerCountries)[number]> }
  goal: { legend: string; options: Options<Goal> }
  funds: string
  result: {
    heading: string
    forGoal: string
    others: string
    /** For a goal no route in the finder serves (family, business). */
    noRoutes: string
    verdicts: Options<Verdict>
    source: string
    estimate: string
  }
  enquiry: {
    label: string
    lead: string
    /** The contact form's immigration type (one of its options) for each goal. */
    immigrationType: Options<Goal>
    summary: string
    answers: string
    linkLead: string
    labels: Options<keyof FinderAnswers>
    yes: string
    no: string
    none: string
  }
  whatsApp: { label: string; lead: string }
  routes: { [R in RouteId]: FinderRouteCopy<R> }
}

const guide = (anchor: string) => `${routes.countryGuides.path}#${anchor}`
const fsw = facts.canada.expressEntry.fsw
const card = facts.germany.opportunityCard
const blueCard = facts.germany.blueCard.salary
const sw = facts.uk.skilledWorker

const study = {
  education:
    'Needs the 12th standard passed (finished secondary school), and an admission from a recognised institution.',
  funds: 'Needs to show the first year’s tuition and the living costs the government sets.',
  english:
    'Most universities ask for English at about B2 (an IELTS-type test); some use their own test or a pathway course: check.',
  offer: 'Looks eligible once a recognised institution admits you and you show the funds.',
} as const

const studyNeeds =
  'An admission from a recognised institution, the funds for tuition and living costs, and English.'

export const visaFinder = {
  breadcrumb: routeTrail(messagesFor('en'), 'home', 'countries', 'visaFinder'),
  hero: {
    eyebrow: 'Six destinations · one profile',
    heading: 'Visa Finder',
    lead: 'Answer eight questions once, and see which routes in Canada, Australia, the UK, Germany, New Zealand and the USA fit you now, which to check, and which are closed to you for now, with the reason for each.',
  },
  finder: {
    heading: 'Find your routes',
    lead: 'Your routes update as you answer. Where these answers cannot decide, a route says check, and its calculator or guide takes you further.',
    age: { label: 'Your age', min: '16 or under', max: '70 or over' },
    education: {
      label: 'Your highest education',
      options: {
        none: 'Below the 12th standard',
        secondary: '12th standard passed (secondary school)',
        diploma: 'Diploma, or vocational training of two years or more',
        bachelor: 'Bachelor’s degree',
        master: 'Master’s degree',
        phd: 'PhD or doctorate',
      },
    },
    english: {
      label: 'Your English (CEFR)',
      hint: 'As IELTS compares them: 4 to 5 is B1, 5.5 to 6.5 is B2, 7 to 8 is C1, 8.5 and above is C2.',
      options: { none: 'Below B1, or no test yet', b1: 'B1', b2: 'B2', c1: 'C1', c2: 'C2' },
    },
    german: {
      label: 'Your German (CEFR)',
      options: { none: 'None, or below A1', a1: 'A1', a2: 'A2', b1: 'B1', b2: 'B2 or higher' },
    },
    experience: {
      label: 'Years of skilled work',
      hint: 'Paid work in a skilled job, after your studies.',
      max: '{n} years or more',
    },
    offer: {
      label: 'A job offer',
      options: {
        none: 'No job offer',
        canada: 'In Canada',
        australia: 'In Australia',
        uk: 'In the United Kingdom',
        germany: 'In Germany',
        nz: 'In New Zealand',
        us: 'In the USA',
      },
    },
    goal: {
      legend: 'What do you want?',
      options: {
        work: 'To work abroad',
        study: 'To study abroad',
        pr: 'Permanent residence',
        family: 'To join or bring family',
        business: 'To invest or start a business',
      },
    },
    funds: 'I can show funds for the move (savings for settling in, or tuition and living costs)',
    result: {
      heading: 'Your routes',
      forGoal: 'Routes for what you want',
      others: 'Other routes',
      noRoutes:
        'Family and business routes depend on your sponsor or your business, which these questions do not cover: tell us about them and a consultant will check the routes with you. The work and study routes are below.',
      verdicts: {
        eligible: 'Looks eligible',
        check: 'May be eligible: check',
        'not-eligible': 'Not eligible now',
      },
      source: 'Official source',
      estimate:
        'This is a first sort from your own answers, not an assessment: each government decides on your application and documents, and rules change. A consultant can check your case in full.',
    },
    enquiry: {
      label: 'Get a free assessment of these routes',
      lead: 'A consultant goes through the routes with you and the documents each one needs.',
      immigrationType: {
        work: 'Work Visa',
        study: 'Study Visa',
        pr: 'Permanent Residency (PR)',
        family: 'Family Sponsorship',
        business: 'Business/Investor Visa',
      },
      summary: 'Visa finder: looks eligible: {eligible}; may be eligible: {check}.',
      answers: 'My answers: {answers}.',
      linkLead: 'Link to my routes:',
      labels: {
        age: 'age',
        education: 'education',
        english: 'English',
        german: 'German',
        experience: 'years of skilled work',
        offer: 'job offer',
        goal: 'goal',
        funds: 'can show funds',
      },
      yes: 'yes',
      no: 'no',
      none: 'none',
    },
    whatsApp: {
      label: 'Send these routes to a consultant on WhatsApp',
      lead: 'Hello, I used the visa finder on your website. Looks eligible: {eligible}. May be eligible: {check}.',
    },
    routes: {
      expressEntry: {
        name: 'Canada: Express Entry',
        flag: 'ca',
        needs: stated`For the Federal Skilled Worker Program: ${fsw.experience} of skilled work, CLB ${fsw.minimumClb} in English or French, education, and settlement funds; then a CRS score high enough to be invited.`,
        reasons: {
          education:
            'Needs at least the 12th standard passed, a secondary diploma (assessed, if studied outside Canada).',
          english: stated`Needs CLB ${fsw.minimumClb} in English or French in all four abilities (about B2).`,
          experience: stated`Needs ${fsw.experience} of continuous skilled work.`,
          funds: 'Needs proof of settlement funds, unless you have a valid job offer in Canada.',
          score: 'You may qualify for the pool; invitations go by CRS score and category: check your score.',
        },
        link: { path: routes.crsCalculator.path, label: 'Check your CRS score', calculator: true },
        source: fsw.minimumClb.source,
      },
      australiaSkilled: {
        name: 'Australia: skilled visas 189, 190 and 491',
        flag: 'au',
        needs: stated`Under ${facts.australia.pointsTest.maxAge} when invited, at least competent English, a skills assessment in a listed occupation, and ${facts.australia.pointsTest.passMark}.`,
        reasons: {
          age: stated`Needs you to be under ${facts.australia.pointsTest.maxAge} when invited.`,
          english: 'Needs at least competent English (about B2).',
          points: stated`Needs a positive skills assessment in a listed occupation and ${facts.australia.pointsTest.passMark}: check yours.`,
        },
        link: {
          path: routes.australiaPointsCalculator.path,
          label: 'Check your Australian points',
          calculator: true,
        },
        source: facts.australia.pointsTest.maxAge.source,
      },
      ukSkilledWorker: {
        name: 'UK: Skilled Worker visa',
        flag: 'gb',
        needs: stated`A job offer from a licensed sponsor at degree level, English at ${sw.englishLevel}, and a salary that reaches the rule for your job: ${sw.points.needed} in all.`,
        reasons: {
          offer: 'Needs a job offer from a UK employer licensed to sponsor workers.',
          english: stated`Needs English at CEFR ${sw.englishLevel}.`,
          salary: 'Your salary must reach the rule for your job and situation: check it.',
        },
        link: {
          path: routes.ukSkilledWorkerCalculator.path,
          label: 'Check your Skilled Worker points',
          calculator: true,
        },
        source: sw.points.needed.source,
      },
      ukGraduate: {
        name: 'UK: Graduate visa',
        flag: 'gb',
        needs: stated`A UK degree completed on a Student visa; ${facts.uk.graduate.duration} to work (${facts.uk.graduate.durationFrom2027} for applications from ${facts.uk.graduate.shorterFrom}).`,
        reasons: {
          unknown:
            'Only after a degree completed in the UK on a Student visa, which these answers cannot tell: check.',
        },
        link: { path: guide('united-kingdom'), label: 'Read the UK guide', calculator: false },
        source: facts.uk.graduate.duration.source,
      },
      germanyBlueCard: {
        name: 'Germany: EU Blue Card',
        flag: 'de',
        needs: stated`A recognised university degree and a job offer in Germany paying at least ${blueCard.standard2026} a year in 2026 (${blueCard.reduced2026} in shortage occupations and for new entrants).`,
        reasons: {
          education:
            'Needs a recognised university degree (IT specialists can qualify by experience: check).',
          offer: 'Needs a job offer in Germany.',
          salary: stated`The salary must reach ${blueCard.standard2026} a year in 2026, or ${blueCard.reduced2026} in shortage occupations and for new entrants: check.`,
        },
        link: { path: guide('germany'), label: 'Read the Germany guide', calculator: false },
        source: blueCard.standard2026.source,
      },
      germanyOpportunityCard: {
        name: 'Germany: Opportunity Card',
        flag: 'de',
        needs: stated`A degree or two-year vocational training recognised where earned, German A1 or English B2, the funds, and ${card.pointsNeeded} unless fully recognised in Germany.`,
        reasons: {
          qualification:
            'Needs a degree, or vocational training of two years or more, recognised where you earned it.',
          language: 'Needs German at A1 or English at B2.',
          funds: stated`Needs ${card.fundsPerMonth} a month for your stay (the amount set from ${asOf(card.fundsPerMonth)}).`,
          points: 'Has {total} points of the {minimum} needed.',
          eligible:
            'Looks eligible with {total} points of {minimum}, if your qualification is recognised where you earned it.',
        },
        link: {
          path: routes.germanyOpportunityCardCalculator.path,
          label: 'Check your Opportunity Card',
          calculator: true,
        },
        source: card.pointsNeeded.source,
      },
      nzSkilledMigrant: {
        name: 'New Zealand: Skilled Migrant Category',
        flag: 'nz',
        needs: stated`${facts.nz.residence.maxAge} or younger, a skilled job or offer with an accredited employer paying at least the median wage (${facts.nz.smc.medianWage} an hour from ${asOf(facts.nz.smc.medianWage)}), English, and ${facts.nz.smc.pointsRequired} from registration, qualification or income plus New Zealand work.`,
        reasons: {
          age: stated`Needs you to be ${facts.nz.residence.maxAge} or younger.`,
          offer: 'Needs a skilled job or job offer with an accredited New Zealand employer.',
          english: 'Needs English at the level Immigration New Zealand sets (above B1), shown by a test.',
          pay: stated`Whatever your points, the job must pay at least the median wage, ${facts.nz.smc.medianWage} an hour from ${asOf(facts.nz.smc.medianWage)} (${facts.nz.smc.jobPay.lowerSkilled} times it at skill level 4 or 5); and you need ${facts.nz.smc.pointsRequired} from registration, qualification or income and New Zealand work: check both.`,
        },
        link: {
          path: routes.nzSkilledMigrantCalculator.path,
          label: 'Check your Skilled Migrant points',
          calculator: true,
        },
        source: facts.nz.smc.pointsRequired.source,
      },
      usH1b: {
        name: 'USA: H-1B',
        flag: 'us',
        needs: stated`A bachelor’s degree or higher, and a US employer who registers you; USCIS picks registrations by ${facts.us.h1b.selection}.`,
        reasons: {
          education: 'Needs a bachelor’s degree or higher, or its equivalent.',
          offer: 'Needs a US employer to register and petition for you.',
          selection: stated`Your employer registers you; USCIS picks by ${facts.us.h1b.selection}: check.`,
        },
        link: { path: guide('united-states'), label: 'Read the USA guide', calculator: false },
        source: facts.us.h1b.selection.source,
      },
      canadaStudy: {
        name: 'Canada: study permit',
        flag: 'ca',
        needs: studyNeeds,
        reasons: study,
        link: { path: guide('canada'), label: 'Read the Canada guide', calculator: false },
        source: facts.canada.study.fundsSingle.source,
      },
      australiaStudent: {
        name: 'Australia: Student visa (subclass 500)',
        flag: 'au',
        needs: studyNeeds,
        reasons: study,
        link: { path: guide('australia'), label: 'Read the Australia guide', calculator: false },
        source: facts.australia.student.financialCapacity.source,
      },
      ukStudent: {
        name: 'UK: Student visa',
        flag: 'gb',
        needs: studyNeeds,
        reasons: study,
        link: { path: guide('united-kingdom'), label: 'Read the UK guide', calculator: false },
        source: facts.uk.student.fundsLondon.source,
      },
      germanyStudy: {
        name: 'Germany: student visa',
        flag: 'de',
        needs:
          'An admission from a German university, the funds in a blocked account, and the course language.',
        reasons: study,
        link: { path: guide('germany'), label: 'Read the Germany guide', calculator: false },
        source: facts.germany.study.blockedAccount.perMonth.source,
      },
      nzStudent: {
        name: 'New Zealand: student visa',
        flag: 'nz',
        needs: studyNeeds,
        reasons: study,
        link: { path: guide('new-zealand'), label: 'Read the New Zealand guide', calculator: false },
        source: facts.nz.student.livingCosts.source,
      },
      usF1: {
        name: 'USA: F-1 student visa',
        flag: 'us',
        needs: studyNeeds,
        reasons: study,
        link: { path: guide('united-states'), label: 'Read the USA guide', calculator: false },
        source: facts.us.opt.duration.source,
      },
    },
  },
  noScript:
    'The finder sorts the routes as you answer, which needs JavaScript. Every route and what it needs is listed below, with its calculator or guide.',
  table: {
    heading: 'The routes and what each needs',
    lead: 'Each route the finder judges, what it needs, and the official page its rule comes from.',
    source: 'Official source',
  },
} as const satisfies {
  breadcrumb: readonly { label: string; path: string }[]
  hero: { eyebrow: string; heading: string; lead: string }
  finder: FinderCopy
  noScript: string
  table: { heading: string; lead: string; source: string }
}
