// The five Australian visa subclass cards on /visa-subclasses (spec "Australian Visa Subclasses").
import type { VisaSubclass } from './types'

export const visaSubclasses = [
  {
    id: '407',
    title: 'Subclass 407 – Training Visa',
    description:
      'The Training visa lets you come to Australia for workplace-based occupational training or professional development that builds on your existing skills. Most applicants need a nomination from an approved Australian sponsor with a structured training plan.',
    duration: 'up to 2 years',
    country: 'Australia',
    benefits: [
      'Hands-on, structured training with an Australian organisation',
      'Stay for up to 2 years, depending on the training program',
      'Include your partner and dependent children in the application',
      'Travel in and out of Australia while the visa is valid',
    ],
    requirements: [
      'Nomination by an approved temporary activities sponsor (or a sponsoring government agency)',
      'A written training plan that meets the program requirements',
      'Functional English for workplace-based training (for example an IELTS average of 4.5)',
      'Adequate health insurance for your whole stay',
      'Meet health and character requirements',
    ],
    eligibility: [
      'Aged 18 or over when you apply',
      'The training is relevant to your current occupation or field of tertiary study',
      'For skills-improvement training, at least 6 months of full-time work in the occupation in the last 2 years',
      'A genuine intention to stay temporarily for the training',
    ],
  },
  {
    id: '482',
    title: 'Subclass 482 – Temporary Skill Shortage Visa',
    description:
      'The Temporary Skill Shortage visa allows an approved Australian employer to sponsor a skilled worker to fill a position it cannot fill locally. Depending on the stream and occupation, you can stay for 2 to 4 years, with a pathway to permanent residence through the Employer Nomination Scheme.',
    duration: '2-4 years',
    country: 'Australia',
    benefits: [
      'Work full-time in Australia for your sponsoring employer',
      'Partner and dependent children can join you, with full work and study rights',
      'Pathway to permanent residence via the subclass 186 visa after 2 years with your sponsor',
      'Travel in and out of Australia as often as you like while the visa is valid',
    ],
    requirements: [
      'Nomination by an approved Australian standard business sponsor',
      'An occupation on the relevant skilled occupation list',
      'At least 2 years of relevant work experience (1 year for applications from late November 2024)',
      'English test results, for example an IELTS overall score of at least 5.0',
      'A skills assessment where required for your occupation and passport',
    ],
    eligibility: [
      'A genuine job offer in a nominated position with an approved sponsor',
      'A salary at or above the market rate and the income threshold (AUD 73,150 from 1 July 2024)',
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
      'Apply for Australian citizenship once you meet the residence requirement',
    ],
    requirements: [
      'An invitation to apply following an Expression of Interest in SkillSelect',
      'An occupation on the Medium and Long-term Strategic Skills List (MLTSSL)',
      'A positive skills assessment from the relevant assessing authority',
      'At least Competent English (for example IELTS 6 in each band)',
      'Meet health and character requirements',
    ],
    eligibility: [
      'Under 45 years of age when invited to apply',
      'A points score of at least 65, the current pass mark',
      'No employer, state or family sponsorship needed',
    ],
  },
  {
    id: '190',
    title: 'Subclass 190 – Skilled Nominated Visa',
    description:
      'The Skilled Nominated visa is a points-tested permanent visa for skilled workers nominated by an Australian state or territory government. Nomination adds 5 points to your score and targets occupations each state needs most.',
    duration: 'permanent',
    country: 'Australia',
    benefits: [
      'Permanent residence from the day the visa is granted',
      '5 additional points for state or territory nomination',
      'Access to Medicare and, once eligible, Australian citizenship',
      'A wider choice of occupations through state skilled lists',
    ],
    requirements: [
      'Nomination by an Australian state or territory government agency',
      'An occupation on the nominating state’s skilled occupation list',
      'A positive skills assessment for your nominated occupation',
      'At least Competent English (for example IELTS 6 in each band)',
      'Meet health and character requirements',
    ],
    eligibility: [
      'Under 45 years of age when invited to apply',
      'A points score of at least 65, including the 5 nomination points',
      'Meet the nominating state’s own criteria, such as residence or work experience',
      'A commitment to live in the nominating state, usually for the first 2 years',
    ],
  },
  {
    id: '491',
    title: 'Subclass 491 – Skilled Work Regional (Provisional) Visa',
    description:
      'The Skilled Work Regional visa is a 5-year provisional visa for skilled workers nominated by a state or territory, or sponsored by an eligible relative, to live and work in designated regional Australia. After 3 years living and working in a regional area and meeting the income requirement, you can apply for permanent residence through the subclass 191 visa.',
    duration: '5 years',
    country: 'Australia',
    benefits: [
      '15 additional points for state nomination or family sponsorship',
      'Pathway to permanent residence via the subclass 191 visa after 3 years in a regional area',
      'Access to a wider range of occupations, including the Regional Occupation List',
      'Enrol in Medicare and include your family in the application',
    ],
    requirements: [
      'Nomination by a state or territory, or sponsorship by an eligible relative in a designated regional area',
      'An occupation on the relevant skilled occupation list',
      'A positive skills assessment for your nominated occupation',
      'At least Competent English (for example IELTS 6 in each band)',
      'Meet health and character requirements',
    ],
    eligibility: [
      'Under 45 years of age when invited to apply',
      'A points score of at least 65, including the 15 nomination or sponsorship points',
      'Willing to live, work and study only in designated regional areas of Australia',
    ],
  },
] as const satisfies readonly VisaSubclass[]

export const visaSubclassesPage = {
  hero: {
    eyebrow: 'Australia',
    heading: 'Australian Visa Subclasses',
    lead: 'The five Australian visas our clients ask about most: who they are for, how long they last and what you need.',
  },
  labels: {
    duration: 'Duration',
    country: 'Country',
    benefits: 'Benefits',
    requirements: 'Requirements',
    eligibility: 'Eligibility',
    apply: 'Apply Now',
  },
} as const
