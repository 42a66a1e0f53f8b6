// Marathi copy of content/countries.ts (glossary: content/i18n/glossary.ts).
import type { countriesPage as englishPage, countryProfiles as englishProfiles } from '../countries'
import { facts } from '../facts'
import { asOf, period, stated } from '../facts/stated'
import { routes } from '../routes'
import type { Translation } from '../types'

export const countryProfiles = [
  {
    name: 'कॅनडा',
    flag: 'ca',
    description:
      'कॅनडाची इमिग्रेशन व्यवस्था जगातील सर्वात खुल्या आणि आधीच अंदाज बांधता येण्याजोग्या व्यवस्थांपैकी एक आहे: Express Entry आणि प्रांतीय प्रोग्राममधून दरवर्षी लाखो नवीन कायम रहिवाशांचे स्वागत होते. मोठा भारतीय समुदाय, सार्वजनिक आरोग्यसेवा आणि नागरिकत्वाचा स्पष्ट मार्ग यांमुळे भारतातील अनेक कुटुंबांची ती पहिली पसंती आहे.',
    averageSalary: stated`${facts.canada.economy.averageFullTimeSalary} / वर्ष (पूर्णवेळ, ${period(facts.canada.economy.averageFullTimeSalary)})`,
    jobOpportunities: 'आरोग्यसेवा, टेक, ट्रेड्स (कुशल कारागिरी) आणि वाहतूक क्षेत्रात मोठी मागणी',
    population: stated`${facts.canada.economy.population}`,
    livingCost: 'मध्यम ते जास्त; टोरंटो आणि व्हँकुव्हर सर्वात महाग',
    language: 'इंग्रजी आणि फ्रेंच',
    highlights: [
      stated`व्यवसायानुसार आणि फ्रेंच भाषकांसाठी कॅटेगरी-आधारित Express Entry ड्रॉ, तसेच ${asOf(facts.canada.expressEntry.categories2026)} पासून कॅनडातील अनुभव असलेल्या डॉक्टर, संशोधक आणि वरिष्ठ व्यवस्थापकांसाठीही`,
      stated`आवश्यक भाषा चाचणी उत्तीर्ण होणाऱ्या पात्र पदवीधरांसाठी जास्तीत जास्त ${facts.canada.study.pgwpMaxLength} कालावधीचा Post-Graduation Work Permit`,
      'कायम रहिवाशांसाठी सार्वजनिक निधीतून चालणारी आरोग्यसेवा',
      stated`${facts.canada.citizenship.presenceWindow} कालावधीत ${facts.canada.citizenship.physicalPresence} प्रत्यक्ष वास्तव्यानंतर (physical presence) नागरिकत्व`,
    ],
    visaTypes: [
      'Express Entry (Federal Skilled Worker Program)',
      'Canadian Experience Class',
      'Provincial Nominee Program (PNP)',
      'Study Permit',
      'Family Sponsorship (पती/पत्नी, जोडीदार आणि मुले)',
    ],
    tools: [
      { href: routes.crsCalculator.path, label: 'तुमचा CRS स्कोअर तपासा' },
      { href: routes.expressEntryDraws.path, label: 'Express Entry ड्रॉ पाहा' },
    ],
  },
  {
    name: 'ऑस्ट्रेलिया',
    flag: 'au',
    description:
      'ऑस्ट्रेलियाचा गुणांवर आधारित (points-tested) स्किल्ड मायग्रेशन प्रोग्राम, नियोक्ता-प्रायोजित आणि प्रादेशिक (regional) मार्गांसोबतच, पात्र व्यावसायिकांना जॉब ऑफरशिवाय कायम निवासासाठी अर्ज करू देतो. जास्त पगार, उबदार हवामान आणि जागतिक दर्जाची विद्यापीठे यांमुळे भारतीय विद्यार्थी आणि कुशल कामगारांसाठी ते सर्वात लोकप्रिय ठिकाणांपैकी एक आहे.',
    averageSalary: stated`${facts.australia.economy.averageFullTimeSalary} / वर्ष (पूर्णवेळ, ${period(facts.australia.economy.averageFullTimeSalary)})`,
    jobOpportunities: 'आरोग्यसेवा, इंजिनिअरिंग, बांधकाम आणि IT मध्ये मोठी मागणी',
    population: stated`${facts.australia.economy.population}`,
    livingCost: 'जास्त; सिडनी आणि मेलबर्न सर्वात महाग',
    language: 'इंग्रजी',
    highlights: [
      'subclass 189 व्हिसाद्वारे जॉब ऑफरशिवाय कायम निवास',
      'जगातील सर्वाधिक राष्ट्रीय किमान वेतनांपैकी एक',
      'कायम रहिवाशांसाठी Medicare ची सुविधा',
      stated`${facts.australia.citizenship.residence} वास्तव्यानंतर नागरिकत्व, त्यापैकी ${facts.australia.citizenship.asPermanentResident} कायम रहिवासी म्हणून`,
    ],
    visaTypes: [
      'Skilled Independent visa (subclass 189)',
      'Skilled Nominated visa (subclass 190)',
      'Skilled Work Regional (Provisional) visa (subclass 491)',
      'Skills in Demand visa (subclass 482)',
      'Student visa (subclass 500)',
    ],
    tools: [{ href: routes.australiaPointsCalculator.path, label: 'तुमचे ऑस्ट्रेलियन गुण तपासा' }],
  },
  {
    name: 'जर्मनी',
    flag: 'de',
    description: stated`युरोपमधील सर्वात मोठ्या अर्थव्यवस्थेला कुशल कामगारांची कमतरता भासत आहे, आणि त्यांना आकर्षित करण्यासाठी जर्मनीने आपल्या इमिग्रेशन कायद्यात सुधारणा केल्या आहेत: उदा. गुणांवर आधारित Opportunity Card (${asOf(facts.germany.opportunityCard.status)} पासून खुले) आणि EU Blue Card च्या पगार मर्यादा, ज्या ${facts.germany.blueCard.reformDate} रोजी कमी करण्यात आल्या आणि दर जानेवारीत नव्याने ठरवल्या जातात. बहुतेक सरकारी विद्यापीठांमध्ये शिक्षण शुल्काशिवाय शिक्षण आणि कामगारांना मिळणारे भक्कम संरक्षण यांमुळे भारतीय इंजिनिअर, IT व्यावसायिक आणि नर्सेससाठी जर्मनीचे आकर्षण आणखी वाढते.`,
    averageSalary: stated`${facts.germany.economy.medianFullTimeSalary} / वर्ष (मीडियन, पूर्णवेळ, ${period(facts.germany.economy.medianFullTimeSalary)})`,
    jobOpportunities: 'IT, इंजिनिअरिंग, नर्सिंग आणि कुशल ट्रेड्समध्ये कामगारांची कमतरता',
    population: stated`${facts.germany.economy.population}`,
    livingCost: 'मध्यम; म्युनिक आणि फ्रँकफर्ट सर्वात महाग, पूर्वेकडील शहरे खूपच स्वस्त',
    language: 'जर्मन (टेक आणि शैक्षणिक क्षेत्रात इंग्रजी सर्रास वापरली जाते)',
    highlights: [
      stated`जास्तीत जास्त ${facts.germany.opportunityCard.maxStay} नोकरी शोधण्यासाठी Opportunity Card (Chancenkarte), ${asOf(facts.germany.opportunityCard.status)} पासून खुले`,
      stated`B1 पातळीच्या जर्मनसह EU Blue Card धारक अवघ्या ${facts.germany.blueCard.settlement.withB1} मध्ये कायम वास्तव्यासाठी (permanent settlement) पात्र ठरू शकतात`,
      stated`बहुतेक सरकारी विद्यापीठांमध्ये शिक्षण शुल्क नाही (बाडेन-वुर्टेमबर्ग राज्य EU बाहेरील विद्यार्थ्यांकडून दर सत्राला ${facts.germany.study.bwTuitionPerSemester} आकारते)`,
      stated`${facts.germany.citizenship.residence} वास्तव्यानंतर नागरिकत्व शक्य; उत्कृष्ट एकात्मतेसाठीचा (exceptional integration) कमी कालावधीचा मार्ग ${facts.germany.citizenship.fastTrackAbolished} रोजी बंद झाला`,
    ],
    visaTypes: [
      'EU Blue Card',
      'Opportunity Card (Chancenkarte)',
      'Skilled Worker Visa',
      'Student Visa',
      'Visa for the Recognition of Foreign Qualifications',
    ],
    tools: [{ href: routes.germanyOpportunityCardCalculator.path, label: 'तुमचे Opportunity Card तपासा' }],
  },
  {
    name: 'यूके',
    flag: 'gb',
    description:
      'यूकेमध्ये जागतिक क्रमवारीतील विद्यापीठे आहेत, आणि त्यासोबत कुशल कामगार, आरोग्य व्यावसायिक आणि असामान्य प्रतिभा असलेल्यांसाठी गुणांवर आधारित व्यवस्थाही आहे. जगातील सर्वात मोठ्या भारतीय प्रवासी समुदायांपैकी एक आणि समान भाषा यांमुळे भारतातील विद्यार्थी आणि व्यावसायिकांसाठी ते आजही स्वाभाविक पर्याय आहे.',
    averageSalary: stated`${facts.uk.economy.medianFullTimeSalary} / वर्ष (मीडियन, पूर्णवेळ, ${period(facts.uk.economy.medianFullTimeSalary)})`,
    jobOpportunities: 'आरोग्यसेवा, टेक, इंजिनिअरिंग आणि फायनान्समध्ये मागणी',
    population: stated`${facts.uk.economy.population}`,
    livingCost: 'लंडन आणि साउथ ईस्टमध्ये जास्त; इतरत्र मध्यम',
    language: 'इंग्रजी',
    highlights: [
      stated`Graduate visa मुळे विद्यार्थ्यांना ${facts.uk.graduate.duration} (PhD नंतर ${facts.uk.graduate.durationPhd}) राहून काम करता येते; ${facts.uk.graduate.shorterFrom} पासून केलेल्या अर्जांसाठी हा कालावधी ${facts.uk.graduate.durationFrom2027} असेल`,
      stated`सध्याच्या नियमांनुसार Skilled Worker route मधून ${facts.uk.skilledWorker.settlement} नंतर कायम वास्तव्याचा (settlement, ILR) मार्ग खुला होतो; ${facts.uk.settlement.proposedBaseline} इतका मानक कालावधी प्रस्तावित आहे`,
      stated`Immigration Health Surcharge द्वारे NHS आरोग्यसेवा (प्रत्येक प्रौढ व्यक्तीसाठी दरवर्षी ${facts.uk.ihs.adult})`,
      'मोठा भारतीय समुदाय आणि भारतातून वारंवार थेट विमानसेवा',
    ],
    visaTypes: [
      'Skilled Worker visa',
      'Health and Care Worker visa',
      'Global Talent visa',
      'Student visa',
      'Graduate visa',
    ],
    tools: [{ href: routes.ukSkilledWorkerCalculator.path, label: 'तुमचे Skilled Worker गुण तपासा' }],
  },
  {
    name: 'न्यूझीलंड',
    flag: 'nz',
    description: stated`न्यूझीलंडमध्ये निवांत, निसर्गाच्या सान्निध्यातील मोकळी जीवनशैली आहे. इथली निवास (residence) व्यवस्था मागणी असलेल्या पदांची Green List आणि गुणांवर आधारित Skilled Migrant Category यांवर उभी आहे; ${asOf(facts.nz.smc.newPathways)} पासून ही Category अनुभवी कामगारांसाठी हे मार्गही देते: ${facts.nz.smc.newPathways}. सुरक्षितता, काम आणि आयुष्याचा समतोल आणि एकमेकांशी जोडलेला समाज यांना महत्त्व देणाऱ्या व्यावसायिक आणि कुटुंबांसाठी ते योग्य आहे.`,
    averageSalary: stated`${facts.nz.economy.medianSalary} / वर्ष (सर्व वेतन व पगारदार कर्मचाऱ्यांची मीडियन कमाई, ${period(facts.nz.economy.medianSalary)}; व्हिसासाठीचा INZ चा median wage नव्हे)`,
    jobOpportunities: 'आरोग्यसेवा, बांधकाम, इंजिनिअरिंग आणि अध्यापन क्षेत्रात कामगारांची कमतरता',
    population: stated`${facts.nz.economy.population}`,
    livingCost: 'मध्यम ते जास्त; ऑकलंडमध्ये घरासाठीचा खर्च सर्वात मोठा',
    language: 'इंग्रजी आणि माओरी',
    highlights: [
      stated`Green List मधील पदांवर ${facts.nz.greenList.straightToResidence} (Tier 1), किंवा न्यूझीलंडमध्ये ${facts.nz.greenList.workToResidence} काम केल्यानंतर residence (Tier 2) मिळते`,
      stated`Skilled Migrant Category: गुणांवर आधारित मार्गात ${facts.nz.smc.pointsRequired} आवश्यक (${asOf(facts.nz.smc.pointsRequired)} पासून), आणि आता सोबत कुशल कामाचा अनुभव व ट्रेड्ससाठीचे नवे मार्गही`,
      'सुरक्षितता आणि शांत जीवनशैलीसाठी प्रसिद्ध',
      'काम आणि आयुष्याचा उत्तम समतोल, आणि निसर्गाचे सहज सान्निध्य',
    ],
    visaTypes: [
      'Skilled Migrant Category Resident Visa',
      'Accredited Employer Work Visa',
      'Green List Straight to Residence Visa',
      'Student Visa',
    ],
    tools: [{ href: routes.nzSkilledMigrantCalculator.path, label: 'तुमचे Skilled Migrant गुण तपासा' }],
  },
] as const satisfies Translation<typeof englishProfiles>

