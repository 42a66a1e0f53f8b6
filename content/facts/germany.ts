// Germany: figures and rules the site states, each checked against the official page it cites.
// Where no stored official page states a figure, its `about` says how it was verified instead.
import type { FactGroup, Source } from './types'

const blueCardPage = {
  title: 'Make it in Germany: EU Blue Card',
  url: 'https://www.make-it-in-germany.com/en/visa-residence/types/eu-blue-card',
} as const satisfies Source

const bamfBlueCard = {
  title: 'BAMF: The EU Blue Card',
  url: 'https://www.bamf.de/EN/Themen/MigrationAufenthalt/ZuwandererDrittstaaten/Migrathek/BlaueKarteEU/blauekarteeu-node.html',
} as const satisfies Source

const residenceAct18g = {
  title: 'Federal Ministry of Justice: Residence Act, section 18g (EU Blue Card)',
  url: 'https://www.gesetze-im-internet.de/aufenthg_2004/__18g.html',
} as const satisfies Source

const employmentAgency2023 = {
  title: 'Federal Employment Agency: Skilled Immigration Act 2.0 opens new doors',
  url: 'https://arbeitsagentur.de/en/press/2023-50-skilled-workers-immigration-act-20-opens-new-doors',
} as const satisfies Source

const residenceAct18c = {
  title: 'Federal Ministry of Justice: Residence Act, section 18c (settlement permit for skilled workers)',
  url: 'https://www.gesetze-im-internet.de/aufenthg_2004/__18c.html',
} as const satisfies Source

const residenceAct30 = {
  title: 'Federal Ministry of Justice: Residence Act, section 30 (spouses joining)',
  url: 'https://www.gesetze-im-internet.de/aufenthg_2004/__30.html',
} as const satisfies Source

const residenceAct36 = {
  title: 'Federal Ministry of Justice: Residence Act, section 36 (parents joining)',
  url: 'https://www.gesetze-im-internet.de/aufenthg_2004/__36.html',
} as const satisfies Source

const opportunityCardPage = {
  title: 'Federal Foreign Office (German Embassy Gaborone): Job Search Opportunity Card',
  url: 'https://gaborone.diplo.de/bw-en/service/-/2660884',
} as const satisfies Source

const opportunityCardLeaflet = {
  title: 'Federal Foreign Office (German Embassy Cairo): Merkblatt Chancenkarte (April 2026)',
  url: 'https://kairo.diplo.de/resource/blob/2664804/ff16b296556688a8ec5effaf9c727a62/250122-deu-merkblatt-chancenkarte-data.pdf',
} as const satisfies Source

// The points table is the Residence Act's annex (to sections 20a(3) no. 2 and 20b), in force since
// 1 June 2024 (BGBl. 2023 I Nr. 217). gesetze-im-internet.de itself was not among the stored pages;
// buzer.de and AOK's legal database reproduce the consolidated annex and section 20b, and a German
// embassy's checklist lists the documents each point needs.
const opportunityCardPointsLaw = {
  title:
    'Federal Ministry of Justice: Residence Act, annex to sections 20a and 20b (Opportunity Card points table)',
  url: 'https://www.gesetze-im-internet.de/aufenthg_2004/anlage.html',
} as const satisfies Source

const opportunityCardPointsReports = [
  {
    title:
      'buzer.de: Residence Act, annex (consolidated; points per criterion of section 20b(1), minimum six)',
    url: 'https://buzer.de/Anlage_AufenthG.htm',
  },
  {
    title: 'deubner-recht.de: Residence Act section 20b, award of points for the Opportunity Card',
    url: 'https://deubner-recht.de/produkte/arbeitsrecht/doc/-20-b-aufenthg-punktevergabe-fuer-die-chancenkarte-verordnungsermaechtigung-871195',
  },
  {
    title:
      'Federal Foreign Office (German Embassy Bucharest): Opportunity Card in the points system, section 20b (6 June 2024)',
    url: 'https://rumaenien.diplo.de/ro-de/service/05-VisaEinreise/-/2660612',
  },
] as const satisfies readonly Source[]

const opportunityCardFundsReports = [
  {
    title: 'KAfIS: Sperrkonto-Hilfe (13,092 euros a year from 1 January 2025)',
    url: 'https://kafis.org/sperrkonto-hilfe',
  },
  {
    title: 'Mentora Language Academy: Updated 2025 financial requirements for Germany’s Opportunity Card',
    url: 'https://mentoralanguageacademy.com/blog/updated-2025-financial-requirements-for-germanys-opportunity-card-visa',
  },
] as const satisfies readonly Source[]

