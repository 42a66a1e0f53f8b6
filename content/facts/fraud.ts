// What a visa fraud looks like and where to report one: what no one may promise, the warning signs,
// and the reporting channels in India and at the destinations, each from the government's or
// regulator's own page. Checked on 2026-11-27 against stored copies of those pages; undated pages
// take the day they were read as asOf.
import type { Fact, FactGroup, IsoDate, Source } from './types'

const checked: IsoDate = '2026-11-27'
/** Warnings are reworded more often than laws change: checked again within six months. */
const reviewBy: IsoDate = '2027-05-27'

const warning = (fact: Omit<Fact, 'unit' | 'checked' | 'reviewBy'>): Fact => ({
  ...fact,
  unit: 'text',
  checked,
  reviewBy,
})

const irccVictim = {
  title: 'IRCC: Don’t be the victim of a disappearing act',
  url: 'https://www.cic.gc.ca/english/resources/publications/victim.asp',
} as const satisfies Source

const cicctips = {
  title: 'CICC: Top 20 tips on how to prevent immigration fraud',
  url: 'https://college-ic.ca/protecting-the-public/fraud-prevention/top-tips',
} as const satisfies Source

/** IRCC's page on complaints about a representative, read in its French version (the English was not stored). */
const irccComplaint = {
  title: 'IRCC: Déposer une plainte contre un représentant (French version)',
  url: 'https://www.canada.ca/fr/immigration-refugies-citoyennete/services/representant-immigration-citoyennete/deposer-plainte-contre-representant.html',
} as const satisfies Source

const australianScamWarning = {
  title: 'Australian High Commission (Fiji): Don’t get caught in a visa scam',
  url: 'https://fiji.highcommission.gov.au/suva/Visa_Scams.html',
} as const satisfies Source

const usEmbassyScams = {
  title: 'U.S. Embassy London: Don’t fall victim to scams',
  url: 'https://uk.usembassy.gov/dont-fall-victim-scams/',
} as const satisfies Source

