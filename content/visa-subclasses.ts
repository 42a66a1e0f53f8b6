// The five Australian visa subclass cards on /visa-subclasses (spec "Australian Visa Subclasses").
// Every figure is a registry fact (content/facts/australia.ts), an argument of its English message.

import { asOf, type Stating, statedIn } from '../lib/facts/site'
import { type Messages, messagesFor, words } from '../lib/messages'
import { facts } from './facts'
import { routes } from './routes'
import type { VisaSubclass } from './types'

// The page is in English only: its sentences are English messages, each fact an argument.
const english = messagesFor('en')

export const visaSubclasses = [
  {
    id: '407',
    title: 'Subclass 407 – Training Visa',
    description:
      'The Training visa lets you come to Australia for workplace-based occupational training or professional development that builds on your existing skills. You need an approved Australian sponsor and, in most cases, an approved training nomination with a structured training plan before you can apply.',
    duration: statedIn(english, 'visaSubclasses.407.duration', {
      maxStay: facts.australia.training407.maxStay,
    }),
    country: 'Australia',
    benefits: [
      'Hands-on, structured training with an Australian organisation',
      statedIn(english, 'visaSubclasses.407.benefits.1', { maxStay: facts.australia.training407.maxStay }),
      'Include your partner and dependent children in the application',
      'Travel in and out of Australia while the visa is valid',
    ],
    requirements: [
      statedIn(english, 'visaSubclasses.407.requirements.0', {
        approvalsFirst: facts.australia.training407.approvalsFirst,
      }),
      'A written training plan that meets the programme requirements',
      statedIn(english, 'visaSubclasses.407.requirements.2', {
        functional: facts.australia.english.functional,
      }),
      'Adequate health insurance for your whole stay',
      'Meet health and character requirements',
    ],
    eligibility: [
      statedIn(english, 'visaSubclasses.407.eligibility.0', {
        minimumAge: facts.australia.training407.minimumAge,
      }),
      'The training is relevant to your current occupation or field of tertiary study',
      statedIn(english, 'visaSubclasses.407.eligibility.2', {
        recentExperience: facts.australia.training407.recentExperience,
        recentExperienceWindow: facts.australia.training407.recentExperienceWindow,
      }),
      'A genuine intention to stay temporarily for the training',
    ],
  },
  {
    id: '482',
    title: 'Subclass 482 – Skills in Demand Visa',
    description: statedIn(english, 'visaSubclasses.482.description', {
      startDate: facts.australia.skillsInDemand.startDate,
      streams: facts.australia.skillsInDemand.streams,
      duration: facts.australia.skillsInDemand.duration,
    }),
    duration: statedIn(english, 'visaSubclasses.482.duration', {
      duration: facts.australia.skillsInDemand.duration,
    }),
    country: 'Australia',
    benefits: [
      'Work full-time in Australia for your sponsoring employer',
      'Partner and dependent children can join you, with full work and study rights',
      statedIn(english, 'visaSubclasses.482.benefits.2', {
        permanentPathwayAfter: facts.australia.skillsInDemand.permanentPathwayAfter,
      }),
      'Travel in and out of Australia as often as you like while the visa is valid',
    ],
    requirements: [
      'Nomination by an approved Australian sponsor, or by an employer with a labour agreement',
      'For the Core Skills stream, an occupation on the Core Skills Occupation List',
      statedIn(english, 'visaSubclasses.482.requirements.2', {
        workExperience: facts.australia.skillsInDemand.workExperience,
        workExperienceWindow: facts.australia.skillsInDemand.workExperienceWindow,
      }),
      'English test results at the level the visa requires, unless you are exempt',
      'A skills assessment where required for your occupation and passport',
    ],
    eligibility: [
      'A genuine job offer in a nominated position with an approved sponsor',
      statedIn(english, 'visaSubclasses.482.eligibility.1', {
        coreSkillsIncomeThreshold: facts.australia.skillsInDemand.coreSkillsIncomeThreshold,
        coreSkillsIncomeThresholdSince: asOf(facts.australia.skillsInDemand.coreSkillsIncomeThreshold),
      }),
      statedIn(english, 'visaSubclasses.482.eligibility.2', {
        specialistSkillsIncomeThreshold: facts.australia.skillsInDemand.specialistSkillsIncomeThreshold,
      }),
      'Skills and qualifications that match the nominated occupation',
      'Meet health and character requirements',
    ],
  },
  {
    id: '189',
    title: 'Subclass 189 – Skilled Independent Visa',
    description:
      'The Skilled Independent visa is a points-tested permanent visa for skilled workers who are not sponsored by an employer, state, territory or family member. You submit an Expression of Interest in SkillSelect and can apply only once you receive an invitation.',
    duration: 'permanent',
    country: 'Australia',
    benefits: [
      'Live, work and study anywhere in Australia as a permanent resident',
      'Enrol in Medicare, Australia’s public healthcare scheme',
      'Sponsor eligible relatives for permanent residence',
      statedIn(english, 'visaSubclasses.189.benefits.3', {
        residence: facts.australia.citizenship.residence,
        asPermanentResident: facts.australia.citizenship.asPermanentResident,
      }),
    ],
    requirements: [
      'An invitation to apply following an Expression of Interest in SkillSelect',
      'An occupation on the Medium and Long-term Strategic Skills List (MLTSSL)',
      'A positive skills assessment from the relevant assessing authority',
      statedIn(english, 'visaSubclasses.pointsTested.competentEnglish', {
        competent: facts.australia.english.competent,
      }),
      'Meet health and character requirements',
    ],
    eligibility: [
      statedIn(english, 'visaSubclasses.pointsTested.underMaxAge', {
        maxAge: facts.australia.pointsTest.maxAge,
      }),
      statedIn(english, 'visaSubclasses.189.eligibility.1', {
        passMark: facts.australia.pointsTest.passMark,
      }),
      'No employer, state or family sponsorship needed',
    ],
    tools: [{ href: `${routes.australiaPointsCalculator.path}?visa=189`, label: 'Check your points' }],
  },
  {
    id: '190',
    title: 'Subclass 190 – Skilled Nominated Visa',
    description: statedIn(english, 'visaSubclasses.190.description', {
      state190: facts.australia.pointsTest.nomination.state190,
    }),
    duration: 'permanent',
    country: 'Australia',
    benefits: [
      'Permanent residence from the day the visa is granted',
      statedIn(english, 'visaSubclasses.190.benefits.1', {
        state190: facts.australia.pointsTest.nomination.state190,
      }),
      'Access to Medicare and, once eligible, Australian citizenship',
      'A wider choice of occupations through state skilled lists',
    ],
    requirements: [
      'Nomination by an Australian state or territory government agency',
      'An occupation on the nominating state’s skilled occupation list',
      'A positive skills assessment for your nominated occupation',
      statedIn(english, 'visaSubclasses.pointsTested.competentEnglish', {
        competent: facts.australia.english.competent,
      }),
      'Meet health and character requirements',
    ],
    eligibility: [
      statedIn(english, 'visaSubclasses.pointsTested.underMaxAge', {
        maxAge: facts.australia.pointsTest.maxAge,
      }),
      statedIn(english, 'visaSubclasses.190.eligibility.1', {
        passMark: facts.australia.pointsTest.passMark,
        state190: facts.australia.pointsTest.nomination.state190,
      }),
      'Meet the nominating state’s own criteria, such as residence or work experience',
      statedIn(english, 'visaSubclasses.190.eligibility.3', {
        stateCommitment: facts.australia.skilledNominated190.stateCommitment,
      }),
    ],
    tools: [{ href: `${routes.australiaPointsCalculator.path}?visa=190`, label: 'Check your points' }],
  },
  {
    id: '491',
    title: 'Subclass 491 – Skilled Work Regional (Provisional) Visa',
    description: statedIn(english, 'visaSubclasses.491.description', {
      duration: facts.australia.skilledRegional491.duration,
      pathwayAfter: facts.australia.skilledRegional491.pathwayAfter,
    }),
    duration: statedIn(english, 'visaSubclasses.491.duration', {
      duration: facts.australia.skilledRegional491.duration,
    }),
    country: 'Australia',
    benefits: [
      statedIn(english, 'visaSubclasses.491.benefits.0', {
        regional491: facts.australia.pointsTest.nomination.regional491,
      }),
      statedIn(english, 'visaSubclasses.491.benefits.1', {
        pathwayAfter: facts.australia.skilledRegional491.pathwayAfter,
      }),
      'Access to a wider range of occupations than subclass 189, including regional occupation lists',
      'Enrol in Medicare and include your family in the application',
    ],
    requirements: [
      'Nomination by a state or territory, or sponsorship by an eligible relative in a designated regional area',
      'An occupation on the relevant skilled occupation list',
      'A positive skills assessment for your nominated occupation',
      statedIn(english, 'visaSubclasses.pointsTested.competentEnglish', {
        competent: facts.australia.english.competent,
      }),
      'Meet health and character requirements',
    ],
    eligibility: [
      statedIn(english, 'visaSubclasses.pointsTested.underMaxAge', {
        maxAge: facts.australia.pointsTest.maxAge,
      }),
      statedIn(english, 'visaSubclasses.491.eligibility.1', {
        passMark: facts.australia.pointsTest.passMark,
        regional491: facts.australia.pointsTest.nomination.regional491,
      }),
      'Willing to live, work and study only in designated regional areas of Australia',
    ],
    tools: [{ href: `${routes.australiaPointsCalculator.path}?visa=491`, label: 'Check your points' }],
  },
] as const satisfies readonly Stating<VisaSubclass>[]

/** The words around the cards (English only, as the page is). */
export const visaSubclassesPage = (m: Messages) => {
  const { hero, labels } = words(m, 'visaSubclasses', {}, [
    '189',
    '190',
    '407',
    '482',
    '491',
    'pointsTested',
    'labels.badge',
    'labels.applyFor',
  ])
  return {
    hero,
    labels: {
      ...labels,
      badge: (id: string) => m('visaSubclasses.labels.badge', { id }),
      applyFor: (id: string) => m('visaSubclasses.labels.applyFor', { id }),
    },
  }
}