const nationalVisaFeePage = {
  title: 'Federal Foreign Office (German Embassy Nicosia): Visa fees (FAQ)',
  url: 'https://nikosia.diplo.de/cy-de/service/visaneu/1620096-1620096',
} as const satisfies Source

const blockedAccountPage = {
  title: 'Federal Foreign Office: Blocked account for students (Sperrkonto)',
  url: 'https://www.auswaertiges-amt.de/de/service/visa-und-aufenthalt/nationale-visa/visa-schule-studium-sprachkurs/sperrkonto',
} as const satisfies Source

const residenceAct16b = {
  title: 'Federal Ministry of Justice: Residence Act, section 16b (studying)',
  url: 'https://www.gesetze-im-internet.de/aufenthg_2004/__16b.html',
} as const satisfies Source

const residenceAct20 = {
  title: 'Federal Ministry of Justice: Residence Act, section 20 (job search after graduation)',
  url: 'https://www.gesetze-im-internet.de/aufenthg_2004/__20.html',
} as const satisfies Source

const tuitionFeesPage = {
  title: 'Deutsches Studierendenwerk: Tuition fees',
  url: 'https://www.studierendenwerke.de/en/topics/student-finance/costs-of-study/tuition-fees',
} as const satisfies Source

const zabFees = {
  title: 'ZAB: Fees for a Statement of Comparability',
  url: 'https://zab.kmk.org/en/statement-comparability/fees',
} as const satisfies Source

const recognitionVisaPage = {
  title: 'Make it in Germany: Visa for the recognition of foreign professional qualifications',
  url: 'https://make-it-in-germany.com/en/visa/kinds-of-visa/recognition',
} as const satisfies Source

const fastTrackPage = {
  title: 'Federal Foreign Office (German Embassy Paris): Accelerated procedure for skilled workers',
  url: 'https://allemagneenfrance.diplo.de/fr-de/service/visa/-/2541374',
} as const satisfies Source

const nationalityAct10 = {
  title: 'Federal Ministry of Justice: Nationality Act, section 10 (naturalisation)',
  url: 'https://www.gesetze-im-internet.de/stag/__10.html',
} as const satisfies Source

const schengenInsurancePage = {
  title: 'Federal Foreign Office (German Embassy Phnom Penh): Travel health insurance',
  url: 'https://www.phnom-penh.diplo.de/Vertretung/phnompenh/en/04/Visabestimmungen/Krankenversicherung__Seite.html',
} as const satisfies Source

const earningsDistribution = {
  title: 'Destatis: Verdienste und Verdienstunterschiede (earnings and earnings distribution)',
  url: 'https://www.destatis.de/DE/Themen/Arbeit/Verdienste/Verdienste-Verdienstunterschiede/_inhalt.html',
} as const satisfies Source

const populationPage = {
  title: 'Destatis: Bevölkerungsstand, aktuelle Quartalsergebnisse (current population)',
  url: 'https://www.destatis.de/DE/Themen/Gesellschaft-Umwelt/Bevoelkerung/Bevoelkerungsstand/aktuell-quartale.html',
} as const satisfies Source

