// The five country cards on /countries (spec "Countries"); salary and population figures are the latest
// published by national statistics offices, rounded, from the fact registry (sources listed at the end of the page).
import { facts } from './facts'
import { asOf, period, stated } from './facts/stated'
import { routes } from './routes'
import type { CountryProfile } from './types'

export const countryProfiles = [
  // Salary and population: the canada.economy facts (Statistics Canada LFS, August 2025; 1 July 2025 estimate).
  {
    name: 'Canada',
    flag: 'ca',
    description:
      'Canada runs one of the world’s most open and predictable immigration systems, with Express Entry and provincial programmes welcoming hundreds of thousands of new permanent residents each year. Its large Indian community, public healthcare and clear path to citizenship make it the first choice for many families from India.',
    averageSalary: stated`${facts.canada.economy.averageFullTimeSalary} / year (full-time, ${period(facts.canada.economy.averageFullTimeSalary)})`,
    jobOpportunities: 'High demand in healthcare, tech, trades and transport',
    population: stated`${facts.canada.economy.population}`,
    livingCost: 'Moderate to high; Toronto and Vancouver are the priciest',
    language: 'English and French',
    highlights: [
      stated`Category-based Express Entry draws by occupation and for French speakers and, since ${asOf(facts.canada.expressEntry.categories2026)}, for doctors, researchers and senior managers with Canadian experience`,
      stated`Post-Graduation Work Permit of up to ${facts.canada.study.pgwpMaxLength} for eligible graduates who pass the required language test`,
      'Publicly funded healthcare for permanent residents',
      stated`Citizenship after ${facts.canada.citizenship.physicalPresence} of physical presence within ${facts.canada.citizenship.presenceWindow}`,
    ],
    visaTypes: [
      'Express Entry (Federal Skilled Worker Program)',
      'Canadian Experience Class',
      'Provincial Nominee Program (PNP)',
      'Study Permit',
      'Family Sponsorship (spouses, partners and children)',
    ],
    tools: [
      { href: routes.crsCalculator.path, label: 'Check your CRS score' },
      { href: routes.expressEntryDraws.path, label: 'See the Express Entry draws' },
    ],
  },
  // Salary and population: the australia.economy facts (ABS, May 2025 earnings; March 2025 population).
  {
    name: 'Australia',
    flag: 'au',
    description:
      'Australia’s points-tested skilled migration programme lets qualified professionals apply for permanent residence without a job offer, alongside employer-sponsored and regional pathways. High wages, a warm climate and world-class universities keep it among the most popular destinations for Indian students and skilled workers.',
    averageSalary: stated`${facts.australia.economy.averageFullTimeSalary} / year (full-time, ${period(facts.australia.economy.averageFullTimeSalary)})`,
    jobOpportunities: 'Strong demand in healthcare, engineering, construction and IT',
    population: stated`${facts.australia.economy.population}`,
    livingCost: 'High; Sydney and Melbourne are the most expensive',
    language: 'English',
    highlights: [
      'Permanent residence without a job offer through the subclass 189 visa',
      'One of the highest national minimum wages in the world',
      'Medicare access for permanent residents',
      stated`Citizenship after ${facts.australia.citizenship.residence} of residence, including ${facts.australia.citizenship.asPermanentResident} as a permanent resident`,
    ],
    visaTypes: [
      'Skilled Independent visa (subclass 189)',
      'Skilled Nominated visa (subclass 190)',
      'Skilled Work Regional (Provisional) visa (subclass 491)',
      'Skills in Demand visa (subclass 482)',
      'Student visa (subclass 500)',
    ],
    tools: [{ href: routes.australiaPointsCalculator.path, label: 'Check your Australian points' }],
  },
  // Salary and population: the germany.economy facts (Destatis earnings survey 2024; end-2025 estimate).
  {
    name: 'Germany',
    flag: 'de',
    description: stated`Europe’s largest economy faces a shortage of skilled workers and has reformed its immigration law to attract them, including the points-based Opportunity Card (open since ${asOf(facts.germany.opportunityCard.status)}) and EU Blue Card salary thresholds that were cut on ${facts.germany.blueCard.reformDate} and are reset every January. Tuition-free study at most public universities and strong worker protections add to its appeal for Indian engineers, IT professionals and nurses.`,
    averageSalary: stated`${facts.germany.economy.medianFullTimeSalary} / year (median, full-time, ${period(facts.germany.economy.medianFullTimeSalary)})`,
    jobOpportunities: 'Shortages in IT, engineering, nursing and skilled trades',
    population: stated`${facts.germany.economy.population}`,
    livingCost: 'Moderate; Munich and Frankfurt cost the most, eastern cities far less',
    language: 'German (English is common in tech and academia)',
    highlights: [
      stated`Opportunity Card (Chancenkarte) to look for work for up to ${facts.germany.opportunityCard.maxStay}, open since ${asOf(facts.germany.opportunityCard.status)}`,
      stated`EU Blue Card holders can qualify for permanent settlement in as little as ${facts.germany.blueCard.settlement.withB1} with B1 German`,
      stated`No tuition fees at most public universities (Baden-Württemberg charges non-EU students ${facts.germany.study.bwTuitionPerSemester} a semester)`,
      stated`Citizenship possible after ${facts.germany.citizenship.residence} of residence; the shorter route for exceptional integration ended on ${facts.germany.citizenship.fastTrackAbolished}`,
    ],
    visaTypes: [
      'EU Blue Card',
      'Opportunity Card (Chancenkarte)',
      'Skilled Worker Visa',
      'Student Visa',
      'Visa for the Recognition of Foreign Qualifications',
    ],
    tools: [{ href: routes.germanyOpportunityCardCalculator.path, label: 'Check your Opportunity Card' }],
  },
  // Salary and population: the uk.economy facts (ONS ASHE April 2025; ONS mid-2024 estimate).
  {
    name: 'United Kingdom',
    flag: 'gb',
    description:
      'The UK combines globally ranked universities with a points-based system for skilled workers, healthcare professionals and exceptional talent. With one of the largest Indian diasporas in the world and a shared language, it remains a natural choice for students and professionals from India.',
    averageSalary: stated`${facts.uk.economy.medianFullTimeSalary} / year (median, full-time, ${period(facts.uk.economy.medianFullTimeSalary)})`,
    jobOpportunities: 'Demand in healthcare, tech, engineering and finance',
    population: stated`${facts.uk.economy.population}`,
    livingCost: 'High in London and the South East; moderate elsewhere',
    language: 'English',
    highlights: [
      stated`Graduate visa lets students stay and work for ${facts.uk.graduate.duration} (${facts.uk.graduate.durationPhd} after a PhD), or ${facts.uk.graduate.durationFrom2027} for applications from ${facts.uk.graduate.shorterFrom}`,
      stated`Skilled Worker route leads to settlement (ILR) after ${facts.uk.skilledWorker.settlement} under current rules; a ${facts.uk.settlement.proposedBaseline} standard period is proposed`,
      stated`NHS healthcare through the Immigration Health Surcharge (${facts.uk.ihs.adult} per adult per year)`,
      'Large Indian community and frequent direct flights from India',
    ],
    visaTypes: [
      'Skilled Worker visa',
      'Health and Care Worker visa',
      'Global Talent visa',
      'Student visa',
      'Graduate visa',
    ],
    tools: [{ href: routes.ukSkilledWorkerCalculator.path, label: 'Check your Skilled Worker points' }],
  },
  // Salary and population: the nz.economy facts (Stats NZ HLFS, June 2024 quarter; 31 December 2024 estimate).
  {
    name: 'New Zealand',
    flag: 'nz',
    description: stated`New Zealand offers a relaxed, outdoor way of life with a residence system built around its Green List of in-demand roles and a points-based Skilled Migrant Category, which since ${asOf(facts.nz.smc.newPathways)} also offers ${facts.nz.smc.newPathways} for experienced workers. It suits professionals and families who value safety, work-life balance and a close-knit community.`,
    averageSalary: stated`${facts.nz.economy.medianSalary} / year (median earnings of all wage and salary earners, ${period(facts.nz.economy.medianSalary)}; not INZ’s median wage for visas)`,
    jobOpportunities: 'Shortages in healthcare, construction, engineering and teaching',
    population: stated`${facts.nz.economy.population}`,
    livingCost: 'Moderate to high; housing in Auckland is the biggest expense',
    language: 'English and Māori',
    highlights: [
      stated`Green List roles offer ${facts.nz.greenList.straightToResidence} (Tier 1) or residence after ${facts.nz.greenList.workToResidence} of work in New Zealand (Tier 2)`,
      stated`Skilled Migrant Category: ${facts.nz.smc.pointsRequired} under the points-based pathway (since ${asOf(facts.nz.smc.pointsRequired)}), now alongside new pathways for skilled work experience and trades`,
      'Known for its safety and peaceful way of life',
      'Strong work-life balance and easy access to nature',
    ],
    visaTypes: [
      'Skilled Migrant Category Resident Visa',
      'Accredited Employer Work Visa',
      'Green List Straight to Residence Visa',
      'Student Visa',
    ],
    tools: [{ href: routes.nzSkilledMigrantCalculator.path, label: 'Check your Skilled Migrant points' }],
  },
] as const satisfies readonly CountryProfile[]

export const countriesPage = {
  hero: {
    eyebrow: 'Countries',
    heading: 'Best Countries to Migrate',
    lead: 'Five of the most popular destinations for Indian professionals, students and families, compared side by side.',
  },
  approximateNote:
    'Salary and population figures are the latest published by national statistics offices, rounded for comparison; the sources are listed at the end of the page.',
  sectionLabel: 'Countries compared',
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
