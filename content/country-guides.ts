// The six destination cards on /country-guides (spec "Country Guides").

import { asOf } from '../lib/facts/site'
import type { Messages } from '../lib/messages'
import { facts } from './facts'
import { exchangeRates } from './facts/exchange-rates'
import { stated } from './facts/stated'
import { routes } from './routes'
import type { CountryGuide } from './types'

export const countryGuides = [
  {
    name: 'Canada',
    flag: 'ca',
    description:
      'Canada selects most economic immigrants through Express Entry, ranking candidates by their Comprehensive Ranking System score, while provinces nominate people to fill local shortages. Students can study at a designated learning institution and move on to a Post-Graduation Work Permit and, later, permanent residence.',
    highlights: [
      'Express Entry draws held regularly throughout the year',
      stated`Provincial nomination adds ${facts.canada.crs.provincialNomination} to an Express Entry profile`,
      stated`Since ${asOf(facts.canada.family.spouseOpenWorkPermit)}, open work permits for spouses are ${facts.canada.family.spouseOpenWorkPermit}: a master’s programme must last at least ${facts.canada.family.spouseOwpMastersLength}, and a worker’s permit must still run for at least ${facts.canada.family.spouseOwpPermitRemaining} when the spouse applies`,
      stated`Permanent residents can apply for citizenship after ${facts.canada.citizenship.physicalPresence} in Canada within ${facts.canada.citizenship.presenceWindow}`,
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
      stated`Points-tested visas with a pass mark of ${facts.australia.pointsTest.passMark}`,
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
      stated`Health and Care Worker visa with lower fees and no health surcharge for eligible health roles; care worker roles ${facts.uk.healthAndCare.overseasCareWorkers}`,
      stated`Settlement (Indefinite Leave to Remain) after ${facts.uk.skilledWorker.settlement} on the Skilled Worker route under current rules, with a ${facts.uk.settlement.proposedBaseline} standard period proposed`,
      stated`Graduate visa of ${facts.uk.graduate.duration} (${facts.uk.graduate.durationPhd} for PhD graduates), ${facts.uk.graduate.durationFrom2027} for applications from ${facts.uk.graduate.shorterFrom}`,
    ],
    timedRoute: 'ukSkilledWorker',
    popularPrograms: ['Skilled Worker Visa', 'Global Talent Visa', 'Student Visa', 'Graduate Visa'],
    tools: [{ href: routes.ukSkilledWorkerCalculator.path, label: 'Check your Skilled Worker points' }],
  },
  {
    name: 'Germany',
    flag: 'de',
    description: stated`Germany’s Skilled Immigration Act opens the door to qualified professionals through the EU Blue Card, the Skilled Worker Visa and, since ${asOf(facts.germany.opportunityCard.status)}, the points-based Opportunity Card for job seekers. Recognition of your degree or vocational training is the key first step, and German language skills greatly widen your options.`,
    highlights: [
      'EU Blue Card for graduates with a qualifying job offer',
      stated`Opportunity Card to search for work in Germany for up to ${facts.germany.opportunityCard.maxStay}`,
      stated`Fast-track procedure for skilled workers: an embassy appointment within ${facts.germany.fastTrack.appointmentWithin} and, usually, a decision within ${facts.germany.fastTrack.decisionWithin} of a complete application`,
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
    description: stated`New Zealand links most work visas to accredited employers and offers residence to people in Green List occupations, with enough points under the Skilled Migrant Category or, since ${asOf(facts.nz.smc.newPathways)}, through ${facts.nz.smc.newPathways}. Its smaller scale means applications are closely assessed, so a well-prepared file matters.`,
    highlights: [
      stated`Green List ${facts.nz.greenList.straightToResidence} for Tier 1 roles with a job offer from an accredited employer`,
      stated`Skilled Migrant Category: ${facts.nz.smc.pointsRequired}, or ${facts.nz.smc.skilledWorkExperienceYears} of relevant experience under the new Skilled Work Experience pathway`,
      stated`Post-study work visas of up to ${facts.nz.postStudyWork.maxDuration} for eligible graduates`,
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
    description: stated`The United States offers the world’s largest job market and top-ranked universities, with routes through student, specialty occupation and employment-based immigrant visas. Green card queues are ${facts.us.greenCard.indiaBacklog}, so careful long-term planning is essential.`,
    highlights: [
      stated`OPT (${facts.us.opt.duration}) plus the STEM OPT extension (${facts.us.opt.stemExtension}) let F-1 graduates work for up to ${facts.us.opt.maxTotal}`,
      stated`H-1B visas for specialty occupations, allocated since the ${facts.us.h1b.weightedSelectionFirstSeason} cap season by a ${facts.us.h1b.selection} that favours higher-paid jobs`,
      stated`A proclamation of 19 September 2025 required employers filing new H-1B petitions for workers outside the US to pay ${facts.us.h1b.proclamationPayment} (not for a change of status inside the US, such as from F-1 OPT) for ${facts.us.h1b.proclamationTerm} from ${asOf(facts.us.h1b.proclamationPayment)}; whether it was extended past ${facts.us.h1b.proclamationTermEnded} is not confirmed on an official page, so check USCIS`,
      stated`EB-2 National Interest Waiver allows ${facts.us.eb2Niw.selfPetition} for qualified professionals`,
      stated`EB-5 investors of ${facts.us.eb5.targetedInvestment} (targeted employment area or infrastructure) or ${facts.us.eb5.standardInvestment}, and their families, can qualify for green cards`,
    ],
    timedRoute: 'usH1b',
    popularPrograms: [
      'H-1B Specialty Occupation Visa',
      'F-1 Student Visa',
      'EB-2 National Interest Waiver',
      'EB-5 Immigrant Investor Program',
    ],
  },
] as const satisfies readonly CountryGuide[]

/** The words around the cards (English only, as the page is). */
export const countryGuidesPage = (m: Messages) => ({
  sectionLabel: m('countryGuides.sectionLabel'),
  hero: {
    eyebrow: m('countryGuides.hero.eyebrow'),
    heading: m('countryGuides.hero.heading'),
    lead: m('countryGuides.hero.lead'),
  },
  labels: {
    programs: m('countryGuides.labels.programs'),
    highlights: m('countryGuides.labels.highlights'),
    details: m('countryGuides.labels.details'),
  },
  costNote: m('countryGuides.costNote', { day: new Date(`${exchangeRates.date}T00:00:00Z`) }),
})