export const countriesPage = {
  hero: {
    eyebrow: 'देश',
    heading: 'स्थलांतरासाठी सर्वोत्तम देश',
    lead: 'भारतीय व्यावसायिक, विद्यार्थी आणि कुटुंबांची सर्वात लोकप्रिय पाच ठिकाणे, शेजारी-शेजारी तुलना करून.',
  },
  approximateNote:
    'पगार आणि लोकसंख्येचे आकडे राष्ट्रीय सांख्यिकी कार्यालयांनी प्रसिद्ध केलेले सर्वात अलीकडचे आकडे आहेत, तुलनेसाठी पूर्णांकित केलेले; स्रोत पानाच्या शेवटी दिले आहेत.',
  sectionLabel: 'देशांची तुलना',
  labels: {
    averageSalary: 'सरासरी पगार',
    population: 'लोकसंख्या',
    jobMarket: 'नोकरीची बाजारपेठ',
    livingCost: 'राहणीमानाचा खर्च',
    language: 'भाषा',
    highlights: 'ठळक वैशिष्ट्ये',
    visaTypes: 'लोकप्रिय व्हिसा प्रकार',
    start: (country: string) => `${country}कडे तुमचा प्रवास सुरू करा`,
  },
  cta: {
    heading: 'तुमचे ठिकाण ठरले?',
    body: 'तुम्हाला कुठे जायचे आहे ते आम्हाला सांगा, आणि तुमच्या प्रोफाइलसाठी सर्वात जलद पण वास्तववादी मार्ग आम्ही आखून देऊ.',
    label: 'सल्लागाराशी बोला',
  },
} as const satisfies Translation<typeof englishPage>
