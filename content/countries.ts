// The five country cards on /countries (spec "Countries"); figures are approximate 2023-2024 values.
import type { CountryProfile } from './types'

export const countryProfiles = [
  // Salary: Statistics Canada SEPH average weekly earnings 2023 (about CAD 1,200) x 52;
  // population: Statistics Canada quarterly population estimate, 1 July 2024 (41.3 million).
  {
    name: 'Canada',
    flag: 'ca',
    description:
      'Canada runs one of the world’s most open and predictable immigration systems, with Express Entry and provincial programmes welcoming hundreds of thousands of new permanent residents each year. Its large Indian community, public healthcare and clear path to citizenship make it the first choice for many families from India.',
    averageSalary: 'CAD 63,000 / year',
    jobOpportunities: 'High demand in healthcare, tech, trades and transport',
    population: '41 million',
    livingCost: 'Moderate to high; Toronto and Vancouver are the priciest',
    language: 'English and French',
    highlights: [
      'Category-based Express Entry draws for healthcare, STEM, trades and French speakers',
      'Post-Graduation Work Permit of up to 3 years for eligible graduates',
      'Publicly funded healthcare for permanent residents',
      'Citizenship after 3 years of physical presence within 5 years',
    ],
    visaTypes: [
      'Express Entry (Federal Skilled Worker Program)',
      'Canadian Experience Class',
      'Provincial Nominee Program (PNP)',
      'Study Permit',
      'Start-up Visa Program',
    ],
  },
  // Salary: ABS Average Weekly Earnings, May 2024, full-time adult ordinary time earnings (AUD 1,923) x 52;
  // population: ABS National, state and territory population, March 2024 (27.1 million).
  {
    name: 'Australia',
    flag: 'au',
    description:
      'Australia’s points-tested skilled migration programme lets qualified professionals apply for permanent residence without a job offer, alongside employer-sponsored and regional pathways. High wages, a warm climate and world-class universities keep it among the most popular destinations for Indian students and skilled workers.',
    averageSalary: 'AUD 100,000 / year (full-time)',
    jobOpportunities: 'Strong demand in healthcare, engineering, construction and IT',
    population: '27 million',
    livingCost: 'High; Sydney and Melbourne are the most expensive',
    language: 'English',
    highlights: [
      'Permanent residence without a job offer through the subclass 189 visa',
      'One of the highest national minimum wages in the world',
      'Medicare access for permanent residents',
      'Citizenship after 4 years of residence, including 1 year as a permanent resident',
    ],
    visaTypes: [
      'Skilled Independent visa (subclass 189)',
      'Skilled Nominated visa (subclass 190)',
      'Skilled Work Regional (Provisional) visa (subclass 491)',
      'Temporary Skill Shortage visa (subclass 482)',
      'Student visa (subclass 500)',
    ],
  },
  // Salary: Destatis earnings survey, April 2024, median gross annual earnings of full-time employees
  // (about EUR 52,000); population: Destatis estimate, 31 December 2023 (84.7 million).
  {
    name: 'Germany',
    flag: 'de',
    description:
      'Europe’s largest economy faces a shortage of skilled workers and has reformed its immigration law to attract them, including the new Opportunity Card and lower EU Blue Card salary thresholds. Tuition-free public universities and strong worker protections add to its appeal for Indian engineers, IT professionals and nurses.',
    averageSalary: 'EUR 52,000 / year (median, full-time)',
    jobOpportunities: 'Shortages in IT, engineering, nursing and skilled trades',
    population: '84.7 million',
    livingCost: 'Moderate; Munich and Frankfurt cost the most, eastern cities far less',
    language: 'German (English is common in tech and academia)',
    highlights: [
      'Opportunity Card (Chancenkarte) to look for work for up to a year, since June 2024',
      'EU Blue Card holders can qualify for permanent settlement in as little as 21 months with B1 German',
      'No tuition fees at most public universities',
      'Citizenship possible after 5 years under the June 2024 nationality reform',
    ],
    visaTypes: [
      'EU Blue Card',
      'Opportunity Card (Chancenkarte)',
      'Skilled Worker Visa',
      'Student Visa',
      'Visa for the Recognition of Foreign Qualifications',
    ],
  },
  // Salary: ONS Annual Survey of Hours and Earnings (ASHE), April 2024, median gross annual earnings
  // for full-time employees (GBP 37,430); population: ONS mid-2023 population estimate (68.3 million).
  {
    name: 'United Kingdom',
    flag: 'gb',
    description:
      'The UK combines globally ranked universities with a points-based system for skilled workers, healthcare professionals and exceptional talent. With one of the largest Indian diasporas in the world and a shared language, it remains a natural choice for students and professionals from India.',
    averageSalary: 'GBP 37,400 / year (median, full-time)',
    jobOpportunities: 'Demand in health and social care, tech, engineering and finance',
    population: '68 million',
    livingCost: 'High in London and the South East; moderate elsewhere',
    language: 'English',
    highlights: [
      'Graduate visa lets students stay and work for 2 years (3 years after a PhD)',
      'Skilled Worker route leads to settlement (ILR) after 5 years',
      'NHS healthcare through the Immigration Health Surcharge',
      'Large Indian community and frequent direct flights from India',
    ],
    visaTypes: [
      'Skilled Worker visa',
      'Health and Care Worker visa',
      'Global Talent visa',
      'Student visa',
      'Graduate visa',
    ],
  },
  // Salary: Stats NZ Household Labour Force Survey, June 2024 quarter, median weekly earnings from
  // wages and salaries (NZD 1,343) x 52; population: Stats NZ estimated resident population, June 2024 (5.3 million).
  {
    name: 'New Zealand',
    flag: 'nz',
    description:
      'New Zealand offers a relaxed, outdoor way of life with a residence system built around its Green List of in-demand roles and a simplified Skilled Migrant Category. It suits professionals and families who value safety, work-life balance and a close-knit community.',
    averageSalary: 'NZD 70,000 / year (median)',
    jobOpportunities: 'Shortages in healthcare, construction, engineering and teaching',
    population: '5.3 million',
    livingCost: 'Moderate to high; housing in Auckland is the biggest expense',
    language: 'English and Māori',
    highlights: [
      'Green List roles offer Straight to Residence or Work to Residence pathways',
      'Skilled Migrant Category uses a simple 6-point system since October 2023',
      'Consistently ranked among the safest and most peaceful countries',
      'Strong work-life balance and easy access to nature',
    ],
    visaTypes: [
      'Skilled Migrant Category Resident Visa',
      'Accredited Employer Work Visa',
      'Green List Straight to Residence Visa',
      'Student Visa',
    ],
  },
] as const satisfies readonly CountryProfile[]

export const countriesPage = {
  hero: {
    eyebrow: 'Countries',
    heading: 'Best Countries to Migrate',
    lead: 'Five of the most popular destinations for Indian professionals, students and families, compared side by side.',
  },
  approximateNote:
    'Figures are approximate 2023-2024 values from national statistics offices, rounded for comparison.',
  labels: {
    averageSalary: 'Average salary',
    population: 'Population',
    jobMarket: 'Job market',
    livingCost: 'Living cost',
    language: 'Language',
    highlights: 'Key highlights',
    visaTypes: 'Popular visa types',
    start: (country: string) => `Start Your Journey to ${country}`,
  },
  cta: {
    heading: 'Found Your Destination?',
    body: 'Tell us where you want to go and we will map the fastest realistic route for your profile.',
    label: 'Talk to a Consultant',
  },
} as const
