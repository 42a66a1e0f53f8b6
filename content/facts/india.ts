// India: who needs emigration clearance for a job abroad (checked on 2026-11-27 against the ministry's
// press release), what a visa costs a family before it leaves (police certificates, language tests, the
// APS check German missions ask of students), and the data-protection law the firm's own handling of
// personal data follows (the Privacy Policy, /your-data and the data-request function). The Gazette's own
// host could not be read from here: the dates are checked against the notifications' text (G.S.R. 843(E),
// egazette.gov.in/WriteReadData/2025/267647.pdf, and G.S.R. 846(E)) as law firms and public
// repositories quote it.
import { dataLawDutiesFrom } from '@shared/personal-data.ts'
import type { FactGroup, Source } from './types'

const rules2025 = {
  title: 'Gazette of India: Digital Personal Data Protection Rules, 2025 (G.S.R. 846(E), 13 November 2025)',
  url: 'https://egazette.gov.in/WriteReadData/2025/267650.pdf',
} as const satisfies Source

// The commencement notification's and the Rules' text as law firms quote it.
const commencementReports = [
  {
    title:
      'Acuity Law (24 November 2025): Notification of Digital Personal Data Protection Law in India, key timelines',
    url: 'https://acuitylaw.co.in/?p=6681',
  },
  {
    title: 'Mondaq: Digital Personal Data Protection Rules, 2025 notified',
    url: 'https://www.mondaq.com/india/data-protection/1708164/digital-personal-data-protection-rules-2025-notified',
  },
] as const satisfies readonly Source[]

const passportFees = {
  title: 'Passport Seva (Ministry of External Affairs): Fee structure',
  url: 'https://www.passportindia.gov.in/AppOnlineProject/online/feeCalculator',
} as const satisfies Source

const passportFeeReports = [
  {
    title: 'BankBazaar: Passport fee calculator (Passport Seva fees by service)',
    url: 'https://tapzo.bankbazaar.com/passport/passport-fee-calculator.html',
  },
] as const satisfies readonly Source[]

const ieltsIndia = {
  title: 'IDP India: IELTS test dates and fees',
  url: 'https://ielts.idp.com/india/test-dates-and-fees',
} as const satisfies Source

const ieltsFeeReports = [
  {
    title: 'Yocket Prep: IELTS exam fees 2025 in India',
    url: 'https://prep.yocket.com/ielts/exam-fees',
  },
  {
    title: 'Lifestyle Daily (17 February 2026): IELTS exam fees, cost breakdown',
    url: 'https://www.lifestyledaily.co.uk/node/20020',
  },
] as const satisfies readonly Source[]

const apsIndia = {
  title: 'APS India (Academic Evaluation Centre, German Embassy New Delhi): Procedure',
  url: 'https://aps-india.de/',
} as const satisfies Source

const apsFeeReports = [
  {
    title: 'Fintiba: APS certificate, now required for Indian students to study in Germany',
    url: 'https://www.fintiba.com/blog/aps-india/',
  },
  {
    title: 'The Language Office: What is an APS certificate?',
    url: 'https://www.thelanguageoffice.com/what-is-an-aps-certificate/',
  },
] as const satisfies readonly Source[]

/** IELTS and APS prices are set by their providers and change without notice: checked every three months. */
const providerReview = '2027-02-27'

export const india = {
  emigration: {
    clearanceCountries: {
      value:
        'emigration clearance is needed only by holders of an ECR passport, and nurses, going to work in one of 18 countries: Afghanistan, Bahrain, Indonesia, Iraq, Jordan, Kuwait, Lebanon, Libya, Malaysia, Oman, Qatar, Saudi Arabia, Sudan, South Sudan, Syria, Thailand, the United Arab Emirates and Yemen; anyone going to work in Iraq needs it, whatever their passport',
      unit: 'text',
      about:
        'Who needs emigration clearance through eMigrate (Emigration Act, 1983), so whose overseas recruitment eMigrate regulates; the ministry’s clarification of 3 January 2020 (Iraq since 30 September 2019)',
      asOf: '2020-01-03',
      checked: '2026-11-27',
      reviewBy: '2027-05-27',
      source: {
        title:
          'Ministry of External Affairs: Clarification regarding registration of non-ECR passport holders travelling for work to 18 ECR countries',
        url: 'https://mea.gov.in/press-releases.htm?dtl/32252/Clarification_regarding_registration_of_nonECR_passport_holders_travelling_for_work_to_18_ECR_countries',
      },
    },
  },
  costs: {
    policeCertificate: {
      value: 500,
      unit: 'INR',
      about:
        'Fee for a Police Clearance Certificate applied for in India through Passport Seva (a Passport Seva Kendra or Post Office PSK), per person; the fee calculator itself could not be read from here, reports of it agree',
      asOf: '2026-11-27',
      checked: '2026-11-27',
      reviewBy: '2027-05-27',
      source: passportFees,
      reportedBy: passportFeeReports,
    },
    ielts: {
      value: 18000,
      unit: 'INR',
      about:
        'IELTS Academic or General Training fee in India, on paper or on computer, the same in every city (IDP and British Council); IDP’s fee page could not be read from here, reports of 2025 and February 2026 agree',
      asOf: '2025-01-01',
      checked: '2026-11-27',
      reviewBy: providerReview,
      source: ieltsIndia,
      reportedBy: ieltsFeeReports,
    },
    ieltsUkvi: {
      value: 18250,
      unit: 'INR',
      about:
        'IELTS for UK Visas and Immigration fee in India (the Secure English Language Test a UK visa asks for); same sources and caveat as the IELTS fee',
      asOf: '2025-01-01',
      checked: '2026-11-27',
      reviewBy: providerReview,
      source: ieltsIndia,
      reportedBy: ieltsFeeReports,
    },
    apsCertificate: {
      value: 18000,
      unit: 'INR',
      about:
        'APS India procedure fee: the check of school and university documents German missions in India ask of student visa applicants (mandatory since 1 November 2022), paid to APS India by bank transfer and not refunded. Reports since 2022 agree; APS India’s own page could not be read from here',
      asOf: '2022-10-01',
      checked: '2026-11-27',
      reviewBy: providerReview,
      source: apsIndia,
      reportedBy: apsFeeReports,
    },
  },
  dataProtection: {
    dutiesFrom: {
      // Defined beside the functions, which say it too and cannot read this registry.
      value: dataLawDutiesFrom,
      unit: 'date',
      about:
        'Day the Digital Personal Data Protection Act, 2023 (enacted 11 August 2023) brings into force a Data Fiduciary’s duties and a Data Principal’s rights (sections 3 to 17 but 6(9), with the rights of sections 11 to 14, and the Board’s complaint powers in section 27), and the Rules, 2025 their notice, security, breach, retention, log and grievance duties (rules 3, 5 to 16, 22 and 23): eighteen months after G.S.R. 843(E) and G.S.R. 846(E) (rule 1(3)), both dated 13 November 2025. The Board itself (sections 18 to 26, rules 17 to 21) has been set up since that date. Some reports count from the eGazette upload of 14 November and give 14 May 2027',
      asOf: '2025-11-13',
      checked: '2026-11-27',
      reviewBy: '2027-05-13',
      nextChange: {
        on: '2027-05-13',
        what: 'The Act’s rights and duties and the Rules’ duties come into force: the Privacy Policy, /your-data and the data-request function then say the law requires what the firm already does',
      },
      source: rules2025,
      reportedBy: commencementReports,
    },
  },
} as const satisfies FactGroup
