// The six destination cards on /country-guides (spec "Country Guides").

import { asOf, type Stating, statedIn } from '../lib/facts/site'
import { type Messages, messagesFor, words } from '../lib/messages'
import type { TimedRoute } from '../lib/processing-times/routes'
import { exchangeRates } from '../lib/rates/snapshot'
import { facts } from './facts'
import { routes } from './routes'
import type { FlagCode, Tool } from './types'

/** A card on /country-guides. */
export interface CountryGuide {
  name: string
  flag: FlagCode
  description: string
  highlights: readonly string[]
  /**
   * The guide's main route: the card shows its official processing time (content/processing-times.ts)
   * and its cost for one adult from /cost (content/cost-page.ts `routeCost`).
   */
  timedRoute: TimedRoute
  popularPrograms: readonly string[]
  /** The country's tools (a calculator, the draws), beside the card's button. */
  tools?: readonly Tool[]
}

// The page is in English only: its sentences are English messages, each fact an argument.
const english = messagesFor('en')

export const countryGuides = [
  {
    name: 'Canada',
    flag: 'ca',
    description:
      'Canada selects most economic immigrants through Express Entry, ranking candidates by their Comprehensive Ranking System score, while provinces nominate people to fill local shortages. Students can study at a designated learning institution and move on to a Post-Graduation Work Permit and, later, permanent residence.',
    highlights: [
      'Express Entry draws held regularly throughout the year',
      statedIn(english, 'countryGuides.ca.highlights.1', {
        provincialNomination: facts.canada.crs.provincialNomination,
      }),
      statedIn(english, 'countryGuides.ca.highlights.2', {
        spouseOpenWorkPermitSince: asOf(facts.canada.family.spouseOpenWorkPermit),
        spouseOpenWorkPermit: facts.canada.family.spouseOpenWorkPermit,
        spouseOwpMastersLength: facts.canada.family.spouseOwpMastersLength,
        spouseOwpPermitRemaining: facts.canada.family.spouseOwpPermitRemaining,
      }),
      statedIn(english, 'countryGuides.ca.highlights.3', {
        physicalPresence: facts.canada.citizenship.physicalPresence,
        presenceWindow: facts.canada.citizenship.presenceWindow,
      }),
    ],
    timedRoute: 'expressEntry',
    popularPrograms: ['Express Entry', 'Provincial Nominee Program', 'Study Permit', 'Spousal Sponsorship'],
    tools: [{ href: routes.expressEntryDraws.path, label: 'See the Express Entry draws' }],
  },
  {
    name: 'Australia',
    flag: 'au',
    description:
      'Australia’s General Skilled Migration programme invites candidates through SkillSelect based on their points score, occupation and state nomination. Employer-sponsored visas and a strong international education sector offer further routes for Indian professionals and students.',
    highlights: [
      statedIn(english, 'countryGuides.au.highlights.0', { passMark: facts.australia.pointsTest.passMark }),
      'Extra points for state nomination, regional study and a partner’s skills',
      'Regional visas with a pathway to permanent residence',
      'Post-study work rights through the Temporary Graduate visa (subclass 485)',
    ],
    timedRoute: 'australiaSkilled',
    popularPrograms: [
      'Skilled Independent visa (subclass 189)',
      'Skilled Nominated visa (subclass 190)',
      'Skills in Demand visa (subclass 482)',
      'Student visa (subclass 500)',
    ],
  },
  {
    name: 'United Kingdom',
    flag: 'gb',
    description:
      'The UK’s points-based system centres on the Skilled Worker visa, which needs a degree-level job offer from a Home Office licensed sponsor at or above the salary threshold. Graduates of UK universities can stay on through the Graduate visa, and exceptional talent can apply for the Global Talent visa without a job offer.',
    highlights: [
      statedIn(english, 'countryGuides.gb.highlights.0', {
        overseasCareWorkers: facts.uk.healthAndCare.overseasCareWorkers,
      }),
      statedIn(english, 'countryGuides.gb.highlights.1', {
        settlement: facts.uk.skilledWorker.settlement,
        proposedBaseline: facts.uk.settlement.proposedBaseline,
      }),
      statedIn(english, 'countryGuides.gb.highlights.2', {
        duration: facts.uk.graduate.duration,
        durationPhd: facts.uk.graduate.durationPhd,
        durationFrom2027: facts.uk.graduate.durationFrom2027,
        shorterFrom: facts.uk.graduate.shorterFrom,
      }),
    ],
    timedRoute: 'ukSkilledWorker',
    popularPrograms: ['Skilled Worker Visa', 'Global Talent Visa', 'Student Visa', 'Graduate Visa'],
    tools: [{ href: routes.ukSkilledWorkerCalculator.path, label: 'Check your Skilled Worker points' }],
  },
  {
    name: 'Germany',
    flag: 'de',
    description: statedIn(english, 'countryGuides.de.description', {
      statusSince: asOf(facts.germany.opportunityCard.status),
    }),
    highlights: [
      'EU Blue Card for graduates with a qualifying job offer',
      statedIn(english, 'countryGuides.de.highlights.1', { maxStay: facts.germany.opportunityCard.maxStay }),
      statedIn(english, 'countryGuides.de.highlights.2', {
        appointmentWithin: facts.germany.fastTrack.appointmentWithin,
        decisionWithin: facts.germany.fastTrack.decisionWithin,
      }),
      'Tuition-free study at most public universities',
      'Family members can join, with work rights for spouses',
    ],
    timedRoute: 'germanyBlueCard',
    popularPrograms: [
      'EU Blue Card',
      'Opportunity Card (Chancenkarte)',
      'Skilled Worker Visa',
      'Student Visa',
    ],
    tools: [
      {
        href: routes.germanyOpportunityCardCalculator.path,
        label: 'Check if you qualify for an Opportunity Card',
      },
    ],
  },
  {
    name: 'New Zealand',
    flag: 'nz',
    description: statedIn(english, 'countryGuides.nz.description', {
      newPathwaysSince: asOf(facts.nz.smc.newPathways),
      newPathways: facts.nz.smc.newPathways,
    }),
    highlights: [
      statedIn(english, 'countryGuides.nz.highlights.0', {
        straightToResidence: facts.nz.greenList.straightToResidence,
      }),
      statedIn(english, 'countryGuides.nz.highlights.1', {
        pointsRequired: facts.nz.smc.pointsRequired,
        skilledWorkExperienceYears: facts.nz.smc.skilledWorkExperienceYears,
      }),
      statedIn(english, 'countryGuides.nz.highlights.2', { maxDuration: facts.nz.postStudyWork.maxDuration }),
    ],
    timedRoute: 'nzSkilledMigrant',
    popularPrograms: [
      'Skilled Migrant Category',
      'Accredited Employer Work Visa',
      'Green List Straight to Residence',
      'Student Visa',
    ],
    tools: [{ href: routes.nzSkilledMigrantCalculator.path, label: 'Check your Skilled Migrant points' }],
  },
  {
    name: 'United States',
    flag: 'us',
    description: statedIn(english, 'countryGuides.us.description', {
      indiaBacklog: facts.us.greenCard.indiaBacklog,
    }),
    highlights: [
      statedIn(english, 'countryGuides.us.highlights.0', {
        duration: facts.us.opt.duration,
        stemExtension: facts.us.opt.stemExtension,
        maxTotal: facts.us.opt.maxTotal,
      }),
      statedIn(english, 'countryGuides.us.highlights.1', {
        weightedSelectionFirstSeason: facts.us.h1b.weightedSelectionFirstSeason,
        selection: facts.us.h1b.selection,
      }),
      statedIn(english, 'countryGuides.us.highlights.2', {
        proclamationPayment: facts.us.h1b.proclamationPayment,
        proclamationTerm: facts.us.h1b.proclamationTerm,
        proclamationPaymentSince: asOf(facts.us.h1b.proclamationPayment),
        proclamationTermEnded: facts.us.h1b.proclamationTermEnded,
      }),
      statedIn(english, 'countryGuides.us.highlights.3', { selfPetition: facts.us.eb2Niw.selfPetition }),
      statedIn(english, 'countryGuides.us.highlights.4', {
        targetedInvestment: facts.us.eb5.targetedInvestment,
        standardInvestment: facts.us.eb5.standardInvestment,
      }),
    ],
    timedRoute: 'usH1b',
    popularPrograms: [
      'H-1B Specialty Occupation Visa',
      'F-1 Student Visa',
      'EB-2 National Interest Waiver',
      'EB-5 Immigrant Investor Program',
    ],
  },
] as const satisfies readonly Stating<CountryGuide>[]

/** The words around the cards (English only, as the page is). */
export const countryGuidesPage = (m: Messages) =>
  words(m, 'countryGuides', { day: new Date(`${exchangeRates.date}T00:00:00Z`) }, [
    'ca',
    'au',
    'gb',
    'de',
    'nz',
    'us',
  ])
