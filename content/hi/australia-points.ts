// Hindi copy of content/australia-points.ts (glossary: content/i18n/glossary.ts).
import type { australiaPoints as english } from '../australia-points'
import { facts } from '../facts'
import { stated } from '../facts/stated'
import { feesHref } from '../fees'
import type { Translation } from '../types'

const englishOptions = {
  competent: stated`Competent English (${facts.australia.english.competent}, या किसी दूसरी मान्य परीक्षा में यही स्तर)`,
  proficient: stated`Proficient English (${facts.australia.english.proficient}, या उसके समकक्ष)`,
  superior: stated`Superior English (${facts.australia.english.superior}, या उसके समकक्ष)`,
}

const qualificationOptions = {
  doctorate: 'डॉक्टरेट, किसी ऑस्ट्रेलियाई संस्थान से या मान्यता-प्राप्त स्तर की',
  bachelor: 'बैचलर या मास्टर डिग्री, किसी ऑस्ट्रेलियाई संस्थान से या मान्यता-प्राप्त स्तर की',
  diploma:
    'ऑस्ट्रेलियाई डिप्लोमा या ट्रेड योग्यता, या ऐसी योग्यता (award) जिसे आपकी मूल्यांकन संस्था (assessing authority) ने मान्यता दी हो',
  none: 'इनमें से कोई नहीं',
}

const partnerOptions = {
  single: 'मेरा कोई जीवनसाथी नहीं है, या मेरे जीवनसाथी ऑस्ट्रेलियाई नागरिक या स्थायी निवासी (permanent resident) हैं',
  skilled: stated`मेरे जीवनसाथी मेरे साथ आवेदन में शामिल हैं, उनकी उम्र ${facts.australia.pointsTest.maxAge} से कम है, उनकी अंग्रेज़ी Competent स्तर की है और उनका उपयुक्त skills assessment (कौशल मूल्यांकन) हो चुका है`,
  english:
    'मेरे जीवनसाथी मेरे साथ आवेदन में शामिल हैं और उनकी अंग्रेज़ी Competent स्तर की है, पर उनका skills assessment नहीं हुआ है',
  none: 'मेरे जीवनसाथी मेरे साथ आवेदन में शामिल हैं, पर ऊपर की दोनों में से कोई भी स्थिति उन पर लागू नहीं होती',
}

