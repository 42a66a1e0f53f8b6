// The single source of every business fact. Header, footer, contact page, FAQ, legal pages,
// structured data and the floating contact button all read from here; nothing else repeats them.
// Contact values are placeholders the consultancy replaces: the phones, e-mail and WhatsApp number in
// supabase/functions/_shared/firm-contact.ts (the enquiry function offers them too), the rest here.
import { firmContact } from '@shared/firm-contact.ts'
import { closedDaysConfirmed, firmAddress, firmHours } from '@shared/firm-office.ts'
import { advisers } from './facts/advisers'

/** The destinations About's "Who advises you" covers, as the fact registry names them (`advice.…`). */
export type Destination = 'canada' | 'australia' | 'uk' | 'nz' | 'us' | 'germany'

/** A public register where anyone can look a registration up by its number. */
interface PublicRegister {
  /** Link text, naming the register and its keeper. */
  title: string
  url: `https://${string}`
}

/** Who holds a destination's licence: one of the firm's own advisers, or the licensed partner it refers that advice to. */
export interface LicenceHolder {
  name: string
  relation: 'adviser' | 'partner'
}

/** A fee the firm publishes for a service, in rupees, from the lowest a typical case costs. */
export interface ProfessionalFee {
  service: string
  fromInr: number
  covers: string
}

/**
 * A registration or licence the firm holds, or its licensed partner holds. `number` is an owner detail:
 * null until the firm enters its own, and until then left off every page (lib/owner-details.ts lists it
 * at each build). A filled one links to `register`, where a visitor can check it.
 */
export interface Registration {
  credential: string
  /** The destination whose licence it is (About's "Who advises you" shows it there); none for a company's own. */
  country?: Destination
  body: string
  number: string | null
  /** For a destination's licence: who holds it (an owner detail, null until filled in). */
  holder?: LicenceHolder | null
  register: PublicRegister
}

/** A company that processes visitors' data for the firm; `name` and `location` are owner details. */
export interface DataProcessor {
  service: 'database' | 'files' | 'mail'
  name: string | null
  /** Where it keeps the data, e.g. "Mumbai, India". */
  location: string | null
}

const siteUrl = (process.env.SITE_URL ?? 'https://dreamborder.example').replace(/\/+$/, '')

