// The Hindi words of the routes of content/routes.ts (glossary: content/i18n/glossary.ts).

import { formatOpeningHours } from '../../lib/locale'
import { type pageEyebrow as englishEyebrow, routesIn } from '../routes'
import { site } from '../site'
import type { Translation } from '../types'

export const routes = routesIn({
  home: {
    label: 'होम',
    title: 'पुणे में वीज़ा और इमिग्रेशन सलाहकार',
    description: `${site.foundingYear} से पुणे के भरोसेमंद वीज़ा और इमिग्रेशन सलाहकार। कनाडा, ऑस्ट्रेलिया, यूके, जर्मनी और अन्य देशों के लिए वर्क, स्टडी, फ़ैमिली और PR वीज़ा।`,
    keywords: ['पुणे इमिग्रेशन सलाहकार', 'वीज़ा सलाहकार', 'कनाडा PR', 'ऑस्ट्रेलिया PR', 'स्टडी वीज़ा'],
  },
  about: {
    label: 'हमारे बारे में',
    title: 'हमारे बारे में',
    description: `${site.name} से मिलिए: पुणे की कंसल्टेंसी, जो ${site.foundingYear} से ${site.claims.applications} क्लाइंट्स को ${site.claims.countries} देशों में बसने में मदद कर रही है; हर क्लाइंट का अपना केस मैनेजर।`,
    keywords: ['DreamBorder Immigration के बारे में', 'पुणे इमिग्रेशन कंसल्टेंसी', 'वीज़ा विशेषज्ञ', 'केस मैनेजर'],
  },
  visaServices: {
    label: 'वीज़ा सेवाएँ',
    title: 'वीज़ा सेवाएँ',
    description:
      'स्थायी निवास (PR), स्टडी, वर्क, फ़ैमिली, बिज़नेस, टूरिस्ट और डिजिटल नोमैड वीज़ा: ज़रूरी शर्तें, समय-सीमा और आवेदन में हम आपकी कैसे मदद करते हैं।',
    keywords: ['वीज़ा सेवाएँ', 'स्थायी निवास', 'वर्क वीज़ा', 'स्टडी वीज़ा', 'फ़ैमिली स्पॉन्सरशिप'],
  },
  countries: {
    label: 'देश',
    title: 'बसने के लिए सबसे अच्छे देश',
    description:
      'कनाडा, ऑस्ट्रेलिया, जर्मनी, यूके और न्यूज़ीलैंड की तुलना करें: वेतन, रहने का खर्च, नौकरी के अवसर और वे वीज़ा जिनसे आप वहाँ पहुँच सकते हैं।',
    keywords: ['बसने के लिए सबसे अच्छे देश', 'भारत से विदेश जाना', 'कनाडा', 'ऑस्ट्रेलिया', 'जर्मनी'],
  },
  successStories: {
    label: 'सफलता की कहानियाँ',
    title: 'सफलता की कहानियाँ',
    description: `पढ़ें कि देश भर से हमारे क्लाइंट्स ने ${site.name} के साथ वर्क, स्टडी, फ़ैमिली और PR वीज़ा कैसे पाए: ${site.claims.applications} सफल आवेदन।`,
    keywords: ['इमिग्रेशन सफलता की कहानियाँ', 'क्लाइंट्स के अनुभव', 'वीज़ा स्वीकृत', 'PR सफलता'],
  },
  blogs: {
    label: 'ब्लॉग',
    title: 'इमिग्रेशन ब्लॉग: गाइड और अपडेट',
    description:
      'Express Entry, ऑस्ट्रेलिया के स्किल्ड माइग्रेशन, यूके के Global Talent वीज़ा, जर्मनी के Blue Card और फ़ैमिली स्पॉन्सरशिप पर व्यावहारिक गाइड।',
    keywords: ['इमिग्रेशन ब्लॉग', 'Express Entry गाइड', 'स्किल्ड माइग्रेशन', 'Blue Card', 'वीज़ा समाचार'],
  },
  contact: {
    label: 'संपर्क',
    title: 'संपर्क करें',
    description: `पुणे के हमारे इमिग्रेशन सलाहकारों के साथ मुफ़्त परामर्श बुक करें। कॉल करें, ई-मेल करें या कल्याणी नगर के हमारे ऑफ़िस में आएँ (${formatOpeningHours(site.hours, 'hi')})।`,
    keywords: ['इमिग्रेशन सलाहकार से संपर्क', 'मुफ़्त वीज़ा परामर्श', 'कल्याणी नगर पुणे', 'परामर्श बुक करें'],
  },
  fixResume: {
    label: 'रिज़्यूमे सुधारें → आगे बढ़ें',
    title: 'मुफ़्त रिज़्यूमे स्कैनर: क्या यह AI स्क्रीनिंग पास करेगा?',
    description:
      'अपना रिज़्यूमे (PDF या JPG, 5MB तक) अपलोड करें और मुफ़्त EIR स्कोर पाएँ: विदेशी नियोक्ताओं का स्क्रीनिंग सॉफ़्टवेयर इसे कितनी अच्छी तरह पढ़ पाता है।',
    keywords: ['रिज़्यूमे स्कैनर', 'ATS जाँच', 'EIR स्कोर', 'विदेश में नौकरी के लिए रिज़्यूमे', 'CV जाँच'],
  },
  privacyPolicy: {
    label: 'गोपनीयता नीति',
    title: 'गोपनीयता नीति',
    description:
      'DreamBorder Immigration आपकी दी हुई निजी जानकारी को कैसे एकत्र, उपयोग, संग्रहीत और सुरक्षित करती है, और उस पर आपके क्या अधिकार हैं।',
    keywords: ['गोपनीयता नीति', 'निजी डेटा', 'डेटा संरक्षण', 'DPDP Act'],
  },
  yourData: {
    label: 'आपका डेटा',
    title: 'आपका डेटा: देखें, संपर्क बंद करवाएँ या मिटवाएँ',
    description:
      'देखें कि DreamBorder Immigration के पास आपके ई-मेल पते से जुड़ा कौन-सा डेटा है, संपर्क बंद करवाएँ, या उसे खुद मिटवाएँ, भारत के DPDP Act के लागू होने से पहले ही।',
    keywords: ['आपका डेटा', 'DPDP Act', 'मेरा डेटा मिटाएँ', 'डेटा अनुरोध', 'गोपनीयता के अधिकार'],
  },
  termsOfService: {
    label: 'सेवा की शर्तें',
    title: 'सेवा की शर्तें',
    description:
      'DreamBorder Immigration की वेबसाइट और हमारी कंसल्टेंसी सेवाओं के उपयोग पर लागू शर्तें: ज़िम्मेदारियाँ, शुल्क और दायित्व।',
    keywords: ['सेवा की शर्तें', 'नियम और शर्तें', 'कंसल्टेंसी शुल्क', 'दायित्व'],
  },
  fees: {
    label: 'शुल्क',
    title: 'वीज़ा शुल्क: सरकारी शुल्क और हमारा शुल्क',
    description:
      'कनाडा, ऑस्ट्रेलिया, यूके, जर्मनी, न्यूज़ीलैंड और अमेरिका के H-1B के सरकारी वीज़ा शुल्क, तारीख़ और स्रोत के साथ, और हम अपने काम का शुल्क कैसे लेते हैं।',
    keywords: ['वीज़ा शुल्क', 'कनाडा PR शुल्क', 'ऑस्ट्रेलिया वीज़ा शुल्क', 'यूके वीज़ा शुल्क', 'H-1B शुल्क'],
  },
  faq: {
    label: 'सवाल-जवाब',
    title: 'अक्सर पूछे जाने वाले सवाल',
    description:
      'वीज़ा प्रोसेसिंग का समय, दस्तावेज़, स्वीकृति की संभावना, पहुँचने के बाद की मदद, परामर्श शुल्क और अस्वीकृति के बाद दोबारा आवेदन पर जवाब।',
    keywords: ['इमिग्रेशन FAQ', 'वीज़ा प्रोसेसिंग समय', 'वीज़ा दस्तावेज़', 'वीज़ा अस्वीकृति'],
  },
  countryGuides: {
    label: 'देशों की गाइड',
    title: 'देशों की गाइड: प्रोसेसिंग समय और खर्च',
    description:
      'कनाडा, ऑस्ट्रेलिया, यूके, जर्मनी, न्यूज़ीलैंड और अमेरिका का प्रोसेसिंग समय, खर्च की सीमा और मुख्य प्रोग्राम, एक नज़र में।',
    keywords: ['देशों की गाइड', 'वीज़ा प्रोसेसिंग समय', 'इमिग्रेशन खर्च', 'माइग्रेशन प्रोग्राम'],
  },
  visaSubclasses: {
    label: 'ऑस्ट्रेलियाई वीज़ा subclass',
    title: 'ऑस्ट्रेलियाई वीज़ा subclass 407, 482, 189, 190 और 491',
    description:
      'ऑस्ट्रेलियाई वीज़ा subclass 407, 482, 189, 190 और 491 की जानकारी: कौन पात्र है, हर वीज़ा कितने समय का है, ज़रूरी शर्तें और लाभ।',
    keywords: ['ऑस्ट्रेलियाई वीज़ा subclass', 'subclass 189', 'subclass 190', 'subclass 491', 'subclass 482'],
  },
  australiaPointsCalculator: {
    label: 'ऑस्ट्रेलिया अंक कैलकुलेटर',
    title: 'ऑस्ट्रेलिया अंक कैलकुलेटर: subclass 189, 190 और 491',
    description:
      'ऑस्ट्रेलिया के स्किल्ड वीज़ा 189, 190 और 491 के लिए अपने अंक गिनें, हर पंक्ति पास मार्क से मिलाकर, पूरी आधिकारिक अंक तालिका के साथ।',
    keywords: ['ऑस्ट्रेलिया अंक कैलकुलेटर', 'subclass 189 अंक', 'subclass 190', 'subclass 491', 'स्किल्ड माइग्रेशन'],
  },
  crsCalculator: {
    label: 'CRS कैलकुलेटर',
    title: 'CRS कैलकुलेटर: कनाडा Express Entry के लिए आपका स्कोर',
    description:
      'कनाडा के Express Entry के लिए अपना Comprehensive Ranking System (CRS) स्कोर हर सेक्शन के हिसाब से निकालें, पूरी आधिकारिक CRS तालिका के साथ।',
    keywords: ['CRS कैलकुलेटर', 'Express Entry स्कोर', 'कनाडा PR अंक', 'Comprehensive Ranking System'],
  },
  expressEntryDraws: {
    label: 'Express Entry ड्रॉ',
    title: 'Express Entry ड्रॉ: 2025 से हर ड्रॉ',
    description:
      'IRCC डेटा से जनवरी 2025 से अब तक का हर Express Entry ड्रॉ: तारीख़, श्रेणी, आमंत्रण और सबसे कम CRS स्कोर, ड्रॉ के प्रकार के अनुसार चार्ट के साथ।',
    keywords: ['Express Entry ड्रॉ', 'CRS कट-ऑफ़', 'आमंत्रण ड्रॉ', 'कनाडा PR ड्रॉ', 'CEC ड्रॉ'],
  },
  germanyOpportunityCardCalculator: {
    label: 'जर्मनी Opportunity Card कैलकुलेटर',
    title: 'जर्मनी Opportunity Card कैलकुलेटर: Chancenkarte अंक',
    description:
      'जर्मनी का Opportunity Card (Chancenkarte) जाँचें: पूर्व-शर्तें, बिना अंकों वाला रास्ता, और न्यूनतम के मुकाबले आपके अंक, आधिकारिक तालिका के साथ।',
    keywords: ['Opportunity Card कैलकुलेटर', 'Chancenkarte अंक', 'जर्मनी जॉब सीकर वीज़ा', 'जर्मनी अंक'],
  },
  ukSkilledWorkerCalculator: {
    label: 'यूके Skilled Worker कैलकुलेटर',
    title: 'यूके Skilled Worker वीज़ा अंक और वेतन कैलकुलेटर',
    description:
      'यूके Skilled Worker वीज़ा के 70 अंक जाँचें: अनिवार्य अंक, आप पर लागू वेतन नियम, और आपका वेतन उससे कितना ऊपर या कितना कम है।',
    keywords: ['Skilled Worker वीज़ा कैलकुलेटर', 'यूके वीज़ा अंक', 'Skilled Worker वेतन सीमा', 'going rate'],
  },
  nzSkilledMigrantCalculator: {
    label: 'न्यूज़ीलैंड Skilled Migrant कैलकुलेटर',
    title: 'न्यूज़ीलैंड Skilled Migrant अंक कैलकुलेटर',
    description:
      'न्यूज़ीलैंड की Skilled Migrant Category के 6 अंक जाँचें: रजिस्ट्रेशन, योग्यता या आय, साथ में न्यूज़ीलैंड में काम, आधिकारिक तालिका के साथ।',
    keywords: ['Skilled Migrant Category कैलकुलेटर', 'NZ रेज़िडेंस अंक', 'न्यूज़ीलैंड PR अंक', 'SMC अंक'],
  },
  visaFinder: {
    label: 'वीज़ा फ़ाइंडर',
    title: 'वीज़ा फ़ाइंडर: छह देशों में आपके लिए सही रास्ते',
    description:
      'आठ सवालों के जवाब एक बार दें और देखें कि कनाडा, ऑस्ट्रेलिया, यूके, जर्मनी, न्यूज़ीलैंड और अमेरिका के कौन से वीज़ा रास्ते आपके लिए सही हैं, कारण और स्रोत सहित।',
    keywords: ['वीज़ा फ़ाइंडर', 'मैं किस वीज़ा के लिए पात्र हूँ', 'PR पात्रता जाँच', 'विदेश में पढ़ाई का वीज़ा'],
  },
})

/** The eyebrow of the link-preview images of the site's own pages. */
export const pageEyebrow = 'पुणे में वीज़ा और इमिग्रेशन सलाहकार' satisfies Translation<typeof englishEyebrow>
