// Hindi copy of content/countries.ts (glossary: content/i18n/glossary.ts).
import type { countriesPage as englishPage, countryProfiles as englishProfiles } from '../countries'
import { facts } from '../facts'
import { asOf, period, stated } from '../facts/stated'
import { routes } from '../routes'
import type { Translation } from '../types'

export const countryProfiles = [
  {
    name: 'कनाडा',
    flag: 'ca',
    description:
      'कनाडा की इमिग्रेशन व्यवस्था दुनिया की सबसे खुली और पहले से अनुमान लगाने लायक़ व्यवस्थाओं में से एक है: Express Entry और प्रांतीय प्रोग्रामों के ज़रिए हर साल लाखों नए स्थायी निवासियों का स्वागत होता है। बड़ा भारतीय समुदाय, सरकारी स्वास्थ्य सेवा और नागरिकता तक का साफ़ रास्ता इसे भारत के कई परिवारों की पहली पसंद बनाते हैं।',
    averageSalary: stated`${facts.canada.economy.averageFullTimeSalary} / वर्ष (फ़ुल-टाइम, ${period(facts.canada.economy.averageFullTimeSalary)})`,
    jobOpportunities: 'हेल्थकेयर, टेक, ट्रेड्स (कुशल कारीगरी) और ट्रांसपोर्ट में ज़्यादा माँग',
    population: stated`${facts.canada.economy.population}`,
    livingCost: 'मध्यम से ज़्यादा; टोरंटो और वैंकूवर सबसे महंगे',
    language: 'अंग्रेज़ी और फ़्रेंच',
    highlights: [
      stated`व्यवसाय के आधार पर और फ़्रेंच बोलने वालों के लिए कैटेगरी-आधारित Express Entry ड्रॉ, और ${asOf(facts.canada.expressEntry.categories2026)} से कनाडाई अनुभव वाले डॉक्टरों, शोधकर्ताओं और सीनियर मैनेजरों के लिए भी`,
      stated`आवश्यक भाषा परीक्षा पास करने वाले पात्र ग्रेजुएट्स के लिए अधिकतम ${facts.canada.study.pgwpMaxLength} का Post-Graduation Work Permit`,
      'स्थायी निवासियों के लिए सरकारी ख़र्च पर चलने वाली स्वास्थ्य सेवा',
      stated`${facts.canada.citizenship.presenceWindow} के भीतर ${facts.canada.citizenship.physicalPresence} की भौतिक उपस्थिति (physical presence) के बाद नागरिकता`,
    ],
    visaTypes: [
      'Express Entry (Federal Skilled Worker Program)',
      'Canadian Experience Class',
      'Provincial Nominee Program (PNP)',
      'Study Permit',
      'Family Sponsorship (जीवनसाथी, पार्टनर और बच्चे)',
    ],
    tools: [
      { href: routes.crsCalculator.path, label: 'अपना CRS स्कोर जाँचें' },
      { href: routes.expressEntryDraws.path, label: 'Express Entry ड्रॉ देखें' },
    ],
  },
  {
    name: 'ऑस्ट्रेलिया',
    flag: 'au',
    description:
      'ऑस्ट्रेलिया का अंक-आधारित (points-tested) स्किल्ड माइग्रेशन प्रोग्राम, नियोक्ता-प्रायोजित और रीजनल रास्तों के साथ-साथ, योग्य प्रोफ़ेशनल्स को बिना जॉब ऑफ़र के स्थायी निवास के लिए आवेदन करने देता है। ऊँचा वेतन, गर्म जलवायु और विश्वस्तरीय विश्वविद्यालय इसे भारतीय छात्रों और कुशल कामगारों के सबसे लोकप्रिय गंतव्यों में बनाए रखते हैं।',
    averageSalary: stated`${facts.australia.economy.averageFullTimeSalary} / वर्ष (फ़ुल-टाइम, ${period(facts.australia.economy.averageFullTimeSalary)})`,
    jobOpportunities: 'हेल्थकेयर, इंजीनियरिंग, कंस्ट्रक्शन और IT में अच्छी माँग',
    population: stated`${facts.australia.economy.population}`,
    livingCost: 'ज़्यादा; सिडनी और मेलबर्न सबसे महंगे',
    language: 'अंग्रेज़ी',
    highlights: [
      'subclass 189 वीज़ा के ज़रिए बिना जॉब ऑफ़र के स्थायी निवास',
      'दुनिया के सबसे ऊँचे राष्ट्रीय न्यूनतम वेतनों में से एक',
      'स्थायी निवासियों के लिए Medicare की सुविधा',
      stated`${facts.australia.citizenship.residence} निवास के बाद नागरिकता, जिसमें से ${facts.australia.citizenship.asPermanentResident} स्थायी निवासी के रूप में`,
    ],
    visaTypes: [
      'Skilled Independent visa (subclass 189)',
      'Skilled Nominated visa (subclass 190)',
      'Skilled Work Regional (Provisional) visa (subclass 491)',
      'Skills in Demand visa (subclass 482)',
      'Student visa (subclass 500)',
    ],
    tools: [{ href: routes.australiaPointsCalculator.path, label: 'अपने ऑस्ट्रेलियाई अंक जाँचें' }],
  },
  {
    name: 'जर्मनी',
    flag: 'de',
    description: stated`यूरोप की सबसे बड़ी अर्थव्यवस्था में कुशल कामगारों की कमी है, और उन्हें आकर्षित करने के लिए जर्मनी ने अपने इमिग्रेशन क़ानून में सुधार किए हैं: जैसे अंक-आधारित Opportunity Card (${asOf(facts.germany.opportunityCard.status)} से खुला) और EU Blue Card की वेतन सीमाएँ, जो ${facts.germany.blueCard.reformDate} को घटाई गईं और हर साल जनवरी में नए सिरे से तय होती हैं। ज़्यादातर सरकारी विश्वविद्यालयों में बिना ट्यूशन फ़ीस की पढ़ाई और कामगारों को मिलने वाली मज़बूत सुरक्षा, भारतीय इंजीनियरों, IT प्रोफ़ेशनल्स और नर्सों के लिए इसका आकर्षण और बढ़ाती हैं।`,
    averageSalary: stated`${facts.germany.economy.medianFullTimeSalary} / वर्ष (मीडियन, फ़ुल-टाइम, ${period(facts.germany.economy.medianFullTimeSalary)})`,
    jobOpportunities: 'IT, इंजीनियरिंग, नर्सिंग और कुशल ट्रेड्स में कामगारों की कमी',
    population: stated`${facts.germany.economy.population}`,
    livingCost: 'मध्यम; म्यूनिख और फ़्रैंकफ़र्ट सबसे महंगे, पूर्वी शहर कहीं सस्ते',
    language: 'जर्मन (टेक और शिक्षा जगत में अंग्रेज़ी आम है)',
    highlights: [
      stated`अधिकतम ${facts.germany.opportunityCard.maxStay} तक नौकरी ढूँढने के लिए Opportunity Card (Chancenkarte), ${asOf(facts.germany.opportunityCard.status)} से खुला`,
      stated`B1 स्तर की जर्मन के साथ EU Blue Card धारक सिर्फ़ ${facts.germany.blueCard.settlement.withB1} में ही स्थायी निवास (permanent settlement) के पात्र बन सकते हैं`,
      stated`ज़्यादातर सरकारी विश्वविद्यालयों में ट्यूशन फ़ीस नहीं (बाडेन-वुर्टेमबर्ग राज्य गैर-EU छात्रों से हर सेमेस्टर ${facts.germany.study.bwTuitionPerSemester} लेता है)`,
      stated`${facts.germany.citizenship.residence} निवास के बाद नागरिकता संभव; असाधारण एकीकरण (exceptional integration) वाला छोटा रास्ता ${facts.germany.citizenship.fastTrackAbolished} को ख़त्म हो गया`,
    ],
    visaTypes: [
      'EU Blue Card',
      'Opportunity Card (Chancenkarte)',
      'Skilled Worker Visa',
      'Student Visa',
      'Visa for the Recognition of Foreign Qualifications',
    ],
    tools: [{ href: routes.germanyOpportunityCardCalculator.path, label: 'अपना Opportunity Card जाँचें' }],
  },
  {
    name: 'यूके',
    flag: 'gb',
    description:
      'यूके में विश्व रैंकिंग वाले विश्वविद्यालय हैं, और साथ ही कुशल कामगारों, स्वास्थ्य पेशेवरों और असाधारण प्रतिभा वाले लोगों के लिए अंक-आधारित व्यवस्था भी। दुनिया के सबसे बड़े भारतीय प्रवासी समुदायों में से एक और साझा भाषा के कारण यह भारत के छात्रों और प्रोफ़ेशनल्स के लिए आज भी स्वाभाविक पसंद है।',
    averageSalary: stated`${facts.uk.economy.medianFullTimeSalary} / वर्ष (मीडियन, फ़ुल-टाइम, ${period(facts.uk.economy.medianFullTimeSalary)})`,
    jobOpportunities: 'हेल्थकेयर, टेक, इंजीनियरिंग और फ़ाइनेंस में माँग',
    population: stated`${facts.uk.economy.population}`,
    livingCost: 'लंदन और साउथ ईस्ट में ज़्यादा; बाक़ी जगह मध्यम',
    language: 'अंग्रेज़ी',
    highlights: [
      stated`Graduate visa से छात्र ${facts.uk.graduate.duration} (PhD के बाद ${facts.uk.graduate.durationPhd}) तक रहकर काम कर सकते हैं; ${facts.uk.graduate.shorterFrom} से किए गए आवेदनों के लिए यह अवधि ${facts.uk.graduate.durationFrom2027} होगी`,
      stated`मौजूदा नियमों के तहत Skilled Worker route से ${facts.uk.skilledWorker.settlement} बाद स्थायी निवास (settlement, ILR) का रास्ता खुलता है; ${facts.uk.settlement.proposedBaseline} की मानक अवधि प्रस्तावित है`,
      stated`Immigration Health Surcharge के ज़रिए NHS स्वास्थ्य सेवा (हर वयस्क के लिए प्रति वर्ष ${facts.uk.ihs.adult})`,
      'बड़ा भारतीय समुदाय और भारत से अक्सर मिलने वाली सीधी उड़ानें',
    ],
    visaTypes: [
      'Skilled Worker visa',
      'Health and Care Worker visa',
      'Global Talent visa',
      'Student visa',
      'Graduate visa',
    ],
    tools: [{ href: routes.ukSkilledWorkerCalculator.path, label: 'अपने Skilled Worker अंक जाँचें' }],
  },
  {
    name: 'न्यूज़ीलैंड',
    flag: 'nz',
    description: stated`न्यूज़ीलैंड में सुकून भरी, खुली हवा और प्रकृति से जुड़ी जीवनशैली है। इसकी निवास (residence) व्यवस्था माँग वाले पदों की Green List और अंक-आधारित Skilled Migrant Category पर टिकी है, जो ${asOf(facts.nz.smc.newPathways)} से अनुभवी कामगारों के लिए ये रास्ते भी देती है: ${facts.nz.smc.newPathways}। यह उन प्रोफ़ेशनल्स और परिवारों के लिए उपयुक्त है जो सुरक्षा, काम और निजी जीवन के संतुलन और आपस में जुड़े समुदाय को महत्व देते हैं।`,
    averageSalary: stated`${facts.nz.economy.medianSalary} / वर्ष (सभी वेतनभोगियों की मीडियन कमाई, ${period(facts.nz.economy.medianSalary)}; यह वीज़ा के लिए INZ का median wage नहीं है)`,
    jobOpportunities: 'हेल्थकेयर, कंस्ट्रक्शन, इंजीनियरिंग और टीचिंग में कामगारों की कमी',
    population: stated`${facts.nz.economy.population}`,
    livingCost: 'मध्यम से ज़्यादा; ऑकलैंड में घर का ख़र्च सबसे बड़ा',
    language: 'अंग्रेज़ी और माओरी',
    highlights: [
      stated`Green List के पदों पर ${facts.nz.greenList.straightToResidence} (Tier 1) या न्यूज़ीलैंड में ${facts.nz.greenList.workToResidence} काम करने के बाद residence (Tier 2) मिलता है`,
      stated`Skilled Migrant Category: अंक-आधारित रास्ते में ${facts.nz.smc.pointsRequired} ज़रूरी (${asOf(facts.nz.smc.pointsRequired)} से), और अब साथ में कुशल कार्य अनुभव और ट्रेड्स के नए रास्ते भी`,
      'अपनी सुरक्षा और शांत जीवनशैली के लिए जाना जाता है',
      'काम और निजी जीवन में अच्छा संतुलन, और प्रकृति तक आसान पहुँच',
    ],
    visaTypes: [
      'Skilled Migrant Category Resident Visa',
      'Accredited Employer Work Visa',
      'Green List Straight to Residence Visa',
      'Student Visa',
    ],
    tools: [{ href: routes.nzSkilledMigrantCalculator.path, label: 'अपने Skilled Migrant अंक जाँचें' }],
  },
] as const satisfies Translation<typeof englishProfiles>

