// Marathi copy of content/routes.ts (glossary: content/i18n/glossary.ts).

import { formatOpeningHours } from '../../lib/locale'
import type { routes as english, pageEyebrow as englishEyebrow } from '../routes'
import { site } from '../site'
import type { Translation } from '../types'

export const routes = {
  home: {
    path: '/',
    label: 'मुख्यपान',
    title: 'पुण्यातील व्हिसा आणि इमिग्रेशन सल्लागार',
    description: `${site.foundingYear} पासून पुण्यातील विश्वासू व्हिसा आणि इमिग्रेशन सल्लागार. कॅनडा, ऑस्ट्रेलिया, यूके, जर्मनी आणि इतर देशांसाठी वर्क, स्टडी, फॅमिली आणि PR व्हिसा.`,
    keywords: ['पुणे इमिग्रेशन सल्लागार', 'व्हिसा सल्लागार', 'कॅनडा PR', 'ऑस्ट्रेलिया PR', 'स्टडी व्हिसा'],
  },
  about: {
    path: '/about',
    label: 'आमच्याबद्दल',
    title: 'आमच्याबद्दल',
    description: `${site.name} ची ओळख: पुण्यातील कन्सल्टन्सी, जी ${site.foundingYear} पासून ${site.claims.applications} क्लायंट्सना ${site.claims.countries} देशांत स्थलांतरासाठी मदत करत आहे; प्रत्येकासाठी स्वतंत्र केस मॅनेजर.`,
    keywords: ['DreamBorder Immigration बद्दल', 'पुणे इमिग्रेशन कन्सल्टन्सी', 'व्हिसा तज्ज्ञ', 'केस मॅनेजर'],
  },
  visaServices: {
    path: '/visa-services',
    label: 'व्हिसा सेवा',
    title: 'व्हिसा सेवा',
    description:
      'कायम निवास (PR), स्टडी, वर्क, फॅमिली, बिझनेस, टुरिस्ट आणि डिजिटल नोमॅड व्हिसा: आवश्यक अटी, लागणारा कालावधी आणि अर्ज करताना आम्ही कशी मदत करतो.',
    keywords: ['व्हिसा सेवा', 'कायम निवास', 'वर्क व्हिसा', 'स्टडी व्हिसा', 'फॅमिली स्पॉन्सरशिप'],
  },
  countries: {
    path: '/countries',
    label: 'देश',
    title: 'स्थलांतरासाठी सर्वोत्तम देश',
    description:
      'कॅनडा, ऑस्ट्रेलिया, जर्मनी, यूके आणि न्यूझीलंड यांची तुलना करा: पगार, राहणीमानाचा खर्च, नोकरीच्या संधी आणि तिथे पोहोचवणारे व्हिसा.',
    keywords: ['स्थलांतरासाठी सर्वोत्तम देश', 'भारतातून परदेशी जाणे', 'कॅनडा', 'ऑस्ट्रेलिया', 'जर्मनी'],
  },
  successStories: {
    path: '/success-stories',
    label: 'यशोगाथा',
    title: 'यशोगाथा',
    description: `भारतभरातील आमच्या क्लायंट्सनी ${site.name} सोबत वर्क, स्टडी, फॅमिली आणि PR व्हिसा कसे मिळवले ते वाचा: ${site.claims.applications} यशस्वी अर्ज.`,
    keywords: ['इमिग्रेशन यशोगाथा', 'क्लायंट्सचे अनुभव', 'व्हिसा मंजूर', 'PR यश'],
  },
  blogs: {
    path: '/blogs',
    label: 'ब्लॉग',
    title: 'इमिग्रेशन ब्लॉग: मार्गदर्शक आणि अपडेट्स',
    description:
      'Express Entry, ऑस्ट्रेलियाचे स्किल्ड मायग्रेशन, यूकेचा Global Talent व्हिसा, जर्मनीचे Blue Card आणि फॅमिली स्पॉन्सरशिप यांवर उपयुक्त मार्गदर्शक.',
    keywords: ['इमिग्रेशन ब्लॉग', 'Express Entry मार्गदर्शक', 'स्किल्ड मायग्रेशन', 'Blue Card', 'व्हिसा बातम्या'],
  },
  contact: {
    path: '/contact',
    label: 'संपर्क',
    title: 'संपर्क करा',
    description: `पुण्यातील आमच्या इमिग्रेशन सल्लागारांसोबत मोफत सल्लामसलत बुक करा. फोन करा, ई-मेल करा किंवा कल्याणीनगरमधील ऑफिसला भेट द्या (${formatOpeningHours(site.hours, 'mr')}).`,
    keywords: ['इमिग्रेशन सल्लागाराशी संपर्क', 'मोफत व्हिसा सल्लामसलत', 'कल्याणीनगर पुणे', 'सल्लामसलत बुक करा'],
  },
  fixResume: {
    path: '/fix-resume',
    label: 'रेझ्युमे सुधारा → पुढे जा',
    title: 'मोफत रेझ्युमे स्कॅनर: AI स्क्रीनिंगमध्ये तो पास होईल का?',
    description:
      'तुमचा रेझ्युमे (PDF किंवा JPG, 5MB पर्यंत) अपलोड करा आणि मोफत EIR स्कोअर मिळवा: परदेशी नियोक्त्यांच्या स्क्रीनिंग सॉफ्टवेअरला तो किती नीट वाचता येतो.',
    keywords: ['रेझ्युमे स्कॅनर', 'ATS तपासणी', 'EIR स्कोअर', 'परदेशातील नोकरीसाठी रेझ्युमे', 'CV तपासणी'],
  },
  privacyPolicy: {
    path: '/privacy-policy',
    label: 'गोपनीयता धोरण',
    title: 'गोपनीयता धोरण',
    description:
      'तुम्ही आम्हाला दिलेली वैयक्तिक माहिती DreamBorder Immigration कशी गोळा करते, वापरते, साठवते आणि सुरक्षित ठेवते, आणि त्यावर तुमचे कोणते अधिकार आहेत.',
    keywords: ['गोपनीयता धोरण', 'वैयक्तिक डेटा', 'डेटा संरक्षण', 'DPDP Act'],
  },
  yourData: {
    path: '/your-data',
    label: 'तुमचा डेटा',
    title: 'तुमचा डेटा: पाहा, संपर्क थांबवा किंवा पुसून टाका',
    description:
      'DreamBorder Immigration कडे तुमच्या ई-मेल पत्त्याशी संबंधित कोणता डेटा आहे ते पाहा, संपर्क थांबवा, किंवा तो स्वतः पुसून टाका, भारताचा DPDP Act लागू होण्याआधीच.',
    keywords: ['तुमचा डेटा', 'DPDP Act', 'माझा डेटा पुसून टाका', 'डेटा विनंती', 'गोपनीयतेचे अधिकार'],
  },
  termsOfService: {
    path: '/terms-of-service',
    label: 'सेवेच्या अटी',
    title: 'सेवेच्या अटी',
    description:
      'DreamBorder Immigration ची वेबसाइट आणि आमच्या कन्सल्टन्सी सेवांच्या वापराला लागू असलेल्या अटी: जबाबदाऱ्या, शुल्क आणि दायित्व.',
    keywords: ['सेवेच्या अटी', 'नियम व अटी', 'कन्सल्टन्सी शुल्क', 'दायित्व'],
  },
  fees: {
    path: '/fees',
    label: 'शुल्क',
    title: 'व्हिसा शुल्क: सरकारी शुल्क आणि आमचे शुल्क',
    description:
      'कॅनडा, ऑस्ट्रेलिया, यूके, जर्मनी, न्यूझीलंड आणि अमेरिकेच्या H-1B चे सरकारी व्हिसा शुल्क, तारीख आणि स्रोतासह, आणि आमच्या कामाचे शुल्क आम्ही कसे आकारतो.',
    keywords: ['व्हिसा शुल्क', 'कॅनडा PR शुल्क', 'ऑस्ट्रेलिया व्हिसा शुल्क', 'यूके व्हिसा शुल्क', 'H-1B शुल्क'],
  },
  faq: {
    path: '/faq',
    label: 'प्रश्नोत्तरे',
    title: 'वारंवार विचारले जाणारे प्रश्न',
    description:
      'व्हिसा प्रक्रियेचा कालावधी, कागदपत्रे, मंजुरीची शक्यता, पोहोचल्यानंतरची मदत, सल्लामसलत शुल्क आणि नकारानंतर पुन्हा अर्ज याबद्दल उत्तरे.',
    keywords: ['इमिग्रेशन FAQ', 'व्हिसा प्रक्रियेचा कालावधी', 'व्हिसा कागदपत्रे', 'व्हिसा नकार'],
  },
  countryGuides: {
    path: '/country-guides',
    label: 'देशनिहाय मार्गदर्शक',
    title: 'देशनिहाय मार्गदर्शक: प्रक्रियेचा कालावधी आणि खर्च',
    description:
      'कॅनडा, ऑस्ट्रेलिया, यूके, जर्मनी, न्यूझीलंड आणि अमेरिका यांचा प्रक्रियेचा कालावधी, खर्चाची श्रेणी आणि प्रमुख प्रोग्राम एका नजरेत.',
    keywords: ['देशनिहाय मार्गदर्शक', 'व्हिसा प्रक्रियेचा कालावधी', 'इमिग्रेशन खर्च', 'मायग्रेशन प्रोग्राम'],
  },
  visaSubclasses: {
    path: '/visa-subclasses',
    label: 'ऑस्ट्रेलियन व्हिसा subclass',
    title: 'ऑस्ट्रेलियन व्हिसा subclass 407, 482, 189, 190 आणि 491',
    description:
      'ऑस्ट्रेलियन व्हिसा subclass 407, 482, 189, 190 आणि 491 ची माहिती: कोण पात्र आहे, प्रत्येक व्हिसा किती काळाचा असतो, आवश्यक अटी आणि फायदे.',
    keywords: ['ऑस्ट्रेलियन व्हिसा subclass', 'subclass 189', 'subclass 190', 'subclass 491', 'subclass 482'],
  },
  australiaPointsCalculator: {
    path: '/australia-points-calculator',
    label: 'ऑस्ट्रेलिया गुण कॅल्क्युलेटर',
    title: 'ऑस्ट्रेलिया गुण कॅल्क्युलेटर: subclass 189, 190 आणि 491',
    description:
      'ऑस्ट्रेलियाच्या स्किल्ड व्हिसा 189, 190 आणि 491 साठी तुमचे गुण मोजा, प्रत्येक ओळ पास मार्कशी पडताळून, संपूर्ण अधिकृत गुण तक्त्यासह.',
    keywords: ['ऑस्ट्रेलिया गुण कॅल्क्युलेटर', 'subclass 189 गुण', 'subclass 190', 'subclass 491', 'स्किल्ड मायग्रेशन'],
  },
  crsCalculator: {
    path: '/crs-calculator',
    label: 'CRS कॅल्क्युलेटर',
    title: 'CRS कॅल्क्युलेटर: कॅनडा Express Entry साठी तुमचा स्कोअर',
    description:
      'कॅनडाच्या Express Entry साठी तुमचा Comprehensive Ranking System (CRS) स्कोअर विभागवार काढा, संपूर्ण अधिकृत CRS तक्त्यासह.',
    keywords: ['CRS कॅल्क्युलेटर', 'Express Entry स्कोअर', 'कॅनडा PR गुण', 'Comprehensive Ranking System'],
  },
  expressEntryDraws: {
    path: '/express-entry-draws',
    label: 'Express Entry ड्रॉ',
    title: 'Express Entry ड्रॉ: 2025 पासूनचा प्रत्येक ड्रॉ',
    description:
      'जानेवारी 2025 पासूनचा प्रत्येक Express Entry ड्रॉ, IRCC च्या डेटावरून: तारीख, श्रेणी, आमंत्रणे आणि सर्वात कमी CRS स्कोअर, ड्रॉच्या प्रकारानुसार चार्टसह.',
    keywords: ['Express Entry ड्रॉ', 'CRS कट-ऑफ', 'आमंत्रण ड्रॉ', 'कॅनडा PR ड्रॉ', 'CEC ड्रॉ'],
  },
  germanyOpportunityCardCalculator: {
    path: '/germany-opportunity-card-calculator',
    label: 'जर्मनी Opportunity Card कॅल्क्युलेटर',
    title: 'जर्मनी Opportunity Card कॅल्क्युलेटर: Chancenkarte गुण',
    description:
      'जर्मनीचे Opportunity Card (Chancenkarte) तपासा: पूर्वअटी, गुणांशिवायचा मार्ग आणि किमान गुणांच्या तुलनेत तुमचे गुण, अधिकृत तक्त्यासह.',
    keywords: ['Opportunity Card कॅल्क्युलेटर', 'Chancenkarte गुण', 'जर्मनी जॉब सीकर व्हिसा', 'जर्मनी गुण'],
  },
  ukSkilledWorkerCalculator: {
    path: '/uk-skilled-worker-calculator',
    label: 'यूके Skilled Worker कॅल्क्युलेटर',
    title: 'यूके Skilled Worker व्हिसा गुण आणि पगार कॅल्क्युलेटर',
    description:
      'यूके Skilled Worker व्हिसाचे 70 गुण तपासा: अनिवार्य गुण, तुम्हाला लागू होणारा पगाराचा नियम आणि तुमचा पगार तो किती फरकाने पूर्ण करतो किंवा किती कमी पडतो.',
    keywords: ['Skilled Worker व्हिसा कॅल्क्युलेटर', 'यूके व्हिसा गुण', 'Skilled Worker पगार मर्यादा', 'going rate'],
  },
  nzSkilledMigrantCalculator: {
    path: '/nz-skilled-migrant-calculator',
    label: 'न्यूझीलंड Skilled Migrant कॅल्क्युलेटर',
    title: 'न्यूझीलंड Skilled Migrant गुण कॅल्क्युलेटर',
    description:
      'न्यूझीलंडच्या Skilled Migrant Category चे 6 गुण तपासा: नोंदणी, अर्हता किंवा उत्पन्न, आणि त्यासोबत न्यूझीलंडमधील काम, अधिकृत तक्त्यासह.',
    keywords: ['Skilled Migrant Category कॅल्क्युलेटर', 'NZ रेसिडेन्स गुण', 'न्यूझीलंड PR गुण', 'SMC गुण'],
  },
  visaFinder: {
    path: '/visa-finder',
    label: 'व्हिसा फाइंडर',
    title: 'व्हिसा फाइंडर: सहा देशांतील तुम्हाला योग्य मार्ग',
    description:
      'आठ प्रश्नांची उत्तरे एकदाच द्या आणि कॅनडा, ऑस्ट्रेलिया, यूके, जर्मनी, न्यूझीलंड आणि अमेरिकेतील कोणते व्हिसा मार्ग तुम्हाला योग्य आहेत ते पाहा, कारण व स्रोतासह.',
    keywords: ['व्हिसा फाइंडर', 'मी कोणत्या व्हिसासाठी पात्र आहे', 'PR पात्रता तपासणी', 'परदेशात शिक्षणासाठी व्हिसा'],
  },
} as const satisfies Translation<typeof english>

/** The eyebrow of the link-preview images of the site's own pages. */
export const pageEyebrow = 'पुण्यातील व्हिसा आणि इमिग्रेशन सल्लागार' satisfies Translation<typeof englishEyebrow>