export const site = {
  name: 'DreamBorder Immigration',
  shortName: 'DreamBorder',
  tagline: 'Where Dreams Cross Borders',
  url: siteUrl,
  description:
    'Visa and immigration consultancy in Pune helping students, professionals and families move to Canada, Australia, the UK, Germany and beyond.',
  logo: '/logo.svg',
  /** Home's link-preview image, generated at build; also the business's image in structured data. */
  image: '/og/home.png',
  foundingYear: 2015,
  ...firmContact,
  address: firmAddress,
  hours: firmHours,
  closedDaysConfirmed,
  socials: [
    {
      name: 'facebook',
      label: 'DreamBorder Immigration on Facebook',
      url: 'https://www.facebook.com/dreamborder.example',
    },
    {
      name: 'instagram',
      label: 'DreamBorder Immigration on Instagram',
      url: 'https://www.instagram.com/dreamborder.example',
    },
    {
      name: 'linkedin',
      label: 'DreamBorder Immigration on LinkedIn',
      url: 'https://www.linkedin.com/company/dreamborder-example',
    },
    { name: 'x', label: 'DreamBorder Immigration on X', url: 'https://x.com/dreamborder_example' },
  ],
  /**
   * Registrations and licences for the trust strip on Home. Each `number` is null until the consultancy
   * enters its own: an invented number would be a false claim of regulation, so none is made up, and an
   * unfilled one is not shown. Delete an entry the firm does not hold: for Canada, Australia, the UK and
   * New Zealand, paid immigration advice must come from an adviser licensed there, and the firm lists the
   * licensed partners it refers that advice to. A destination's register is the fact registry's
   * (content/facts/advisers.ts, checked on 2026-11-27); MCA's and GSTN's addresses were checked on
   * 2026-11-25 from the links other official pages give: open each once more when filling in.
   */
  registrations: [
    {
      credential: 'Company registration (CIN)',
      body: 'Ministry of Corporate Affairs',
      number: null,
      register: {
        title: 'Ministry of Corporate Affairs: company master data',
        url: 'https://www.mca.gov.in/content/mca/global/en/mca/master-data/MDS.html',
      },
    },
    {
      credential: 'GSTIN',
      body: 'Goods and Services Tax Network',
      number: null,
      register: {
        title: 'GST portal: search taxpayer',
        url: 'https://services.gst.gov.in/services/searchtp',
      },
    },
    {
      credential: 'Canada: RCIC licence',
      country: 'canada',
      body: 'College of Immigration and Citizenship Consultants',
      number: null,
      holder: null,
      register: advisers.registers.canada.consultants.register,
    },
    {
      credential: 'Australia: MARN',
      country: 'australia',
      body: 'Office of the Migration Agents Registration Authority',
      number: null,
      holder: null,
      register: advisers.registers.australia.migrationAgents.register,
    },
    {
      credential: 'United Kingdom: IAA registration',
      country: 'uk',
      body: 'Immigration Advice Authority (formerly OISC)',
      number: null,
      holder: null,
      register: advisers.registers.uk.advisers.register,
    },
    {
      credential: 'New Zealand: IAA licence',
      country: 'nz',
      body: 'Immigration Advisers Authority (IAA)',
      number: null,
      holder: null,
      register: advisers.registers.nz.advisers.register,
    },
    {
      credential: 'United States: attorney’s bar admission',
      country: 'us',
      body: 'State bar',
      number: null,
      holder: null,
      register: advisers.registers.us.attorneys.register,
    },
    {
      credential: 'Germany: Rechtsanwalt admission',
      country: 'germany',
      body: 'Regional bar chamber (Rechtsanwaltskammer)',
      number: null,
      holder: null,
      register: advisers.registers.germany.lawyers.register,
    },
  ] satisfies readonly Registration[],
  /**
   * The firm's own fees, shown on /fees beside the government's: null until the firm sets them (an owner
   * detail, listed at each build). Until then /fees states only how the firm charges.
   */
  professionalFees: null as readonly ProfessionalFee[] | null,
  /**
   * The firm's written terms on its own fee, in its own words (owner details, null until the firm sets
   * them, left off every page until then and listed at each build): how it quotes the fee before any
   * payment, and what happens to a fee already paid if a client withdraws.
   */
  feeTerms: { quote: null as string | null, refund: null as string | null },
  /**
   * Who processes visitors' personal data for the firm, as every form's data notice names them (DPDP
   * Act, 2023): Supabase keeps the enquiries and resume records and runs the site's functions,
   * Cloudinary keeps the uploaded resume files, and an SMTP provider carries the mail to the firm.
   * `location` (where the firm's account keeps the data) and the mail provider's name are owner
   * details: null until filled in, left off the notice until then, and listed at each build.
   */
  /**
   * Who answers privacy requests and complaints (DPDP Rules, 2025). The grievance officer's name is an
   * owner detail: null until filled in, the firm's e-mail meanwhile. The firm's own answer time, within
   * the law's 90 days.
   */
  grievance: { officer: null as string | null, responseDays: 30 },
  processors: [
    { service: 'database', name: 'Supabase', location: null },
    { service: 'files', name: 'Cloudinary', location: null },
    { service: 'mail', name: null, location: null },
  ] as readonly DataProcessor[],
  /** The figures every page quotes (the About impact grid, the Home trust badges). */
  claims: {
    /** Years our founders and senior consultants have worked in immigration, counted from before the firm opened. */
    experience: '12+',
    applications: '2000+',
    countries: '50+',
    successRate: '98%',
  },
} as const

export type Site = typeof site
export type SocialName = (typeof site.socials)[number]['name']
