// The six destination cards on /country-guides (spec "Country Guides").
import type { CountryGuide } from './types'

export const countryGuides = [
  {
    name: 'Canada',
    flag: 'ca',
    description:
      'Canada selects most economic immigrants through Express Entry, ranking candidates by their Comprehensive Ranking System score, while provinces nominate people to fill local shortages. Students can study at a designated learning institution and move on to a Post-Graduation Work Permit and, later, permanent residence.',
    highlights: [
      'Express Entry draws held regularly throughout the year',
      'Provincial nomination adds 600 points to an Express Entry profile',
      'Spouses of many students and skilled workers can get an open work permit',
      'Permanent residents can apply for citizenship after 3 years',
    ],
    avgProcessing: '6-18 months',
    costRange: '$1,500-$5,000',
    popularPrograms: ['Express Entry', 'Provincial Nominee Program', 'Study Permit', 'Spousal Sponsorship'],
  },
  {
    name: 'Australia',
    flag: 'au',
    description:
      'Australia’s General Skilled Migration programme invites candidates through SkillSelect based on their points score, occupation and state nomination. Employer-sponsored visas and a strong international education sector offer further routes for Indian professionals and students.',
    highlights: [
      'Points-tested visas with a pass mark of 65',
      'Extra points for state nomination, regional study and a partner’s skills',
      'Regional visas with a pathway to permanent residence',
      'Post-study work rights through the Temporary Graduate visa (subclass 485)',
    ],
    avgProcessing: '8-12 months',
    costRange: '$2,000-$6,000',
    popularPrograms: [
      'Skilled Independent visa (subclass 189)',
      'Skilled Nominated visa (subclass 190)',
      'Temporary Skill Shortage visa (subclass 482)',
      'Student visa (subclass 500)',
    ],
  },
  {
    name: 'United Kingdom',
    flag: 'gb',
    description:
      'The UK’s points-based system centres on the Skilled Worker visa, which needs a job offer from a Home Office licensed sponsor at or above the salary threshold. Graduates of UK universities can stay on through the Graduate visa, and exceptional talent can apply for the Global Talent visa without a job offer.',
    highlights: [
      'Health and Care Worker visa with reduced fees for eligible healthcare roles',
      'Settlement (Indefinite Leave to Remain) after 5 years on the Skilled Worker route',
      'Graduate visa of 2 years, or 3 years for PhD graduates',
    ],
    avgProcessing: '3-8 months',
    costRange: '$1,800-$8,000',
    popularPrograms: ['Skilled Worker Visa', 'Global Talent Visa', 'Student Visa', 'Graduate Visa'],
  },
  {
    name: 'Germany',
    flag: 'de',
    description:
      'Germany’s Skilled Immigration Act opens the door to qualified professionals through the EU Blue Card, the Skilled Worker Visa and, since June 2024, the points-based Opportunity Card for job seekers. Recognition of your degree or vocational training is the key first step, and German language skills greatly widen your options.',
    highlights: [
      'EU Blue Card for graduates with a qualifying job offer',
      'Opportunity Card to search for work in Germany for up to 12 months',
      'Tuition-free study at most public universities',
      'Family members can join, with work rights for spouses',
    ],
    avgProcessing: '2-6 months',
    costRange: '$1,200-$4,000',
    popularPrograms: [
      'EU Blue Card',
      'Opportunity Card (Chancenkarte)',
      'Skilled Worker Visa',
      'Student Visa',
    ],
  },
  {
    name: 'New Zealand',
    flag: 'nz',
    description:
      'New Zealand links most work visas to accredited employers and offers residence to people in Green List occupations or with enough points under the Skilled Migrant Category. Its smaller scale means applications are closely assessed, so a well-prepared file matters.',
    highlights: [
      'Green List Straight to Residence for roles such as doctors, nurses and engineers',
      'Skilled Migrant Category based on a 6-point scale',
      'Post-study work visas of up to 3 years for eligible graduates',
    ],
    avgProcessing: '6-14 months',
    costRange: '$1,800-$5,500',
    popularPrograms: [
      'Skilled Migrant Category',
      'Accredited Employer Work Visa',
      'Green List Straight to Residence',
      'Student Visa',
    ],
  },
  {
    name: 'United States',
    flag: 'us',
    description:
      'The United States offers the world’s largest job market and top-ranked universities, with routes through student, specialty occupation and employment-based immigrant visas. Green card backlogs for Indian nationals are long in most employment categories, so careful long-term planning is essential.',
    highlights: [
      'OPT and STEM OPT let F-1 graduates work for up to 3 years',
      'H-1B visas for specialty occupations, selected through an annual lottery',
      'EB-2 National Interest Waiver lets qualified professionals self-petition without employer sponsorship',
      'EB-5 investors and their families can qualify for green cards',
    ],
    avgProcessing: '12-36 months',
    costRange: '$3,000-$15,000',
    popularPrograms: [
      'H-1B Specialty Occupation Visa',
      'F-1 Student Visa',
      'EB-2 National Interest Waiver',
      'EB-5 Immigrant Investor Program',
    ],
  },
] as const satisfies readonly CountryGuide[]

export const countryGuidesPage = {
  hero: {
    eyebrow: 'Country Guides',
    heading: 'Country Guides',
    lead: 'Average processing times, typical total costs and the programmes most of our clients use, for six leading destinations.',
  },
  labels: {
    processing: 'Average processing',
    cost: 'Cost range',
    programs: 'Key programs',
    highlights: 'Highlights',
    details: 'View Detailed Guide',
  },
  costNote:
    'Cost ranges are typical totals in US dollars for government fees, tests and assessments; your case may differ.',
} as const
