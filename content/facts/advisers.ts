// The public registers where anyone can check an adviser for each destination, and India's for
// overseas recruiting agents: each register's own address, and how to read what it shows, from the
// regulator's or government's own page. Who may be paid for advice is in ./advice.ts. Checked on
// 2026-11-27 against stored copies of those pages; where a search page itself could not be read, its
// address is the one the regulator's pages and public repositories that link to it agree on.
import type { FactGroup, IsoDate, RegisterFact, Source } from './types'

const checked: IsoDate = '2026-11-27'
/** Registers move and their statuses change by rule, rarely: checked again within six months all the same. */
const reviewBy: IsoDate = '2027-05-27'

const register = (fact: Omit<RegisterFact, 'unit' | 'checked' | 'reviewBy'>): RegisterFact => ({
  ...fact,
  unit: 'text',
  checked,
  reviewBy,
})

/** Reports of the Ministry of External Affairs' advisory of 14 December 2023 on recruiting agents. */
const recruitingAdvisoryReports = [
  {
    title: 'Hindustan Times (14 December 2023): MEA cautions people seeking jobs abroad',
    url: 'https://www.hindustantimes.com/india-news/mea-cautions-people-seeking-jobs-abroad-says-huge-rise-in-cheating-cases-101702559838363.html',
  },
  {
    title: 'The New Indian Express (15 December 2023): Overseas job aspirants warned of fraud agents',
    url: 'https://www.newindianexpress.com/cities/thiruvananthapuram/2023/dec/15/overseas-job-aspirants-warned-of-fraud-agents-in-kerala-2641613.html',
  },
] as const satisfies readonly Source[]

