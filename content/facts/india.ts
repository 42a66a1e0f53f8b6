// India: who needs emigration clearance for a job abroad (checked on 2026-11-27 against the ministry's
// press release), and the data-protection law the firm's own handling of personal data follows (the
// Privacy Policy, /your-data and the data-request function). The Gazette's own host could not be read
// from here: the dates are checked against the notifications' text (G.S.R. 843(E),
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