export const fraud = {
  /** What no adviser can promise, whatever they charge. */
  neverPromised: {
    visa: warning({
      value:
        'no one can guarantee that a visa application will be approved, and using a representative does not get an application special attention',
      about:
        'IRCC’s warning to people choosing an immigration representative (undated, written after the College of Immigration and Citizenship Consultants opened on 23 November 2021)',
      asOf: checked,
      source: irccVictim,
    }),
    jobOffer: warning({
      value:
        'a Canadian job offer cannot lawfully be bought: buying and selling positions in a Labour Market Impact Assessment (LMIA) is prohibited, and employers may not charge workers recruitment fees or recover them',
      about:
        'The federal government’s line on LMIA sales in ESDC’s Question Period note received on 21 October 2025; the ban on recruitment fees as the Temporary Foreign Worker Program states it to employers, as an industry association republished it',
      asOf: '2025-10-21',
      source: {
        title: 'ESDC: Question Period note, Temporary Foreign Worker Program, LMIA misuse and fraud',
        url: 'https://search.open.canada.ca/qpnotes/record/esdc-edsc%2CLabour_003_20260105',
      },
      reportedBy: [
        {
          title:
            'Tourism Industry Association of Canada: Recruitment of workers under the Temporary Foreign Worker Program',
          url: 'https://tiac-aitc.ca/cgi/page.cgi/_zine.html/TopStories/Recruitment_of_Workers',
        },
      ],
    }),
    ukBallot: warning({
      value:
        'the UK’s India Young Professionals Scheme ballot is free to enter, takes one entry per person and picks the successful entries at random',
      about:
        'How places in the India Young Professionals Scheme are given, since its first ballot opened on 28 February 2023; the GOV.UK guidance read as archived in July 2023, and the 2026 ballot reported on the same terms',
      asOf: '2023-02-28',
      source: {
        title: 'GOV.UK: India Young Professionals Scheme visa, ballot system',
        url: 'https://www.gov.uk/guidance/india-young-professionals-scheme-visa-ballot-system',
      },
      reportedBy: [
        {
          title:
            'GOV.UK change archive (govdiff): India Young Professionals Scheme ballot guidance, 18 July 2023',
          url: 'https://govdiff.njk.onl/update/2023-07-18T00:01:00+01:00/www.gov.uk/guidance/india-young-professionals-scheme-visa-ballot-system',
        },
        {
          title: 'IndMedia: UK visa ballot for the India Young Professionals Scheme 2026 opens',
          url: 'https://indmedia.in/uk-visa-ballot-india-young-professionals-scheme-2026-uk-visa-ballot-opens-today-3000-spots-available/',
        },
      ],
    }),
    dvLottery: warning({
      value:
        'the US State Department warns against visa consultants who offer to improve your chances in the Diversity Visa lottery: selected entrants find out only through the official Entrant Status Check, never by letter or e-mail, and fees are paid to the embassy or consulate at the appointment, never in advance',
      about:
        'The State Department’s fraud warning to Diversity Visa entrants; the page is undated, so asOf is the day it was read',
      asOf: checked,
      source: {
        title: 'U.S. Department of State: Visa fraud',
        url: 'https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fraud.html',
      },
    }),
  },
  /** Signs that an adviser is not to be trusted. */
  warningSigns: {
    personalAccount: warning({
      value:
        'the Government of Canada will never ask you to deposit money into a personal bank account or to send money through a private money transfer company',
      about:
        'How IRCC says it never asks to be paid; the publication is undated, so asOf is the day it was read',
      asOf: checked,
      source: irccVictim,
    }),
    cash: warning({
      value:
        'avoid paying an adviser in cash, which is hard to prove later: a cheque, card or bank transfer shows on your bank statement; ask for an invoice before you pay and a receipt after',
      about:
        'The College of Immigration and Citizenship Consultants’ tips 8 and 9; the page is undated, so asOf is the day it was read',
      asOf: checked,
      source: cicctips,
    }),
    noWrittenAgreement: warning({
      value:
        'always sign a service agreement with your consultant, setting out the fees you will pay; any service other than immigration advice, such as finding a job, belongs in a separate agreement',
      about:
        'The College of Immigration and Citizenship Consultants’ tips 3, 9 and 10; the page is undated, so asOf is the day it was read',
      asOf: checked,
      source: cicctips,
    }),
    unseenDocuments: warning({
      value:
        'you are responsible for all the information in your application, even when your representative fills it in, and giving false or misleading information is an offence',
      about:
        'Why no one should file an application its applicant has not read: IRCC’s page on complaints about representatives (undated, so asOf is the day it was read)',
      asOf: checked,
      source: irccComplaint,
    }),
    originalDocuments: warning({
      value:
        'no adviser needs to keep your original documents, such as your passport: certified copies are usually enough, and the department contacts you directly if it needs an original',
      about:
        'From the Australian Government’s list of visa scam signs; the page is undated, so asOf is the day it was read',
      asOf: checked,
      source: australianScamWarning,
    }),
    pressure: warning({
      value:
        '“your only chance”, “a once in a lifetime opportunity” and “register and pay now to show interest” are false claims: the Australian Government charges no fee to show interest in a visa',
      about:
        'From the Australian Government’s list of visa scam signs; the page is undated, so asOf is the day it was read',
      asOf: checked,
      source: australianScamWarning,
    }),
    freeEmail: warning({
      value:
        'official US government e-mail addresses end in “.gov”: visa mail from any other address, such as Gmail, should be treated as suspect',
      about:
        'The US Embassy’s warning that it never e-mails visa applicants from a Gmail account; the page is undated, so asOf is the day it was read',
      asOf: checked,
      source: usEmbassyScams,
    }),
  },
  /** Where to report a fraud or an unlicensed adviser. */
  report: {
    india: {
      cybercrimePortal: warning({
        value:
          'cyber crime, including online financial fraud, can be reported on the National Cyber Crime Reporting Portal, cybercrime.gov.in, run by the Ministry of Home Affairs; the police of the state or union territory concerned act on each complaint, including registering it as an FIR',
        about:
          'India’s national channel for reporting online fraud, opened on 10 January 2020; how complaints are handled as the Ministry of Home Affairs told Parliament, in reports',
        asOf: '2020-01-10',
        source: {
          title: 'Ministry of Home Affairs: National Cyber Crime Reporting Portal',
          url: 'https://cybercrime.gov.in/',
        },
        reportedBy: [
          {
            title: 'Business Standard (6 August 2024): Cyber frauds cost India Rs 177 crore in FY24',
            url: 'https://www.business-standard.com/amp/finance/personal-finance/cyber-frauds-cost-india-rs-177-crore-in-fy24-how-to-protect-yourself-124080600123_1.html',
          },
        ],
      }),
      helpline: warning({
        value:
          'call 1930, the toll-free helpline of the National Cyber Crime Reporting Portal, open around the clock, as soon as money is lost to online fraud: the sooner it is reported, the better the chance of getting it back',
        about:
          'India’s cyber fraud helpline (earlier 155260), as the Government of Kerala’s fact check states it; the Ministry of Home Affairs’ own words in reports',
        asOf: checked,
        source: {
          title: 'Government of Kerala (fact check): Victim of an online scam? Call 1930',
          url: 'https://factcheck.kerala.gov.in/180/-are-you-a-victim-of-online-scams---call-1930.html',
        },
        reportedBy: [
          {
            title: 'Business Standard (6 August 2024): Cyber frauds cost India Rs 177 crore in FY24',
            url: 'https://www.business-standard.com/amp/finance/personal-finance/cyber-frauds-cost-india-rs-177-crore-in-fy24-how-to-protect-yourself-124080600123_1.html',
          },
        ],
      }),
      protectorsOfEmigrants: warning({
        value:
          'the Protectors of Emigrants, under the Protector General of Emigrants in the Ministry of External Affairs, are charged by the Emigration Act, 1983 with protecting and advising intending emigrants; the ministry refers complaints about unregistered recruiting agents to the state police for investigation and prosecution',
        about:
          'Who in India acts against illegal recruiting agents: the Protectors’ duties on the ministry’s page (undated, so asOf is the day it was read); the referral to police as the Minister of State told Parliament in February 2026, in reports',
        asOf: checked,
        source: {
          title: 'Ministry of External Affairs: Protector General of Emigrants',
          url: 'https://mea.gov.in/protector-general-emigrants.htm',
        },
        reportedBy: [
          {
            title: 'NewsX (13 February 2026): Government prioritises safety and welfare of Indians abroad',
            url: 'https://www.newsx.com/india/government-prioritises-safety-and-welfare-of-indians-abroad-mos-mea-kirti-vardhan-singh-166528/',
          },
        ],
      }),
    },
    canada: warning({
      value:
        'IRCC says how to report immigration fraud, scams or abuse according to the kind of fraud and whether you are in Canada or abroad; a complaint about a licensed consultant goes to the College of Immigration and Citizenship Consultants, and about a lawyer or notary to their law society or the Chambre des notaires du Québec',
      about:
        'Where to report to Canada: IRCC’s page on reporting fraud (read in its French version) and on complaints about representatives; both undated, so asOf is the day they were read',
      asOf: checked,
      source: {
        title: 'IRCC: How to report scams, fraud or abuse',
        url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/protect-fraud/report-fraud.html',
      },
    }),
    australia: warning({
      value:
        'a complaint about a registered migration agent goes to the Office of the Migration Agents Registration Authority, which can caution the agent, suspend or cancel their registration or bar them from registering for up to five years, and passes complaints of migration fraud or unregistered practice to the Department of Home Affairs and criminal matters to the police',
      about:
        'Where to complain about an Australian registered migration agent: the Authority’s page on what happens to a complaint (undated, so asOf is the day it was read)',
      asOf: checked,
      source: {
        title: 'OMARA: Complaint outcomes',
        url: 'https://www.mara.gov.au/using-an-agent/resolving-disputes-with-your-agent/complaint-outcomes/',
      },
    }),
    australiaBorderWatch: warning({
      value:
        'Border Watch is where the Department of Home Affairs and the Australian Border Force collect reports of suspicious border activity, immigration and citizenship included: a visa scam can be reported on its online form, anonymously if you wish, as can anyone giving immigration assistance in Australia without being registered; a victim of a scam should also report it to the local police',
      about:
        'Where to report visa fraud to Australia: the Australian Government’s scam alert on its High Commission’s site in Nigeria (undated, so asOf is the day it was read); that unlawful immigration assistance goes to Border Watch too, as South Australia’s Legal Services Commission states it',
      asOf: checked,
      source: {
        title: 'Australian High Commission (Nigeria): Scam alert',
        url: 'https://nigeria.embassy.gov.au/aaja/Information-on-Scams.html',
      },
      reportedBy: [
        {
          title: 'Legal Services Commission of South Australia: Law Handbook, migration agents',
          url: 'https://lsc.sa.gov.au/handbook/ch24s01s08.php',
        },
      ],
    }),
    uk: warning({
      value:
        'the Home Office warns that an e-mail, telephone call or letter from someone claiming to be the Home Office may be a scam, and its guidance on fraud, tricks and scams asks you to report any suspicion or incident to Action Fraud, online or on 0300 123 2040',
      about:
        'Where to report visa fraud to the UK: the Home Office’s guidance on fraud, tricks and scams, last updated 8 May 2024; that it sends reports to Action Fraud is as a law firm summarised it in April 2024, the guidance’s documents not having been read',
      asOf: '2024-05-08',
      source: {
        title: 'GOV.UK: Fraud, tricks and scams (Home Office)',
        url: 'https://www.gov.uk/government/publications/frauds-tricks-and-scams',
      },
      reportedBy: [
        {
          title: 'Lewis Silkin (18 April 2024): Home Office guidance on immigration fraud, tricks and scams',
          url: 'https://globalmigrationnetwork.com/2024/04/18/lewis-silkin-home-office-guidance-on-immigration-fraud-tricks-and-scams',
        },
      ],
    }),
    nz: warning({
      value:
        'anyone can complain to the Immigration Advisers Authority, free of charge, about a licensed adviser or about someone giving New Zealand immigration advice without a licence, which is an offence punishable by up to seven years in prison and a fine of up to NZ$100,000; a complaint does not affect any matter before Immigration New Zealand',
      about:
        'Where to report to New Zealand; the Authority’s page is undated, so asOf is the day it was read',
      asOf: checked,
      source: {
        title: 'Immigration Advisers Authority: Make a complaint',
        url: 'https://www.iaa.govt.nz/about-us/make-a-complaint/',
      },
    }),
    us: warning({
      value:
        'internet fraud involving a US visa can be reported to econsumer.gov, run with the Federal Trade Commission, and to the FBI’s Internet Crime Complaint Center, ic3.gov',
      about:
        'Where to report to the United States; the embassy page is undated, so asOf is the day it was read',
      asOf: checked,
      source: usEmbassyScams,
    }),
  },
} as const satisfies FactGroup
