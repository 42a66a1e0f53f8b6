// Structure of /cost: for each route of the visa finder, the payments and the money to show, each with
// who it is paid to, whom in the household it is counted for and the registry fact or note it comes from
// (lib/cost/plan.ts prices them; pages/cost/+Page.tsx hands each route to it, which checks its shape).
// No words: each line's `id` is the key its label has in the messages.
import { facts } from './facts'
import { costNotes as notes } from './facts/cost-notes'

const { canada, australia, uk, germany, nz, us, india } = facts

/**
 * The UK routes' stay, which the fee band and the health surcharge depend on: a Skilled Worker's
 * certificate of sponsorship of up to three years (the lower fee), and one year of a student's course
 * (each further year adds the same surcharge).
 */
const skilledWorkerYears = 3
const studentYears = 1
/** The Opportunity Card's funds are shown for each month of the stay, a first card's longest. */
const opportunityCardMonths = 12 * germany.opportunityCard.maxStay.value

const settlementFunds = canada.expressEntry.proofOfFunds
const studyFunds = canada.study.fundsByFamily

/** The tests and documents most routes ask of an applicant in India. */
const ielts = { id: 'languageTest', payee: 'others', cost: india.costs.ielts, for: 'applicant' } as const
const ieltsUkvi = {
  id: 'languageTest',
  payee: 'others',
  cost: india.costs.ieltsUkvi,
  for: 'applicant',
} as const
const policeCertificates = {
  id: 'policeCertificate',
  payee: 'others',
  cost: india.costs.policeCertificate,
  for: 'adults',
} as const

