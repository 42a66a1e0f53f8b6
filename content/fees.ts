// Copy of /fees: what a visa costs in government fees, how the firm charges, and why no one can
// guarantee a visa. Every amount is a registry fact, referenced here by the fact itself.

import { about } from './about'
import { facts } from './facts'
import { stated } from './facts/stated'
import type { Fact } from './facts/types'
import { routes } from './routes'
import type { CallToAction, FlagCode, Intro } from './types'

const { canada, australia, uk, germany, nz, us } = facts

/** One government fee of a route: what it is for and who pays it, and the registry fact that states it. */
interface GovernmentFee {
  item: string
  fact: Fact
  /** A line under the item where the figure needs one: what it is not, or what is uncertain about it. */
  note?: string
}

/** A route's government fees, drawn as one card and table. */
export interface FeeRoute {
  /** The card's anchor, e.g. `/fees#canada-express-entry`. */
  id: string
  country: string
  flag: FlagCode
  route: string
  fees: readonly GovernmentFee[]
  /** What the table leaves out: tests, medicals, the family's own fees. */
  extra: string
}

export interface FeesContent {
  hero: Intro
  government: {
    id: string
    heading: string
    lead: string
    /** Read before the route's name in each table's caption. */
    caption: string
    columns: { fee: string; amount: string; from: string }
    /**
     * A fee replaced before the build day by an amount no source we read confirms: said in its amount's
     * place, then its last known amount, then (under the day it took effect) the day it ended, before a
     * link to the official page that has the fee in force now.
     */
    unconfirmed: string
    lastKnown: (amount: string) => string
    replaced: (until: string) => string
    official: string
    reports: string
    lastReviewed: string
    closing: string
  }
  ours: {
    id: string
    heading: string
    lead: string
    points: readonly string[]
    /** Shown above the firm's own fees once it has published them (site.ts `professionalFees`). */
    published: { heading: string; from: string }
    advisers: { href: string; label: string }
  }
  guarantee: { id: string; heading: string; paragraphs: readonly string[] }
  cta: CallToAction
}

export const feeRoutes = [
  {
    id: 'canada-express-entry',
    country: 'Canada',
    flag: 'ca',
    route: 'Express Entry permanent residence',
    fees: [
      { item: 'Processing fee, principal applicant', fact: canada.fees.economicPrincipal },
      {
        item: 'Right of permanent residence fee, per adult',
        fact: canada.fees.rightOfPermanentResidence,
        note: 'The principal applicant and an accompanying spouse or partner each pay it; children do not.',
      },
      { item: 'Processing fee, accompanying spouse or partner', fact: canada.fees.economicSpouse },
      { item: 'Processing fee, each dependent child', fact: canada.fees.economicChild },
    ],
    extra:
      'Biometrics, medical examinations, police certificates, language tests and the assessment of your education are paid separately. Proof of funds is money you show, not a fee.',
  },
  {
    id: 'australia-skilled',
    country: 'Australia',
    flag: 'au',
    route: 'Skilled visas 189, 190 and 491',
    fees: [
      {
        item: 'Base application charge, main applicant: subclass 189',
        fact: australia.fees.skilledIndependentCharge,
      },
      {
        item: 'Base application charge, main applicant: subclasses 190 and 491',
        fact: australia.fees.skilledBaseCharge,
      },
    ],
    extra:
      'Each family member in the application adds a charge of their own. The skills assessment, English test and health checks are paid separately.',
  },
  {
    id: 'uk-skilled-worker',
    country: 'United Kingdom',
    flag: 'gb',
    route: 'Skilled Worker visa',
    fees: [
      {
        item: 'Application fee from outside the UK, job of up to 3 years',
        fact: uk.fees.skilledWorkerUpTo3Years,
      },
      {
        item: 'Application fee from outside the UK, job of over 3 years',
        fact: uk.fees.skilledWorkerOver3Years,
      },
      {
        item: 'Immigration Health Surcharge, per adult per year',
        fact: uk.ihs.adult,
        note: 'Paid upfront for every year of the visa. Health and Care Worker visa applicants do not pay it.',
      },
    ],
    extra:
      'Partners and children pay the application fee and the surcharge too. Your employer pays for the certificate of sponsorship and the Immigration Skills Charge.',
  },
  {
    id: 'germany-opportunity-card',
    country: 'Germany',
    flag: 'de',
    route: 'Opportunity Card (Chancenkarte)',
    fees: [
      { item: 'National visa fee, per adult', fact: germany.visa.nationalFee },
      {
        item: 'Funds to show, per month of your stay',
        fact: germany.opportunityCard.fundsPerMonth,
        note: stated`Money you show, for example in a blocked account, not a fee: for a stay of up to ${facts.germany.opportunityCard.maxStay}.`,
      },
    ],
    extra:
      'Certified translations, the assessment of your degree and your language certificate are paid separately.',
  },
  {
    id: 'nz-skilled-migrant',
    country: 'New Zealand',
    flag: 'nz',
    route: 'Skilled Migrant Category resident visa',
    fees: [{ item: 'Application fee and immigration levy', fact: nz.fees.smcResidence }],
    extra:
      'Medical examinations, police certificates, an English test and the assessment of your qualification are paid separately.',
  },
  {
    id: 'us-h1b',
    country: 'United States',
    flag: 'us',
    route: 'H-1B specialty occupation visa',
    fees: [
      { item: 'Registration for the annual selection', fact: us.h1b.registrationFee },
      {
        item: 'Petition filing fee (Form I-129)',
        fact: us.h1b.petitionFee,
        note: 'Less for employers with 25 or fewer full-time employees.',
      },
      {
        item: 'Training fee (ACWIA)',
        fact: us.h1b.trainingFee,
        note: 'Half for employers with 25 or fewer full-time employees; universities and some others are exempt.',
      },
      { item: 'Fraud prevention and detection fee', fact: us.h1b.fraudFee },
      {
        item: 'Asylum Program Fee',
        fact: us.h1b.asylumProgramFee,
        note: 'Less for small employers; none for non-profits.',
      },
      {
        item: 'Payment under the proclamation of 19 September 2025',
        fact: us.h1b.proclamationPayment,
        note: stated`On new petitions for workers outside the US. Its first term was ${facts.us.h1b.proclamationTerm}, to ${facts.us.h1b.proclamationTermEnded}, and courts have ruled both for and against it. Whether it was extended, and whether USCIS collects it now, we could not confirm on an official page: check USCIS before you file.`,
      },
    ],
    extra:
      'The employer who files the petition pays these fees. The worker then pays the visa fee at the US consulate.',
  },
] as const satisfies readonly FeeRoute[]