export const countriesPage = {
  hero: {
    eyebrow: 'देश',
    heading: 'बसने के लिए सबसे अच्छे देश',
    lead: 'भारतीय प्रोफ़ेशनल्स, छात्रों और परिवारों के पाँच सबसे लोकप्रिय गंतव्य, आमने-सामने तुलना के साथ।',
  },
  approximateNote:
    'वेतन और जनसंख्या के आँकड़े राष्ट्रीय सांख्यिकी कार्यालयों के सबसे ताज़ा प्रकाशित आँकड़े हैं, जिन्हें तुलना के लिए राउंड किया गया है; स्रोत पेज के अंत में दिए गए हैं।',
  sectionLabel: 'देशों की तुलना',
  labels: {
    averageSalary: 'औसत वेतन',
    population: 'जनसंख्या',
    jobMarket: 'नौकरी का बाज़ार',
    livingCost: 'रहने का ख़र्च',
    language: 'भाषा',
    highlights: 'मुख्य ख़ूबियाँ',
    visaTypes: 'लोकप्रिय वीज़ा प्रकार',
    start: (country: string) => `${country} के लिए अपना सफ़र शुरू करें`,
  },
  cta: {
    heading: 'अपनी मंज़िल मिल गई?',
    body: 'हमें बताइए कि आप कहाँ जाना चाहते हैं, और हम आपकी प्रोफ़ाइल के लिए सबसे तेज़ व्यावहारिक रास्ता तय करेंगे।',
    label: 'सलाहकार से बात करें',
  },
} as const satisfies Translation<typeof englishPage>