export const germany = {
  blueCard: {
    status: {
      value: 'open to new applications',
      unit: 'text',
      about:
        'The German EU Blue Card for graduates (and some IT specialists without a degree) with a qualifying job offer',
      asOf: '2023-11-18',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: bamfBlueCard,
      status: 'open',
    },
    reformDate: {
      value: '2023-11-18',
      unit: 'date',
      about:
        'Day the reformed Blue Card rules of the Skilled Immigration Act took effect (lower thresholds, new entrants, IT specialists without a degree, 27/21-month settlement)',
      asOf: '2023-11-18',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: bamfBlueCard,
    },
    minContract: {
      value: 6,
      unit: 'months',
      about: 'Minimum length of the employment contract or binding job offer for an EU Blue Card',
      asOf: '2023-11-18',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: bamfBlueCard,
    },
    maxDuration: {
      value: 4,
      unit: 'years',
      about:
        'Longest validity of a first EU Blue Card (shorter contracts: contract length plus the extra months below)',
      asOf: '2023-11-18',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: bamfBlueCard,
    },
    extraMonths: {
      value: 3,
      unit: 'months',
      about: 'Months added to a contract shorter than the maximum validity when the Blue Card is issued',
      asOf: '2023-11-18',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: bamfBlueCard,
    },
    jobChangeWindow: {
      value: 12,
      unit: 'months',
      about:
        'First months of Blue Card employment during which a change of job must be notified and the foreigners authority may suspend it for 30 days and refuse it',
      asOf: '2023-11-18',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: bamfBlueCard,
    },
    salary: {
      standardShare: {
        value: 50,
        unit: 'percent',
        about:
          'Standard Blue Card salary threshold as a share of the annual pension insurance contribution ceiling (section 18g(1))',
        asOf: '2023-11-18',
        checked: '2026-11-23',
        reviewBy: '2027-05-23',
        source: residenceAct18g,
      },
      reducedShare: {
        value: 45.3,
        unit: 'percent',
        about:
          'Reduced Blue Card salary threshold (shortage occupations, new entrants, IT specialists without a degree) as a share of the pension contribution ceiling',
        asOf: '2023-11-18',
        checked: '2026-11-23',
        reviewBy: '2027-05-23',
        source: residenceAct18g,
      },
      standard2026: {
        value: 50700,
        unit: 'EUR',
        about:
          'Standard gross annual salary for an EU Blue Card in 2026. No stored official page states it: verified as 50% of the 2026 pension contribution ceiling of 101,400 (BMAS press release of 8 Oct 2025, bmas.de) under section 18g, and reported by several news outlets quoting the Federal Interior Ministry announcement (e.g. internationalinvestment.biz, expathub, Jobbatical)',
        asOf: '2026-01-01',
        checked: '2026-11-23',
        reviewBy: '2026-12-15',
        source: blueCardPage,
        nextChange: {
          on: '2027-01-01',
          what: 'New Blue Card thresholds each 1 January, from the pension contribution ceiling',
        },
      },
      reduced2026: {
        value: 45934.2,
        unit: 'EUR',
        about:
          'Reduced gross annual salary for an EU Blue Card in 2026 (shortage occupations, new entrants, IT specialists without a degree; Federal Employment Agency approval). Verified as 45.3% of the 2026 pension contribution ceiling of 101,400 (BMAS, bmas.de) and by news reports quoting the Federal Interior Ministry; no stored official page states it',
        asOf: '2026-01-01',
        checked: '2026-11-23',
        reviewBy: '2026-12-15',
        source: blueCardPage,
        nextChange: {
          on: '2027-01-01',
          what: 'New Blue Card thresholds each 1 January, from the pension contribution ceiling',
        },
      },
      standard2025: {
        value: 48300,
        unit: 'EUR',
        about:
          'Past figure: standard Blue Card threshold for 2025 (50% of the 2025 pension ceiling of 96,600), reported by news outlets quoting the Federal Government',
        asOf: '2025-01-01',
        checked: '2026-11-23',
        reviewBy: '2027-05-23',
        source: blueCardPage,
      },
      reduced2025: {
        value: 43759.8,
        unit: 'EUR',
        about:
          'Past figure: reduced Blue Card threshold for 2025 (45.3% of the 2025 pension ceiling of 96,600)',
        asOf: '2025-01-01',
        checked: '2026-11-23',
        reviewBy: '2027-05-23',
        source: blueCardPage,
      },
      standard2023: {
        value: 58400,
        unit: 'EUR',
        about:
          'Past figure: standard Blue Card threshold in 2023 before the reform of 18 November 2023, still quoted by many applicants',
        asOf: '2023-01-01',
        checked: '2026-11-23',
        reviewBy: '2027-05-23',
        source: employmentAgency2023,
      },
    },
    newEntrantYears: {
      value: 3,
      unit: 'years',
      about:
        'A degree earned no more than this long before the Blue Card application qualifies for the reduced threshold (new entrants)',
      asOf: '2023-11-18',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: residenceAct18g,
    },
    itSpecialist: {
      experienceYears: {
        value: 3,
        unit: 'years',
        about:
          'Relevant professional experience an IT specialist without a degree needs for a Blue Card (section 18g(2))',
        asOf: '2023-11-18',
        checked: '2026-11-23',
        reviewBy: '2027-05-23',
        source: residenceAct18g,
      },
      withinYears: {
        value: 7,
        unit: 'years',
        about:
          'Period before the application within which the IT specialist’s experience must have been gained',
        asOf: '2023-11-18',
        checked: '2026-11-23',
        reviewBy: '2027-05-23',
        source: residenceAct18g,
      },
    },
    settlement: {
      withA1: {
        value: 27,
        unit: 'months',
        about:
          'Months as a Blue Card holder (with pension contributions) before a settlement permit, with basic German (A1); confirmed by the City of Münster foreigners authority page',
        asOf: '2023-11-18',
        checked: '2026-11-23',
        reviewBy: '2027-05-23',
        source: residenceAct18c,
      },
      withB1: {
        value: 21,
        unit: 'months',
        about:
          'Months as a Blue Card holder (with pension contributions) before a settlement permit, with B1 German',
        asOf: '2023-11-18',
        checked: '2026-11-23',
        reviewBy: '2027-05-23',
        source: residenceAct18c,
      },
    },
  },
  family: {
    spouseLanguage: {
      value: 'no German language requirement',
      unit: 'text',
      about:
        'Spouses of EU Blue Card holders need no German to join (section 30(1) sentence 3) and may work in Germany without restriction',
      asOf: '2012-08-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: residenceAct30,
    },
    parentsFrom: {
      value: '2024-03-01',
      unit: 'date',
      about:
        'Parents (and parents-in-law) may join a Blue Card holder or skilled worker whose first such permit was issued on or after this date, if their own living costs and health insurance are covered (section 36(3); statutory wording checked via quotations, no stored official page)',
      asOf: '2024-03-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: residenceAct36,
    },
  },
  opportunityCard: {
    points: {
      partialRecognition: {
        value: 4,
        unit: 'points',
        about:
          'Points for a foreign qualification that a German recognition authority found needs adaptation or compensation measures (partial recognition), or further qualification for the licence of a regulated profession (section 20b(1) no. 1); it also stands in for the prerequisite of a qualification recognised where it was earned',
        asOf: '2024-06-01',
        checked: '2026-11-26',
        reviewBy: '2027-05-26',
        source: opportunityCardPointsLaw,
        reportedBy: opportunityCardPointsReports,
      },
      germanB2: {
        value: 3,
        unit: 'points',
        about: 'Points for good German (CEFR B2 or above), section 20b(1) no. 2',
        asOf: '2024-06-01',
        checked: '2026-11-26',
        reviewBy: '2027-05-26',
        source: opportunityCardPointsLaw,
        reportedBy: opportunityCardPointsReports,
      },
      germanB1: {
        value: 2,
        unit: 'points',
        about: 'Points for sufficient German (CEFR B1), section 20b(1) no. 3, unless B2 already counts',
        asOf: '2024-06-01',
        checked: '2026-11-26',
        reviewBy: '2027-05-26',
        source: opportunityCardPointsLaw,
        reportedBy: opportunityCardPointsReports,
      },
      germanA2: {
        value: 1,
        unit: 'points',
        about: 'Points for basic German (CEFR A2), section 20b(1) no. 4, unless B1 or B2 already counts',
        asOf: '2024-06-01',
        checked: '2026-11-26',
        reviewBy: '2027-05-26',
        source: opportunityCardPointsLaw,
        reportedBy: opportunityCardPointsReports,
      },
      englishC1: {
        value: 1,
        unit: 'points',
        about: 'Points for English at CEFR C1 (or as a native speaker), section 20b(1) no. 5',
        asOf: '2024-06-01',
        checked: '2026-11-26',
        reviewBy: '2027-05-26',
        source: opportunityCardPointsLaw,
        reportedBy: opportunityCardPointsReports,
      },
      experience5in7: {
        value: 3,
        unit: 'points',
        about:
          'Points for at least five years of work in the qualification within the last seven years, section 20b(1) no. 6',
        asOf: '2024-06-01',
        checked: '2026-11-26',
        reviewBy: '2027-05-26',
        source: opportunityCardPointsLaw,
        reportedBy: opportunityCardPointsReports,
      },
      experience2in5: {
        value: 2,
        unit: 'points',
        about:
          'Points for at least two years of work in the qualification within the last five years, section 20b(1) no. 7, unless five in seven already counts',
        asOf: '2024-06-01',
        checked: '2026-11-26',
        reviewBy: '2027-05-26',
        source: opportunityCardPointsLaw,
        reportedBy: opportunityCardPointsReports,
      },
      shortageOccupation: {
        value: 1,
        unit: 'points',
        about:
          'Points for a qualification in an occupation with a shortage of skilled workers in Germany, section 20b(1) no. 8',
        asOf: '2024-06-01',
        checked: '2026-11-26',
        reviewBy: '2027-05-26',
        source: opportunityCardPointsLaw,
        reportedBy: opportunityCardPointsReports,
      },
      ageUnder35: {
        value: 2,
        unit: 'points',
        about: 'Points for an applicant not yet 35, section 20b(1) no. 9',
        asOf: '2024-06-01',
        checked: '2026-11-26',
        reviewBy: '2027-05-26',
        source: opportunityCardPointsLaw,
        reportedBy: opportunityCardPointsReports,
      },
      ageUnder40: {
        value: 1,
        unit: 'points',
        about: 'Points for an applicant aged 35 or over but not yet 40, section 20b(1) no. 10',
        asOf: '2024-06-01',
        checked: '2026-11-26',
        reviewBy: '2027-05-26',
        source: opportunityCardPointsLaw,
        reportedBy: opportunityCardPointsReports,
      },
      previousStay: {
        value: 1,
        unit: 'points',
        about:
          'Points for at least six months of lawful, uninterrupted stay in Germany within the last five years, not as a tourist, section 20b(1) no. 11',
        asOf: '2024-06-01',
        checked: '2026-11-26',
        reviewBy: '2027-05-26',
        source: opportunityCardPointsLaw,
        reportedBy: opportunityCardPointsReports,
      },
      partner: {
        value: 1,
        unit: 'points',
        about:
          'Points when a spouse or partner who also meets the Opportunity Card requirements applies at the same time, section 20b(1) no. 12',
        asOf: '2024-06-01',
        checked: '2026-11-26',
        reviewBy: '2027-05-26',
        source: opportunityCardPointsLaw,
        reportedBy: opportunityCardPointsReports,
      },
      youngerAge: {
        value: 35,
        unit: 'years',
        about: 'Age below which an applicant earns the higher age points',
        asOf: '2024-06-01',
        checked: '2026-11-26',
        reviewBy: '2027-05-26',
        source: opportunityCardPointsLaw,
        reportedBy: opportunityCardPointsReports,
      },
      olderAge: {
        value: 40,
        unit: 'years',
        about: 'Age below which an applicant earns the lower age points; none from this age',
        asOf: '2024-06-01',
        checked: '2026-11-26',
        reviewBy: '2027-05-26',
        source: opportunityCardPointsLaw,
        reportedBy: opportunityCardPointsReports,
      },
    },
    prerequisites: {
      value:
        'a degree, or vocational training of at least two years, recognised by the state where it was earned; German at A1 or English at B2; and the means to live on for the stay',
      unit: 'text',
      about:
        'What an applicant through the points system needs before any point counts (section 20a(4)); the qualification prerequisite falls away for one with partial recognition in Germany (section 20b(1), last sentence)',
      asOf: '2024-06-01',
      checked: '2026-11-26',
      reviewBy: '2027-05-26',
      source: opportunityCardPointsLaw,
      reportedBy: opportunityCardPointsReports,
    },
    fundsPerMonth: {
      value: 1091,
      unit: 'EUR',
      about:
        'Money an Opportunity Card applicant shows for each month of the stay (13,092 euros for 12 months, e.g. in a blocked account or through a formal declaration of commitment), since 1 January 2025 (1,027 euros in 2024). The Cairo embassy’s leaflet of April 2026 states it, as others quote it; the leaflet itself and Make it in Germany’s page were not in the sources we could read',
      asOf: '2025-01-01',
      checked: '2026-11-25',
      reviewBy: '2027-01-01',
      source: opportunityCardLeaflet,
      reportedBy: opportunityCardFundsReports,
      nextChange: {
        yearly: '01-01',
        what: 'The monthly amount followed a new yearly rate on 1 January (1,027 euros in 2024, 1,091 from 1 January 2025)',
      },
    },
    status: {
      value: 'open to new applications',
      unit: 'text',
      about:
        'The points-based Opportunity Card (Chancenkarte, sections 20a/20b) for job seekers, running since 1 June 2024; still described as current by German missions (Dec 2024) and in Bundestag papers (2025)',
      asOf: '2024-06-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: opportunityCardPage,
      status: 'open',
    },
    pointsNeeded: {
      value: 6,
      unit: 'points',
      about:
        'Minimum score in the Opportunity Card points system (for applicants whose qualification is not fully recognised)',
      asOf: '2024-06-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: opportunityCardPage,
    },
    maxStay: {
      value: 1,
      unit: 'years',
      about: 'Longest first Opportunity Card, if the holder can support themselves for that period',
      asOf: '2024-06-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: opportunityCardPage,
    },
    sideWorkHours: {
      value: 20,
      unit: 'hours',
      about:
        'Weekly hours of secondary employment an Opportunity Card holder may work while looking for a qualified job',
      asOf: '2024-06-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: opportunityCardPage,
    },
    trialWork: {
      value: 2,
      unit: 'weeks',
      about: 'Length of each trial employment an Opportunity Card holder may take up',
      asOf: '2024-06-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: opportunityCardPage,
    },
    extension: {
      value: 2,
      unit: 'years',
      about:
        'Further period for which the Opportunity Card can be extended under narrow conditions (qualified job offer but no other work permit yet)',
      asOf: '2024-06-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: opportunityCardPage,
    },
  },
  study: {
    blockedAccount: {
      perYear: {
        value: 11904,
        unit: 'EUR',
        about:
          'Annual amount a student must hold in a blocked account for a German student visa (applied since 1 September 2024, 2025 onwards; 2026 guides still quote it). A BAföG housing-allowance rise was planned for winter semester 2026/27 and could raise it: recheck',
        asOf: '2024-09-01',
        checked: '2026-11-23',
        reviewBy: '2027-01-31',
        source: blockedAccountPage,
      },
      perMonth: {
        value: 992,
        unit: 'EUR',
        about: 'Monthly amount a student may withdraw from the blocked account',
        asOf: '2024-09-01',
        checked: '2026-11-23',
        reviewBy: '2027-01-31',
        source: blockedAccountPage,
      },
    },
    work: {
      fullDays: {
        value: 140,
        unit: 'days',
        about:
          'Full working days a year a non-EU student may work without further approval (raised from 120 on 1 March 2024; confirmed by university international offices quoting section 16b)',
        asOf: '2024-03-01',
        checked: '2026-11-23',
        reviewBy: '2027-05-23',
        source: residenceAct16b,
      },
      halfDays: {
        value: 280,
        unit: 'days',
        about: 'Half working days a year a non-EU student may work instead (raised from 240 on 1 March 2024)',
        asOf: '2024-03-01',
        checked: '2026-11-23',
        reviewBy: '2027-05-23',
        source: residenceAct16b,
      },
    },
    jobSearchAfterGraduation: {
      value: 18,
      unit: 'months',
      about:
        'Residence permit to look for a job after graduating from a German university, with any work allowed meanwhile (confirmed by the Augsburg academic immigration office and the Hamburg Welcome Portal)',
      asOf: '2012-08-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: residenceAct20,
    },
    tuition: {
      value: 'no tuition fees for most first degrees and consecutive master’s degrees at public universities',
      unit: 'text',
      about:
        'Tuition at German public universities; exceptions are long-term, second-degree and some state fees such as Baden-Württemberg’s',
      asOf: '2017-10-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: tuitionFeesPage,
    },
    bwTuitionPerSemester: {
      value: 1500,
      unit: 'EUR',
      about:
        'Tuition fee per semester for non-EU/EEA students at public universities in Baden-Württemberg (since winter semester 2017/18)',
      asOf: '2017-10-01',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: tuitionFeesPage,
    },
  },
  recognition: {
    zabFee: {
      value: 200,
      unit: 'EUR',
      about: 'Fee for a first Statement of Comparability from the ZAB (each further one costs 100)',
      asOf: '2014-04-29',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: zabFees,
    },
    visa: {
      status: {
        value: 'open to new applications',
        unit: 'text',
        about:
          'Visa for the recognition of foreign professional qualifications (section 16d), for people whose qualification is only partly recognised',
        asOf: '2015-08-01',
        checked: '2026-11-23',
        reviewBy: '2027-05-23',
        source: recognitionVisaPage,
        status: 'open',
      },
      maxStay: {
        value: 24,
        unit: 'months',
        about:
          'Usual residence permit for recognition measures after entry, renewable by 12 months (e.g. to retake an exam)',
        asOf: '2024-03-01',
        checked: '2026-11-23',
        reviewBy: '2027-05-23',
        source: recognitionVisaPage,
      },
    },
  },
  visa: {
    nationalFee: {
      value: 75,
      unit: 'EUR',
      about:
        'Fee for a German national (long-stay) visa for an adult (37.50 euros for a minor), payable in local currency at the mission and not refunded if the visa is refused; the Opportunity Card and work visas have no fee of their own',
      asOf: '2023-02-10',
      checked: '2026-11-25',
      reviewBy: '2027-05-25',
      source: nationalVisaFeePage,
    },
    nationalFeeMinor: {
      value: 37.5,
      unit: 'EUR',
      about: 'Fee for a German national (long-stay) visa for a minor, half the adult fee',
      asOf: '2023-02-10',
      checked: '2026-11-27',
      reviewBy: '2027-05-27',
      source: nationalVisaFeePage,
    },
  },
  fastTrack: {
    fee: {
      value: 411,
      unit: 'EUR',
      about: 'Fee for the accelerated skilled worker procedure (section 81a), usually paid by the employer',
      asOf: '2023-02-10',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: fastTrackPage,
    },
    appointmentWithin: {
      value: 3,
      unit: 'weeks',
      about:
        'After the pre-approval, the visa applicant is entitled to an appointment at the mission within this time',
      asOf: '2023-02-10',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: fastTrackPage,
    },
    decisionWithin: {
      value: 3,
      unit: 'weeks',
      about:
        'The mission decides on a complete visa application in the accelerated procedure within this time as a rule (section 31a of the Residence Ordinance: "in der Regel")',
      asOf: '2023-02-10',
      checked: '2026-11-25',
      reviewBy: '2027-05-23',
      source: fastTrackPage,
    },
  },
  citizenship: {
    residence: {
      value: 5,
      unit: 'years',
      about:
        'Minimum lawful residence for naturalisation since the nationality reform of 27 June 2024 (dual citizenship allowed)',
      asOf: '2024-06-27',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: nationalityAct10,
    },
    formerFastTrack: {
      value: 3,
      unit: 'years',
      about:
        'Past rule: naturalisation after this residence for exceptional integration (C1 German), available from 27 June 2024 until its abolition',
      asOf: '2024-06-27',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: nationalityAct10,
      status: 'closed',
    },
    fastTrackAbolished: {
      value: '2025-10-30',
      unit: 'date',
      about:
        'Day the shorter naturalisation route was abolished (BGBl. 2025 I Nr. 257, passed by the Bundestag on 8 October 2025); confirmed by vhw.de quoting the Federal Government and by asyl.net',
      asOf: '2025-10-30',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: nationalityAct10,
      status: 'closed',
    },
  },
  schengen: {
    travelInsurance: {
      value: 30000,
      unit: 'EUR',
      about:
        'Minimum cover of the travel medical insurance a Schengen (short-stay) visa applicant must hold, valid in all Schengen states (Visa Code, Art. 15; also stated by the Swedish embassy in India)',
      asOf: '2010-04-05',
      checked: '2026-11-23',
      reviewBy: '2027-05-23',
      source: schengenInsurancePage,
    },
  },
  economy: {
    medianFullTimeSalary: {
      value: 52159,
      unit: 'EUR',
      about:
        'Median gross annual earnings of full-time employees in 2024, including special payments such as holiday and Christmas pay (Destatis earnings survey 2024, published April 2025; the mean was EUR 62,235). Checked via the Destatis press release text as republished by extremnews and several news reports quoting it (dpa via t-online, Ärzte Zeitung); a 2025 figure could not be verified in the stored copies, so check for a newer release',
      period: '2024',
      asOf: '2025-04-08',
      checked: '2026-11-23',
      reviewBy: '2027-03-31',
      source: earningsDistribution,
      nextChange: { yearly: '04-30', what: 'Destatis publishes the previous year’s earnings each spring' },
    },
    population: {
      value: '83.5 million',
      unit: 'text',
      about:
        'Population at 31 December 2025, first estimate (about 100,000 fewer than the 83.6 million at the end of 2024, the first fall since 2020), based on the 2022 census, which lowered the earlier 84.7 million estimate. Confirmed in the Destatis press release of 29 January 2026 as republished (ots) and reported by epd and Deutschlandfunk; the final end-2025 result and later quarters could not be verified, so confirm the latest quarterly figure',
      asOf: '2025-12-31',
      checked: '2026-11-23',
      reviewBy: '2027-03-31',
      source: populationPage,
    },
  },
} as const satisfies FactGroup
