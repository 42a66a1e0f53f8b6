// The five Australian visa subclass cards on /visa-subclasses (spec "Australian Visa Subclasses").
// Every figure is a fact placeholder (content/facts/australia.ts), resolved when the page is built.

import { asOf } from '../lib/facts/site'
import type { Messages } from '../lib/messages'
import { facts } from './facts'
import { stated } from './facts/stated'
import { routes } from './routes'
import type { VisaSubclass } from './types'

export const visaSubclasses = [
  {
    id: '407',
    title: 'Subclass 407 – Training Visa',
    description:
      'The Training visa lets you come to Australia for workplace-based occupational training or professional development that builds on your existing skills. You need an approved Australian sponsor and, in most cases, an approved training nomination with a structured training plan before you can apply.',
    duration: stated`up to ${facts.australia.training407.maxStay}`,
    country: 'Australia',
    benefits: [
      'Hands-on, structured training with an Australian organisation',
      stated`Stay for up to ${facts.australia.training407.maxStay}, depending on the training programme`,
      'Include your partner and dependent children in the application',
      'Travel in and out of Australia while the visa is valid',
    ],
    requirements: [
      stated`An approved temporary activities sponsor and, unless the sponsor is a Commonwealth agency, an approved training nomination before you apply (required since ${facts.australia.training407.approvalsFirst})`,
      'A written training plan that meets the programme requirements',
      stated`Functional English for workplace-based training (for example ${facts.australia.english.functional})`,
      'Adequate health insurance for your whole stay',
      'Meet health and character requirements',
    ],
    eligibility: [
      stated`Aged ${facts.australia.training407.minimumAge} or over when you apply`,
      'The training is relevant to your current occupation or field of tertiary study',
      stated`For skills-improvement training, at least ${facts.australia.training407.recentExperience} of full-time experience in the occupation in the ${facts.australia.training407.recentExperienceWindow} before the nomination`,
      'A genuine intention to stay temporarily for the training',
    ],
  },
  {
    id: '482',
    title: 'Subclass 482 – Skills in Demand Visa',
    description: stated`The Skills in Demand visa, which replaced the Temporary Skill Shortage visa on ${facts.australia.skillsInDemand.startDate}, lets an approved Australian employer sponsor a skilled worker for a position it cannot fill locally. It has ${facts.australia.skillsInDemand.streams} streams, lets you stay for up to ${facts.australia.skillsInDemand.duration} and offers a pathway to permanent residence through the Employer Nomination Scheme.`,
    duration: stated`up to ${facts.australia.skillsInDemand.duration}`,
    country: 'Australia',
    benefits: [
      'Work full-time in Australia for your sponsoring employer',
      'Partner and dependent children can join you, with full work and study rights',
      stated`Pathway to permanent residence via the subclass 186 visa after ${facts.australia.skillsInDemand.permanentPathwayAfter} with an approved sponsor (time with any approved sponsor counts)`,
      'Travel in and out of Australia as often as you like while the visa is valid',
    ],
    requirements: [
      'Nomination by an approved Australian sponsor, or by an employer with a labour agreement',
      'For the Core Skills stream, an occupation on the Core Skills Occupation List',
      stated`At least ${facts.australia.skillsInDemand.workExperience} of relevant work experience in the last ${facts.australia.skillsInDemand.workExperienceWindow}`,
      'English test results at the level the visa requires, unless you are exempt',
      'A skills assessment where required for your occupation and passport',
    ],
    eligibility: [
      'A genuine job offer in a nominated position with an approved sponsor',
      stated`A salary at or above the market rate and the Core Skills Income Threshold (${facts.australia.skillsInDemand.coreSkillsIncomeThreshold} for nominations lodged from ${asOf(facts.australia.skillsInDemand.coreSkillsIncomeThreshold)})`,
      stated`For the Specialist Skills stream, a salary of at least ${facts.australia.skillsInDemand.specialistSkillsIncomeThreshold} in an occupation outside the trades, machinery operation and labouring`,
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
      stated`Apply for Australian citizenship once you meet the residence requirement (${facts.australia.citizenship.residence} in Australia, including ${facts.australia.citizenship.asPermanentResident} as a permanent resident)`,
    ],
    requirements: [
      'An invitation to apply following an Expression of Interest in SkillSelect',
      'An occupation on the Medium and Long-term Strategic Skills List (MLTSSL)',
      'A positive skills assessment from the relevant assessing authority',
      stated`At least Competent English (for example ${facts.australia.english.competent})`,
      'Meet health and character requirements',
    ],
    eligibility: [
      stated`Under ${facts.australia.pointsTest.maxAge} of age when invited to apply`,
      stated`A score of at least ${facts.australia.pointsTest.passMark} on the points test, the current pass mark`,
      'No employer, state or family sponsorship needed',
    ],
    tools: [{ href: `${routes.australiaPointsCalculator.path}?visa=189`, label: 'Check your points' }],
  },
  {
    id: '190',
    title: 'Subclass 190 – Skilled Nominated Visa',
    description: stated`The Skilled Nominated visa is a points-tested permanent visa for skilled workers nominated by an Australian state or territory government. Nomination adds ${facts.australia.pointsTest.nomination.state190} to your score and targets occupations each state needs most.`,
    duration: 'permanent',
    country: 'Australia',
    benefits: [
      'Permanent residence from the day the visa is granted',
      stated`An extra ${facts.australia.pointsTest.nomination.state190} for state or territory nomination`,
      'Access to Medicare and, once eligible, Australian citizenship',
      'A wider choice of occupations through state skilled lists',
    ],
    requirements: [
      'Nomination by an Australian state or territory government agency',
      'An occupation on the nominating state’s skilled occupation list',
      'A positive skills assessment for your nominated occupation',
      stated`At least Competent English (for example ${facts.australia.english.competent})`,
      'Meet health and character requirements',
    ],
    eligibility: [
      stated`Under ${facts.australia.pointsTest.maxAge} of age when invited to apply`,
      stated`A score of at least ${facts.australia.pointsTest.passMark}, including the ${facts.australia.pointsTest.nomination.state190} for nomination`,
      'Meet the nominating state’s own criteria, such as residence or work experience',
      stated`A commitment to live in the nominating state, usually for the first ${facts.australia.skilledNominated190.stateCommitment}`,
    ],
    tools: [{ href: `${routes.australiaPointsCalculator.path}?visa=190`, label: 'Check your points' }],
  },
  {
    id: '491',
    title: 'Subclass 491 – Skilled Work Regional (Provisional) Visa',
    description: stated`The Skilled Work Regional visa is a provisional visa, granted for ${facts.australia.skilledRegional491.duration}, for skilled workers nominated by a state or territory, or sponsored by an eligible relative, to live and work in designated regional Australia. After ${facts.australia.skilledRegional491.pathwayAfter} living and working in a regional area and meeting the income requirement, you can apply for permanent residence through the subclass 191 visa.`,
    duration: stated`${facts.australia.skilledRegional491.duration}`,
    country: 'Australia',
    benefits: [
      stated`An extra ${facts.australia.pointsTest.nomination.regional491} for state nomination or family sponsorship`,
      stated`Pathway to permanent residence via the subclass 191 visa after ${facts.australia.skilledRegional491.pathwayAfter} in a regional area`,
      'Access to a wider range of occupations than subclass 189, including regional occupation lists',
      'Enrol in Medicare and include your family in the application',
    ],
    requirements: [
      'Nomination by a state or territory, or sponsorship by an eligible relative in a designated regional area',
      'An occupation on the relevant skilled occupation list',
      'A positive skills assessment for your nominated occupation',
      stated`At least Competent English (for example ${facts.australia.english.competent})`,
      'Meet health and character requirements',
    ],
    eligibility: [
      stated`Under ${facts.australia.pointsTest.maxAge} of age when invited to apply`,
      stated`A score of at least ${facts.australia.pointsTest.passMark}, including the ${facts.australia.pointsTest.nomination.regional491} for nomination or sponsorship`,
      'Willing to live, work and study only in designated regional areas of Australia',
    ],
    tools: [{ href: `${routes.australiaPointsCalculator.path}?visa=491`, label: 'Check your points' }],
  },
] as const satisfies readonly VisaSubclass[]

/** The words around the cards (English only, as the page is). */
export const visaSubclassesPage = (m: Messages) => ({
  hero: {
    eyebrow: m('visaSubclasses.hero.eyebrow'),
    heading: m('visaSubclasses.hero.heading'),
    lead: m('visaSubclasses.hero.lead'),
  },
  labels: {
    duration: m('visaSubclasses.labels.duration'),
    country: m('visaSubclasses.labels.country'),
    benefits: m('visaSubclasses.labels.benefits'),
    requirements: m('visaSubclasses.labels.requirements'),
    eligibility: m('visaSubclasses.labels.eligibility'),
    apply: m('visaSubclasses.labels.apply'),
    section: m('visaSubclasses.labels.section'),
    badge: (id: string) => m('visaSubclasses.labels.badge', { id }),
    applyFor: (id: string) => m('visaSubclasses.labels.applyFor', { id }),
  },
})