export const advisers = {
  /** Keyed by destination as About's "Who advises you" names them (site.ts `Destination`), and India. */
  registers: {
    canada: {
      consultants: register({
        value:
          'only a consultant whose status on the register is Active (or Active – Practice Restricted, with the restriction shown beside it) and who is marked Yes under Entitled to Practise may give Canadian immigration advice or services; the Type column gives the class of licence, which sets what the consultant may do',
        about:
          'How to read the public register of Regulated Canadian Immigration Consultants (RCICs) and Regulated International Student Immigration Advisors (RISIAs) kept by the College of Immigration and Citizenship Consultants; the College page is undated, so asOf is the day it was read',
        asOf: checked,
        source: {
          title: 'CICC: Find an immigration consultant',
          url: 'https://college-ic.ca/protecting-the-public/find-an-immigration-consultant',
        },
        register: {
          title: 'CICC: find an immigration consultant (public register)',
          url: 'https://register.college-ic.ca/Public-Register-EN/RCIC_Search.aspx',
        },
      }),
      lawSocieties: register({
        value:
          'a Canadian lawyer (and in some cases a paralegal) may be paid for immigration advice only while a member in good standing of a provincial or territorial law society, as may a Québec notary of the Chambre des notaires du Québec; each law society keeps its own directory, and the Federation of Law Societies of Canada links to every one',
        about:
          'Where a paid representative who is not a consultant is checked: IRCC’s guidance to its staff on compensated representatives (undated, so asOf is the day it was read), written after the College replaced the ICCRC',
        asOf: checked,
        source: {
          title: 'IRCC: Use of representatives, compensated representatives',
          url: 'https://www.canada.ca/en/immigration-refugees-citizenship/corporate/publications-manuals/operational-bulletins-manuals/service-delivery/use-representatives/compensated.html',
        },
        register: {
          title: 'Federation of Law Societies of Canada: Canada’s law societies',
          url: 'https://flsc.ca/about-us/our-members-canadas-law-societies/',
        },
      }),
      ontario: register({
        value:
          'the Law Society of Ontario licenses Ontario’s lawyers and paralegals, and its online directory gives each one’s status; the Law Society also lists people a court has found to be practising illegally',
        about:
          'How to check an Ontario lawyer or paralegal (each other province’s law society keeps its own directory); the Law Society page is undated, so asOf is the day it was read',
        asOf: checked,
        source: {
          title: 'Law Society of Ontario: Seeking legal help? Protect yourself',
          url: 'https://lso.ca/public-resources/choosing-the-right-legal-professional/seeking-legal-help-protect-yourself',
        },
        reportedBy: [
          {
            title: 'Steps to Justice (CLEO): Check qualifications',
            url: 'https://newsite.stepstojustice.ca/steps/help-lawyers-and-paralegals/4-check-qualifications/',
          },
        ],
        register: {
          title: 'Law Society of Ontario: lawyer and paralegal directory',
          url: 'https://lso.ca/public-resources/finding-a-lawyer-or-paralegal/lawyer-and-paralegal-directory',
        },
      }),
    },
    australia: {
      migrationAgents: register({
        value:
          'the Register of Migration Agents lists every registered migration agent with their full name, business name and address, telephone number and the date they were last registered, and shows any suspension or caution while it is in force; someone who is not on it is not a registered migration agent',
        about:
          'What the Register of Migration Agents kept by the Office of the Migration Agents Registration Authority must show (Migration Act 1958, s. 287, as in force when read, so asOf is that day)',
        asOf: checked,
        source: {
          title: 'Federal Register of Legislation: Migration Act 1958',
          url: 'https://www.legislation.gov.au/C1958A00062/latest/text',
        },
        reportedBy: [
          {
            title: 'AustLII: Migration Act 1958, section 287 (Register of Migration Agents)',
            url: 'https://www.austlii.edu.au/au/legis/cth/consol_act/ma1958118/s287.html',
          },
        ],
        register: {
          title: 'OMARA: register of migration agents',
          url: 'https://portal.mara.gov.au/search-the-register-of-migration-agents/',
        },
      }),
      lawyersVictoria: register({
        value:
          'an Australian lawyer gives immigration assistance under a practising certificate issued in their own state or territory; Victoria’s register of lawyers, kept by the Victorian Legal Services Board, records each lawyer’s admission and any conditions on their practising certificate, and a lawyer elsewhere is on their own state’s or territory’s register',
        about:
          'How to check an Australian legal practitioner, here on the register of Victoria’s regulator (its page is undated, so asOf is the day it was read); Home Affairs sends visitors to each state or territory’s legal profession body',
        asOf: checked,
        source: {
          title: 'Victorian Legal Services Board + Commissioner: Other disclosures to the Board',
          url: 'https://lsbc.vic.gov.au/?page_id=210',
        },
        register: {
          title: 'Victorian Legal Services Board + Commissioner: register of lawyers',
          url: 'https://lsbc.vic.gov.au/register-of-lawyers',
        },
      }),
    },
    uk: {
      advisers: register({
        value:
          'an adviser regulated by the Immigration Advice Authority may work only at the level it has authorised: level 1, basic applications within the Immigration Rules and no appeals; level 2, more complex casework, including applications outside the Rules; level 3, appeals',
        about:
          'How to read an Immigration Advice Authority (formerly OISC) registration: the levels of work in the Commissioner’s Guidance on Competence, updated 1 July 2021',
        asOf: '2021-07-01',
        source: {
          title: 'GOV.UK: Guidance on competence 2021, summary of levels',
          url: 'https://www.gov.uk/government/publications/competence-oisc-guidance-2012/guidance-on-competence-2017-summary-of-levels',
        },
        register: {
          title: 'GOV.UK: find an immigration adviser',
          url: 'https://www.gov.uk/find-an-immigration-adviser',
        },
      }),
      solicitors: register({
        value:
          'the Solicitors Regulation Authority’s register says whether a person is an SRA-regulated solicitor, allowed to practise as one, and whether a law firm is SRA-regulated or has conditions on what it may do',
        about:
          'How to read the register of solicitors in England and Wales, who may give immigration advice without registering with the Immigration Advice Authority; the SRA’s glossary is undated, so asOf is the day it was read',
        asOf: checked,
        source: {
          title: 'SRA: Solicitors register, jargon and legalese',
          url: 'https://www.sra.org.uk/consumers/register/glossary/',
        },
        register: {
          title: 'SRA: solicitors register',
          url: 'https://www.sra.org.uk/consumers/register/',
        },
      }),
      barristers: register({
        value:
          'a barrister may practise in England and Wales only with a current practising certificate from the Bar Standards Board, and the Barristers’ Register lists every barrister who holds one: a barrister who is not on it is not allowed to practise as one',
        about:
          'How to check a barrister, who may give immigration advice without registering with the Immigration Advice Authority; the Bar Standards Board’s page is undated, so asOf is the day it was read, and the register’s address is the one public repositories that link to it agree on',
        asOf: checked,
        source: {
          title: 'Bar Standards Board: Who we regulate',
          url: 'https://www.barstandardsboard.org.uk/about-us/who-we-regulate.html',
        },
        register: {
          title: 'Bar Standards Board: the Barristers’ Register',
          url: 'https://www.barstandardsboard.org.uk/for-the-public/search-a-barristers-record/the-barristers-register.html',
        },
      }),
    },
    nz: {
      advisers: register({
        value:
          'the register lists every licensed immigration adviser with their licence number, the type of licence (full for all immigration matters, provisional for all matters under a full licence holder’s supervision, limited for certain matters only) and its yearly renewal, and also names people whose licence was cancelled or suspended or whose application was refused',
        about:
          'What the register of licensed immigration advisers kept by the Registrar of Immigration Advisers shows (Immigration Advisers Licensing Act 2007, ss. 77-78); the Authority’s policy page is undated, so asOf is the day it was read',
        asOf: checked,
        source: {
          title: 'Immigration Advisers Authority: Register of licensed immigration advisers',
          url: 'https://www.iaa.govt.nz/for-advisers/adviser-tools/licensing-toolkit/register-of-licensed-immigration-advisers/',
        },
        register: {
          title: 'Immigration Advisers Authority: register of licensed advisers',
          url: 'https://iaa.ewr.govt.nz/PublicRegister/',
        },
      }),
    },
    us: {
      accreditedRepresentatives: register({
        value:
          'a non-attorney may represent you only as a representative accredited by the Justice Department and working through the recognized organization named on the roster; the roster, updated weekly, says whether each may act in all proceedings (full accreditation) or only before the Department of Homeland Security (partial accreditation)',
        about:
          'How to read the Executive Office for Immigration Review’s rosters of recognized organizations and accredited representatives; the program page is undated, so asOf is the day it was read',
        asOf: checked,
        source: {
          title: 'DOJ EOIR: Recognition & Accreditation (R&A) Program',
          url: 'https://www.justice.gov/eoir/recognition-and-accreditation-program',
        },
        register: {
          title: 'DOJ EOIR: recognition and accreditation roster reports',
          url: 'https://www.justice.gov/eoir/recognition-and-accreditation-roster-reports',
        },
      }),
      attorneys: register({
        value:
          'an attorney may give US immigration legal advice only while in good standing with the bar of a US state, territory or the District of Columbia and under no order restricting their practice; the bar that admitted them confirms it, and the Justice Department lists the practitioners currently barred or suspended from immigration courts and the Department of Homeland Security',
        about:
          'How to check a US immigration attorney: USCIS’s rule for an authorized service provider (the page is undated, so asOf is the day it was read) and EOIR’s list of disciplined practitioners',
        asOf: checked,
        source: {
          title: 'USCIS: Find legal services',
          url: 'https://www.uscis.gov/avoid-scams/find-legal-services',
        },
        register: {
          title: 'DOJ EOIR: list of currently disciplined practitioners',
          url: 'https://www.justice.gov/eoir/list-of-currently-disciplined-practitioners',
        },
      }),
    },
    germany: {
      lawyers: register({
        value:
          'the federal directory of lawyers lists every lawyer (Rechtsanwalt) admitted in Germany with their bar chamber, date of admission, any specialist title and any current ban on practising, and anyone may search it free of charge',
        about:
          'What the lawyers’ directories of the regional bar chambers, gathered by the Federal Bar (Bundesrechtsanwaltskammer) into one search, must show (Federal Lawyers’ Act, s. 31, as in force when read, so asOf is that day)',
        asOf: checked,
        source: {
          title: 'Federal Ministry of Justice: Federal Lawyers’ Act (BRAO), section 31',
          url: 'https://www.gesetze-im-internet.de/brao/__31.html',
        },
        reportedBy: [
          {
            title: 'buzer.de: BRAO section 31, consolidated text',
            url: 'https://www.buzer.de/s1.htm?g=BRAO&a=31,177',
          },
        ],
        register: {
          title: 'BRAK: federal directory of lawyers (Bundesweites Amtliches Anwaltsverzeichnis)',
          url: 'https://bravsearch.bea-brak.de/bravsearch/',
        },
      }),
      legalServicesRegister: register({
        value:
          'the legal services register lists the people registered for debt collection, pension advice or legal services in a foreign law; a registration for a foreign law, such as Indian law, does not allow advice on German residence law',
        about:
          'What a registration in the Rechtsdienstleistungsregister allows (Legal Services Act, s. 10, in force since 1 July 2008)',
        asOf: '2008-07-01',
        source: {
          title: 'Federal Ministry of Justice: Legal Services Act (official translation)',
          url: 'https://www.gesetze-im-internet.de/englisch_rdg/englisch_rdg.html',
        },
        register: {
          title: 'Federal Office of Justice: legal services register (Rechtsdienstleistungsregister)',
          url: 'https://www.rechtsdienstleistungsregister.de/',
        },
      }),
    },
    india: {
      recruitingAgents: register({
        value:
          'only a recruiting agent holding a registration certificate from the Protector General of Emigrants may recruit anyone in India for a job abroad; the certificate is valid for five years at first, a copy must be displayed in the agent’s office, and the agent must appear in eMigrate’s list of active recruiting agents',
        about:
          'Who may recruit for overseas jobs (Emigration Act, 1983, s. 10) and how to check an agent; the ministry’s page is undated, so asOf is the day it was read; that the list is of active agents is from the ministry’s advisory of 14 December 2023 as reported',
        asOf: checked,
        source: {
          title: 'Ministry of External Affairs: Recruiting Agents (RAs)',
          url: 'https://www.mea.gov.in/ras.htm',
        },
        reportedBy: recruitingAdvisoryReports,
        register: {
          title: 'eMigrate (Ministry of External Affairs): list of registered recruiting agents',
          url: 'https://emigrate.gov.in/ext/raList.action',
        },
      }),
    },
  },
} as const satisfies FactGroup