export const costRoutes = {
  expressEntry: {
    currency: 'CAD',
    lines: [
      { id: 'processingFee', payee: 'government', cost: canada.fees.economicPrincipal, for: 'applicant' },
      { id: 'processingFeePartner', payee: 'government', cost: canada.fees.economicSpouse, for: 'partner' },
      { id: 'processingFeeChild', payee: 'government', cost: canada.fees.economicChild, for: 'children' },
      {
        id: 'rightOfPermanentResidence',
        payee: 'government',
        cost: canada.fees.rightOfPermanentResidence,
        for: 'adults',
      },
      {
        id: 'biometrics',
        payee: 'government',
        cost: canada.fees.biometrics,
        for: 'people',
        atMost: canada.fees.biometricsFamily,
      },
      ielts,
      {
        id: 'credentialAssessment',
        payee: 'others',
        cost: notes.canada.credentialAssessment,
        for: 'applicant',
      },
      { id: 'medicalExam', payee: 'others', cost: notes.canada.medicalExam, for: 'people' },
      policeCertificates,
      {
        id: 'settlementFunds',
        payee: 'show',
        cost: {
          bySize: [
            settlementFunds.single,
            settlementFunds.twoPeople,
            settlementFunds.threePeople,
            settlementFunds.fourPeople,
            settlementFunds.fivePeople,
            settlementFunds.sixPeople,
            settlementFunds.sevenPeople,
          ],
          eachAdditional: settlementFunds.eachAdditional,
        },
        for: 'household',
      },
    ],
  },
  australiaSkilled: {
    currency: 'AUD',
    lines: [
      // Each subclass's charge as /fees states it: the 189's, and the 190's and 491's, whose amount since
      // 1 July 2026 no source confirms (its last known one is shown, out of the total).
      {
        id: 'visaCharge189',
        payee: 'government',
        cost: australia.fees.skilledIndependentCharge,
        for: 'applicant',
      },
      {
        id: 'visaCharge190And491',
        payee: 'government',
        cost: australia.fees.skilledBaseCharge,
        for: 'applicant',
      },
      { id: 'familyCharges', payee: 'government', cost: notes.australia.familyCharges, for: 'family' },
      { id: 'skillsAssessment', payee: 'others', cost: notes.australia.skillsAssessment, for: 'applicant' },
      ielts,
      { id: 'healthExamination', payee: 'others', cost: notes.australia.healthExamination, for: 'people' },
      policeCertificates,
    ],
  },
  ukSkilledWorker: {
    currency: 'GBP',
    lines: [
      { id: 'visaFee', payee: 'government', cost: uk.fees.skilledWorkerUpTo3Years, for: 'people' },
      {
        id: 'healthSurcharge',
        payee: 'government',
        cost: uk.ihs.adult,
        for: 'adults',
        times: skilledWorkerYears,
      },
      {
        id: 'healthSurchargeChild',
        payee: 'government',
        cost: uk.ihs.reduced,
        for: 'children',
        times: skilledWorkerYears,
      },
      ieltsUkvi,
      { id: 'tuberculosisTest', payee: 'others', cost: notes.uk.tuberculosisTest, for: 'people' },
      {
        id: 'maintenance',
        payee: 'show',
        cost: uk.skilledWorker.maintenance.applicant,
        for: 'applicant',
      },
      { id: 'maintenancePartner', payee: 'show', cost: uk.skilledWorker.maintenance.partner, for: 'partner' },
      {
        id: 'maintenanceFirstChild',
        payee: 'show',
        cost: uk.skilledWorker.maintenance.firstChild,
        for: 'firstChild',
      },
      {
        id: 'maintenanceOtherChild',
        payee: 'show',
        cost: uk.skilledWorker.maintenance.otherChild,
        for: 'otherChildren',
      },
    ],
  },
  // Applied for inside the UK after a UK degree: nothing is paid in India.
  ukGraduate: {
    currency: 'GBP',
    lines: [
      { id: 'visaFee', payee: 'government', cost: uk.fees.graduate, for: 'people' },
      {
        id: 'healthSurcharge',
        payee: 'government',
        cost: uk.ihs.adult,
        for: 'adults',
        times: uk.graduate.duration.value,
      },
      {
        id: 'healthSurchargeChild',
        payee: 'government',
        cost: uk.ihs.reduced,
        for: 'children',
        times: uk.graduate.duration.value,
      },
    ],
  },
  germanyBlueCard: {
    currency: 'EUR',
    lines: [
      { id: 'visaFee', payee: 'government', cost: germany.visa.nationalFee, for: 'adults' },
      { id: 'visaFeeChild', payee: 'government', cost: germany.visa.nationalFeeMinor, for: 'children' },
      { id: 'degreeRecognition', payee: 'others', cost: germany.recognition.zabFee, for: 'applicant' },
      { id: 'visaCentre', payee: 'others', cost: notes.germany.visaCentre, for: 'people' },
      { id: 'translations', payee: 'others', cost: notes.germany.translations, for: 'household' },
    ],
  },
  // The card is one person's: a family joins on other grounds, so only the applicant is priced.
  germanyOpportunityCard: {
    currency: 'EUR',
    lines: [
      { id: 'visaFee', payee: 'government', cost: germany.visa.nationalFee, for: 'applicant' },
      { id: 'degreeRecognition', payee: 'others', cost: germany.recognition.zabFee, for: 'applicant' },
      { id: 'visaCentre', payee: 'others', cost: notes.germany.visaCentre, for: 'applicant' },
      { id: 'translations', payee: 'others', cost: notes.germany.translations, for: 'applicant' },
      {
        id: 'livingFunds',
        payee: 'show',
        cost: germany.opportunityCard.fundsPerMonth,
        for: 'applicant',
        times: opportunityCardMonths,
      },
    ],
  },
  nzSkilledMigrant: {
    currency: 'NZD',
    lines: [
      // One fee and levy for the whole application, family included.
      { id: 'visaFee', payee: 'government', cost: nz.fees.smcResidence, for: 'household' },
      {
        id: 'qualificationAssessment',
        payee: 'others',
        cost: notes.nz.qualificationAssessment,
        for: 'applicant',
      },
      ielts,
      { id: 'medicalExam', payee: 'others', cost: notes.nz.medicalExam, for: 'people' },
      policeCertificates,
    ],
  },
  usH1b: {
    currency: 'USD',
    lines: [
      {
        id: 'registrationFee',
        payee: 'government',
        cost: us.h1b.registrationFee,
        for: 'applicant',
        paidBy: 'employer',
      },
      {
        id: 'petitionFee',
        payee: 'government',
        cost: us.h1b.petitionFee,
        for: 'applicant',
        paidBy: 'employer',
      },
      {
        id: 'trainingFee',
        payee: 'government',
        cost: us.h1b.trainingFee,
        for: 'applicant',
        paidBy: 'employer',
      },
      { id: 'fraudFee', payee: 'government', cost: us.h1b.fraudFee, for: 'applicant', paidBy: 'employer' },
      {
        id: 'asylumProgramFee',
        payee: 'government',
        cost: us.h1b.asylumProgramFee,
        for: 'applicant',
        paidBy: 'employer',
      },
      {
        id: 'proclamationPayment',
        payee: 'government',
        cost: us.h1b.proclamationPayment,
        for: 'applicant',
        paidBy: 'employer',
      },
      { id: 'visaFee', payee: 'government', cost: us.visa.petitionBasedFee, for: 'people' },
      {
        id: 'visaIntegrityFee',
        payee: 'government',
        cost: us.visaIntegrityFee.enactedAmount,
        for: 'people',
        unconfirmed: true,
      },
    ],
  },
  canadaStudy: {
    currency: 'CAD',
    lines: [
      { id: 'studyPermitFee', payee: 'government', cost: canada.study.permitFee, for: 'applicant' },
      {
        id: 'biometrics',
        payee: 'government',
        cost: canada.fees.biometrics,
        for: 'people',
        atMost: canada.fees.biometricsFamily,
      },
      ielts,
      { id: 'medicalExam', payee: 'others', cost: notes.canada.medicalExam, for: 'people' },
      { id: 'tuition', payee: 'show', cost: 'tuition', for: 'applicant' },
      {
        id: 'livingFunds',
        payee: 'show',
        cost: {
          bySize: [
            canada.study.fundsSingle,
            studyFunds.twoPeople,
            studyFunds.threePeople,
            studyFunds.fourPeople,
            studyFunds.fivePeople,
            studyFunds.sixPeople,
            studyFunds.sevenPeople,
          ],
          eachAdditional: studyFunds.eachAdditional,
        },
        for: 'household',
      },
    ],
  },
  australiaStudent: {
    currency: 'AUD',
    lines: [
      { id: 'visaCharge', payee: 'government', cost: notes.australia.studentCharge, for: 'people' },
      ielts,
      { id: 'healthExamination', payee: 'others', cost: notes.australia.healthExamination, for: 'people' },
      { id: 'tuition', payee: 'show', cost: 'tuition', for: 'applicant' },
      { id: 'livingFunds', payee: 'show', cost: australia.student.financialCapacity, for: 'applicant' },
      { id: 'livingFundsFamily', payee: 'show', cost: notes.australia.studentFamilyFunds, for: 'family' },
    ],
  },
  ukStudent: {
    currency: 'GBP',
    lines: [
      { id: 'visaFee', payee: 'government', cost: uk.fees.studentOutside, for: 'applicant' },
      {
        id: 'healthSurcharge',
        payee: 'government',
        cost: uk.ihs.reduced,
        for: 'applicant',
        times: studentYears,
      },
      ieltsUkvi,
      { id: 'tuberculosisTest', payee: 'others', cost: notes.uk.tuberculosisTest, for: 'applicant' },
      { id: 'tuition', payee: 'show', cost: 'tuition', for: 'applicant' },
      {
        id: 'livingFunds',
        payee: 'show',
        cost: { london: uk.student.fundsLondon, elsewhere: uk.student.fundsOutsideLondon },
        for: 'applicant',
        times: uk.student.fundsMaxMonths.value,
      },
      { id: 'family', payee: 'show', cost: notes.uk.studentFamily, for: 'family' },
    ],
  },
  germanyStudy: {
    currency: 'EUR',
    lines: [
      { id: 'visaFee', payee: 'government', cost: germany.visa.nationalFee, for: 'applicant' },
      { id: 'apsCertificate', payee: 'others', cost: india.costs.apsCertificate, for: 'applicant' },
      ielts,
      { id: 'visaCentre', payee: 'others', cost: notes.germany.visaCentre, for: 'applicant' },
      { id: 'tuition', payee: 'show', cost: 'tuition', for: 'applicant' },
      { id: 'blockedAccount', payee: 'show', cost: germany.study.blockedAccount.perYear, for: 'applicant' },
    ],
  },
  nzStudent: {
    currency: 'NZD',
    lines: [
      { id: 'visaFee', payee: 'government', cost: nz.fees.studentVisa, for: 'applicant' },
      ielts,
      { id: 'medicalExam', payee: 'others', cost: notes.nz.medicalExam, for: 'applicant' },
      { id: 'tuition', payee: 'show', cost: 'tuition', for: 'applicant' },
      { id: 'livingFunds', payee: 'show', cost: nz.student.livingCosts, for: 'applicant' },
    ],
  },
  usF1: {
    currency: 'USD',
    lines: [
      { id: 'visaFee', payee: 'government', cost: us.visa.studentFee, for: 'people' },
      { id: 'sevisFee', payee: 'government', cost: us.visa.sevisFee, for: 'applicant' },
      {
        id: 'visaIntegrityFee',
        payee: 'government',
        cost: us.visaIntegrityFee.enactedAmount,
        for: 'people',
        unconfirmed: true,
      },
      ielts,
      { id: 'tuition', payee: 'show', cost: 'tuition', for: 'applicant' },
      { id: 'schoolFunds', payee: 'show', cost: notes.us.schoolFunds, for: 'applicant' },
    ],
  },
} as const