/** The address of a route's fees on /fees, for the pages that link to them. */
export const feesHref = (id: (typeof feeRoutes)[number]['id']) => `${routes.fees.path}#${id}`

export const fees = {
  hero: {
    heading: 'Fees: What Your Visa Will Cost',
    lead: 'Two kinds of money go into a visa: the government’s fees, which you pay to the government, and ours, for the work we do. Here are the government fees of the main routes, each with the day it took effect and the official page it comes from, and how we charge for our work.',
  },
  government: {
    id: 'government-fees',
    heading: 'Government Fees of the Main Routes',
    lead: 'What each government charges, per person unless the row says otherwise. You pay these to the government itself; they are never part of our fee.',
    caption: 'Government fees:',
    columns: { fee: 'Fee', amount: 'Amount', from: 'In force from' },
    unconfirmed: 'Current amount not confirmed',
    lastKnown: (amount) => `Last known amount: ${amount}`,
    replaced: (until) => `Until ${until}. The fee in force now is on the official page:`,
    official: 'Official pages',
    reports: 'Reported by (where the official page could not confirm the amount on its own)',
    lastReviewed: 'Last reviewed',
    closing:
      'Fees change, often every year, and where we differ from the official page, the official page is right. Check it on the day you pay, as we do before we file anything for you.',
  },
  ours: {
    id: 'our-fees',
    heading: 'Our Fees',
    lead: 'What you pay us is for our work: assessing your profile, planning your route and preparing your application with you.',
    points: [
      'Your first 30-minute consultation is free, with no obligation.',
      'Before you pay us anything, we give you our fee in writing: what it covers, what it does not, and when each part is due.',
      'Government fees go to the government, and you see the government’s own receipt. We never fold them into our fee or present them as ours.',
      'Tests, medicals, translations and assessments are paid to whoever provides them, and we tell you each cost before you commit.',
    ],
    published: { heading: 'Our professional fees', from: 'from' },
    advisers: {
      href: `${routes.about.path}#${about.advisers.id}`,
      label: 'Who may advise you on each country’s visas, and how to check an adviser’s licence',
    },
  },
  guarantee: {
    id: 'no-guarantee',
    heading: 'No One Can Guarantee a Visa',
    paragraphs: [
      'No one can guarantee you a visa: not us, not any consultant, not any lawyer. The decision belongs to the government of the country you apply to, and it makes it on your application, your documents and its own rules.',
      'What we can promise is a careful assessment, plain advice on your chances and a complete, accurate application. If anyone offers you a guaranteed visa, or asks for more money to make sure it is approved, walk away.',
    ],
  },
  cta: {
    heading: 'Know What You Will Pay Before You Start',
    body: 'Book a free 30-minute consultation: we will tell you which fees your route involves and what our work on it would cost, in writing.',
    label: 'Book a Free Consultation',
  },
} as const satisfies FeesContent