export const australiaPoints = {
  hero: {
    eyebrow: 'स्किल्ड वीज़ा: subclass 189, 190 और 491',
    heading: 'ऑस्ट्रेलिया अंक कैलकुलेटर',
    lead: stated`कुछ सवालों के उत्तर दीजिए और ऑस्ट्रेलिया के स्किल्ड वीज़ा के लिए अपने अंक हर मद के हिसाब से अलग-अलग देखिए, ${facts.australia.pointsTest.passMark} के पास मार्क से तुलना करते हुए। पूरी आधिकारिक तालिका नीचे दी गई है, ताकि आप हर आँकड़ा ख़ुद जाँच सकें।`,
  },
  calculator: {
    heading: 'अपने अंक निकालिए',
    lead: 'जैसे-जैसे आप उत्तर देते हैं, आपका स्कोर बदलता जाता है। उत्तर उस दिन के हिसाब से दीजिए जिस दिन आपको आमंत्रण मिलने की उम्मीद है: अंक उसी दिन के हिसाब से गिने जाते हैं।',
    visa: {
      legend: 'कौन-सा वीज़ा?',
      options: {
        '189': 'Subclass 189, Skilled Independent: किसी नामांकन के बिना',
        '190': 'Subclass 190, Skilled Nominated: कोई राज्य या टेरिटरी आपको नामांकित करता है',
        '491':
          'Subclass 491, Skilled Work Regional: कोई राज्य या टेरिटरी आपको नामांकित करता है, या कोई पात्र रिश्तेदार आपको स्पॉन्सर करता है',
      },
    },
    age: {
      label: 'आमंत्रण के समय आपकी उम्र',
      overMax: stated`${facts.australia.pointsTest.maxAge} या उससे अधिक`,
    },
    english: { legend: 'आपकी अंग्रेज़ी', options: englishOptions },
    employment: {
      legend: stated`पिछले ${facts.australia.pointsTest.employmentWindow} में कुशल रोज़गार (skilled employment)`,
      hint: 'केवल वही काम गिनिए जो आपके नामांकित व्यवसाय (nominated occupation) में या उससे निकट से जुड़े व्यवसाय में हो, और जिसे आपकी मूल्यांकन संस्था (assessing authority) मान्य करती हो।',
      overseas: 'ऑस्ट्रेलिया के बाहर कितने साल',
      australian: 'ऑस्ट्रेलिया में कितने साल',
    },
    qualification: { legend: 'आपकी सबसे ऊँची योग्यता', options: qualificationOptions },
    flags: {
      legend: 'अन्य अंक (जो भी लागू हों, सब पर टिक करें)',
      options: {
        specialist:
          "विशेष शिक्षा (specialist education): STEM या ICT क्षेत्र में ऑस्ट्रेलिया से रिसर्च वाली मास्टर डिग्री (master's by research) या डॉक्टरेट",
        ausStudy: 'ऑस्ट्रेलियाई अध्ययन: आप ऑस्ट्रेलियाई अध्ययन की शर्त (Australian study requirement) पूरी करते हैं',
        professionalYear: 'ऑस्ट्रेलिया में पूरा किया गया Professional Year',
        communityLanguage: 'NAATI द्वारा प्रमाणित सामुदायिक भाषा योग्यता (credentialled community language)',
        regionalStudy:
          'क्षेत्रीय अध्ययन (regional study): आपने क्षेत्रीय ऑस्ट्रेलिया (regional Australia) में रहते हुए पढ़ाई की है',
      },
    },
    partner: { legend: 'आपके जीवनसाथी', options: partnerOptions },
    result: {
      heading: 'आपके अंक',
      lines: {
        age: 'उम्र',
        english: 'अंग्रेज़ी',
        employment: 'कुशल रोज़गार',
        overseas: 'ऑस्ट्रेलिया के बाहर',
        australian: 'ऑस्ट्रेलिया में',
        qualification: 'योग्यता',
        specialist: 'विशेष शिक्षा',
        ausStudy: 'ऑस्ट्रेलियाई अध्ययन',
        professionalYear: 'Professional Year',
        communityLanguage: 'सामुदायिक भाषा',
        regionalStudy: 'क्षेत्रीय अध्ययन',
        partner: 'जीवनसाथी',
        nomination: 'नामांकन या स्पॉन्सरशिप',
      },
      forVisa: 'subclass {visa} के लिए',
      meets: 'आप {passMark} का पास मार्क पूरा करते हैं: आपके अंक उससे {margin} अधिक हैं।',
      exactly: 'आपके अंक ठीक {passMark} के पास मार्क के बराबर हैं।',
      below: 'आपके अंक {passMark} के पास मार्क से {shortfall} कम हैं।',
      ageIneligible: stated`${facts.australia.pointsTest.maxAge} या उससे अधिक उम्र में आपको इन वीज़ा के लिए आमंत्रण नहीं मिल सकता, चाहे आपके अंक कितने भी हों।`,
      regionalStudyNeedsAusStudy:
        'क्षेत्रीय अध्ययन के अंक केवल ऑस्ट्रेलियाई अध्ययन की शर्त के साथ ही गिने जाते हैं, इसलिए यहाँ इससे कोई अंक नहीं जुड़ता।',
      estimate:
        'यह आपके अपने उत्तरों पर आधारित एक अनुमान है, आकलन नहीं। पास मार्क से आप केवल अपनी रुचि दर्ज (register your interest) करा सकते हैं: हर ड्रॉ में आमंत्रण सबसे ऊँचे स्कोर वालों को मिलते हैं, और राज्य व टेरिटरी ख़ुद तय करते हैं कि किसे नामांकित करें, इसलिए आपको इससे ज़्यादा अंकों की ज़रूरत पड़ सकती है।',
    },
    enquiry: {
      label: 'इस स्कोर का मुफ़्त आकलन पाएँ',
      lead: 'हमारे सलाहकार आपके साथ आपके उत्तर, आपका व्यवसाय (occupation) और आमंत्रण के ताज़ा ड्रॉ जाँचते हैं।',
      immigrationType: 'Permanent Residency (PR)',
      summary: 'ऑस्ट्रेलिया अंकों का अनुमान: subclass {visa} के लिए {total} अंक।',
      fees: {
        href: feesHref('australia-skilled'),
        label: 'subclass 189, 190 और 491 का सरकारी शुल्क कितना है',
      },
      answers: {
        age: 'उम्र {age}',
        english: {
          competent: 'Competent English',
          proficient: 'Proficient English',
          superior: 'Superior English',
        },
        employment: 'कुशल रोज़गार: ऑस्ट्रेलिया के बाहर {overseas} और ऑस्ट्रेलिया में {australian}',
        qualification: {
          doctorate: 'डॉक्टरेट',
          bachelor: 'बैचलर या मास्टर डिग्री',
          diploma: 'डिप्लोमा, ट्रेड योग्यता या मान्यता-प्राप्त award',
          none: 'अंक देने वाली कोई योग्यता नहीं',
        },
        partner: {
          single: 'जीवनसाथी नहीं, या जीवनसाथी ऑस्ट्रेलियाई नागरिक या स्थायी निवासी',
          skilled: 'जीवनसाथी skilled, Competent English के साथ',
          english: 'जीवनसाथी की केवल Competent English',
          none: 'जीवनसाथी से कोई अंक नहीं',
        },
        flags: 'साथ ही',
      },
      linkLead: 'मेरे उत्तर:',
    },
    whatsApp: {
      label: 'इसे WhatsApp पर सलाहकार को भेजें',
      lead: 'नमस्ते, मैंने आपकी वेबसाइट पर अपने ऑस्ट्रेलिया अंक निकाले: subclass {visa} के लिए {total}।',
    },
    runningTotal: 'आपके अंक',
  },
  grid: {
    heading: 'आधिकारिक अंक तालिका',
    lead: 'अंक परीक्षा (points test) की हर पंक्ति, जैसी ऑस्ट्रेलिया का गृह विभाग (Home Affairs) प्रकाशित करता है। हर तालिका से अपने अंक जोड़िए; ऑस्ट्रेलिया के बाहर और ऑस्ट्रेलिया में रोज़गार, दोनों मिलाकर अधिक से अधिक दिखाई गई सीमा तक ही अंक देते हैं।',
    ageBands: { range: '{from} से {to}', atLeast: '{from} या उससे अधिक (आमंत्रण नहीं)' },
    employmentBands: {
      below: '{to} साल से कम',
      belowOne: '1 साल से कम',
      range: '{from} से {to} साल',
      atLeast: '{from} साल या उससे अधिक',
    },
    employmentCap: 'ऑस्ट्रेलिया के बाहर और ऑस्ट्रेलिया में रोज़गार, दोनों मिलाकर: अधिकतम',
    nominationOptions: {
      '189': 'Subclass 189: कोई नामांकन नहीं',
      '190': 'Subclass 190: राज्य या टेरिटरी का नामांकन',
      '491': 'Subclass 491: राज्य या टेरिटरी का नामांकन, या किसी पात्र रिश्तेदार की स्पॉन्सरशिप',
    },
    tables: {
      age: 'आमंत्रण के समय उम्र',
      english: 'अंग्रेज़ी भाषा',
      overseas: stated`ऑस्ट्रेलिया के बाहर कुशल रोज़गार (पिछले ${facts.australia.pointsTest.employmentWindow})`,
      australian: stated`ऑस्ट्रेलिया में कुशल रोज़गार (पिछले ${facts.australia.pointsTest.employmentWindow})`,
      qualification: 'योग्यताएँ (सबसे ऊँची योग्यता गिनी जाती है)',
      other: 'अन्य अंक',
      partner: 'जीवनसाथी',
      nomination: 'नामांकन या स्पॉन्सरशिप',
    },
  },
} as const satisfies Translation<typeof english>
