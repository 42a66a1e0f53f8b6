// Costs a family meets on the way that the registry gives no figure for: each price differs by provider,
// clinic, city or case, or no source we could read states it. Each note says so, links the official page
// where the price or the list of providers is, and is checked like a fact; /cost shows the line and keeps
// it out of every total.
import type { CostNote, IsoDate, Source } from './types'

const checked: IsoDate = '2026-11-27'
const reviewBy: IsoDate = '2027-05-27'
/** Notes standing for a figure that should be confirmed: looked for again within a month. */
const recheck: IsoDate = '2026-12-27'

const varies = (about: string, source: Source): CostNote => ({
  price: 'varies',
  about,
  checked,
  reviewBy,
  source,
})

const ircc = 'https://www.canada.ca/en/immigration-refugees-citizenship'
const homeAffairs = 'https://immi.homeaffairs.gov.au'

const homeAffairsPricing = {
  title: 'Home Affairs: Current visa pricing',
  url: `${homeAffairs}/visas/getting-a-visa/fees-and-charges/current-visa-pricing`,
} as const satisfies Source

export const costNotes = {
  canada: {
    medicalExam: varies(
      'Immigration medical examination by an IRCC panel physician, for each family member: each clinic sets its own fee (examination, chest X-ray and blood tests by age), paid at the clinic and not refunded',
      {
        title: 'IRCC: Medical exams for permanent residents',
        url: `${ircc}/services/application/medical-police/medical-exams/requirements-permanent-residents.html`,
      },
    ),
    credentialAssessment: {
      price: 'unconfirmed',
      about:
        'Educational credential assessment (ECA) of a degree earned outside Canada, from an IRCC-designated organisation (WES, CES, ICAS, IQAS, ICES), plus courier and the university’s own charges for sending transcripts. One report gives WES CAD 264 before tax and delivery from 1 January 2026; WES’s fee page could not be read from here, so no figure is stated',
      checked,
      reviewBy: recheck,
      source: {
        title: 'IRCC: Get your education assessed (Express Entry)',
        url: `${ircc}/services/immigrate-canada/express-entry/documents/education-assessed.html`,
      },
      reportedBy: [
        {
          title: 'Yenmek Immigration Services: WES Educational Credential Assessment (2026 fees)',
          url: 'https://yenmekimmigrationservices.com/other/wes.html',
        },
      ],
    },
  },
  australia: {
    skillsAssessment: varies(
      'Skills assessment by the assessing authority for the nominated occupation (Engineers Australia, ACS, VETASSESS and others): each authority sets its own fee, and it differs by occupation and pathway',
      {
        title: 'Home Affairs: Skills assessment',
        url: `${homeAffairs}/visas/working-in-australia/skills-assessment`,
      },
    ),
    healthExamination: varies(
      'Health examinations (medical examination, chest X-ray) at a Bupa Medical Visa Services clinic or panel physician in India, for each family member: priced by the clinic and by the tests the visa asks for',
      {
        title: 'Home Affairs: Health requirement',
        url: `${homeAffairs}/help-support/meeting-our-requirements/health`,
      },
    ),
    familyCharges: {
      price: 'unconfirmed',
      about:
        'Additional applicant charges for a partner (18 and over) and each child (under 18) included in a skilled visa application: most visa application charges rose by about 25% on 1 July 2026, and no source we could read states these',
      checked,
      reviewBy: recheck,
      source: homeAffairsPricing,
    },
    studentCharge: {
      price: 'unconfirmed',
      about:
        'Student visa (subclass 500) application charge: AUD 2,000 for the student, AUD 1,225 for each family member 18 and over and AUD 400 for each under 18 from 1 July 2025 (as a migration agency reported them); most charges rose by about 25% on 1 July 2026, and the charge in force now could not be read',
      checked,
      reviewBy: recheck,
      source: homeAffairsPricing,
      reportedBy: [
        {
          title: 'TIA: Changes to visa application charges, July 2025',
          url: 'https://tia.com.au/news/changes-to-visa-application-charges-july-2025',
        },
      ],
    },
    studentFamilyFunds: {
      price: 'unconfirmed',
      about:
        'Living costs a student shows for a partner and each child who come along, and school costs for each school-age child, on top of the student’s own: the current amounts were not in any source we could read',
      checked,
      reviewBy: recheck,
      source: {
        title: 'Home Affairs: Student visa (subclass 500)',
        url: `${homeAffairs}/visas/getting-a-visa/visa-listing/student-500`,
      },
    },
  },
  uk: {
    tuberculosisTest: varies(
      'Tuberculosis test certificate from a clinic the Home Office approves in India, for everyone 11 and over coming for more than six months: each clinic sets its fee',
      { title: 'GOV.UK: Tuberculosis tests for visa applicants', url: 'https://www.gov.uk/tb-test-visa' },
    ),
    studentFamily: varies(
      'A partner or children can join a student only on a postgraduate research course or a government-sponsored course of over six months; each then pays the visa fee and health surcharge and shows money of their own',
      {
        title: 'GOV.UK: Student visa – your partner and children',
        url: 'https://www.gov.uk/student-visa/family-members',
      },
    ),
  },
  germany: {
    visaCentre: varies(
      'Service charge of the visa application centre that takes German national visa applications in India, on top of the visa fee: set by the centre, paid in rupees',
      {
        title: 'Federal Foreign Office (German Missions in India): Visa',
        url: 'https://india.diplo.de/in-en/service/05-visaeinreise',
      },
    ),
    translations: varies(
      'Certified translations of certificates and civil records into German or English where the mission or the recognition body asks for them: priced per page by the translator',
      {
        title: 'Make it in Germany: Recognition of foreign professional qualifications',
        url: 'https://www.make-it-in-germany.com/en/working-in-germany/recognition',
      },
    ),
  },
  nz: {
    medicalExam: varies(
      'Medical and chest X-ray certificates from an INZ panel physician for each family member: each clinic sets its fee',
      {
        title: 'Immigration New Zealand: Medical and chest X-ray certificates',
        url: 'https://www.immigration.govt.nz/new-zealand-visas/preparing-a-visa-application/your-health',
      },
    ),
    qualificationAssessment: varies(
      'International Qualification Assessment by NZQA where the qualification is not on the list of exempt qualifications: the fee depends on the qualification and the service',
      {
        title: 'NZQA: International Qualification Assessment',
        url: 'https://www2.nzqa.govt.nz/international/recognition-of-qualifications/',
      },
    ),
  },
  us: {
    schoolFunds: varies(
      'The money an F-1 student shows is what the school writes on the Form I-20 (tuition and living costs for the first year), so it differs by school and city',
      {
        title: 'U.S. Department of State: Student visa',
        url: 'https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html',
      },
    ),
  },
} as const satisfies Record<string, Record<string, CostNote>>
