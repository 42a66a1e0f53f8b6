// Marathi copy of content/australia-points.ts (glossary: content/i18n/glossary.ts).
import type { australiaPoints as english } from '../australia-points'
import { facts } from '../facts'
import { stated } from '../facts/stated'
import { feesHref } from '../fees'
import type { Translation } from '../types'

const englishOptions = {
  competent: stated`Competent English (${facts.australia.english.competent}, किंवा दुसऱ्या मान्य चाचणीत हीच पातळी)`,
  proficient: stated`Proficient English (${facts.australia.english.proficient}, किंवा समतुल्य)`,
  superior: stated`Superior English (${facts.australia.english.superior}, किंवा समतुल्य)`,
}

const qualificationOptions = {
  doctorate: 'डॉक्टरेट, ऑस्ट्रेलियन संस्थेकडून किंवा मान्यताप्राप्त दर्जाची',
  bachelor: 'बॅचलर किंवा मास्टर पदवी, ऑस्ट्रेलियन संस्थेकडून किंवा मान्यताप्राप्त दर्जाची',
  diploma:
    'ऑस्ट्रेलियन डिप्लोमा किंवा ट्रेड अर्हता, किंवा तुमच्या मूल्यांकन संस्थेने (assessing authority) मान्यता दिलेली अर्हता (award)',
  none: 'यापैकी काहीही नाही',
}

const partnerOptions = {
  single: 'मला जोडीदार नाही, किंवा माझा जोडीदार ऑस्ट्रेलियन नागरिक किंवा कायम रहिवासी (permanent resident) आहे',
  skilled: stated`माझा जोडीदार माझ्यासोबत अर्जात समाविष्ट आहे, जोडीदाराचे वय ${facts.australia.pointsTest.maxAge} पेक्षा कमी आहे, इंग्रजी Competent पातळीचे आहे आणि योग्य skills assessment (कौशल्य मूल्यांकन) झाले आहे`,
  english:
    'माझा जोडीदार माझ्यासोबत अर्जात समाविष्ट आहे आणि जोडीदाराचे इंग्रजी Competent पातळीचे आहे, पण skills assessment झालेले नाही',
  none: 'माझा जोडीदार माझ्यासोबत अर्जात समाविष्ट आहे, पण वरीलपैकी कोणतीही स्थिती लागू होत नाही',
}

export const australiaPoints = {
  hero: {
    eyebrow: 'स्किल्ड व्हिसा: subclass 189, 190 आणि 491',
    heading: 'ऑस्ट्रेलिया गुण कॅल्क्युलेटर',
    lead: stated`काही प्रश्नांची उत्तरे द्या आणि ऑस्ट्रेलियाच्या स्किल्ड व्हिसासाठी तुमचे गुण प्रत्येक घटकानुसार स्वतंत्रपणे पाहा, ${facts.australia.pointsTest.passMark} च्या पास मार्कशी तुलना करून. संपूर्ण अधिकृत तक्ता खाली दिला आहे, त्यामुळे तुम्ही प्रत्येक आकडा स्वतः तपासू शकता.`,
  },
  calculator: {
    heading: 'तुमचे गुण मोजा',
    lead: 'तुम्ही उत्तरे देत जाल तसा तुमचा स्कोअर बदलत जातो. ज्या दिवशी आमंत्रण मिळण्याची तुमची अपेक्षा आहे, त्या दिवसानुसार उत्तरे द्या: गुण त्याच दिवशी मोजले जातात.',
    visa: {
      legend: 'कोणता व्हिसा?',
      options: {
        '189': 'Subclass 189, Skilled Independent: नामांकनाशिवाय',
        '190': 'Subclass 190, Skilled Nominated: एखादे राज्य किंवा टेरिटरी तुम्हाला नामांकित करते',
        '491':
          'Subclass 491, Skilled Work Regional: एखादे राज्य किंवा टेरिटरी तुम्हाला नामांकित करते, किंवा पात्र नातेवाईक तुम्हाला स्पॉन्सर करतात',
      },
    },
    age: {
      label: 'आमंत्रणाच्या वेळी तुमचे वय',
      overMax: stated`${facts.australia.pointsTest.maxAge} किंवा त्याहून अधिक`,
    },
    english: { legend: 'तुमचे इंग्रजी', options: englishOptions },
    employment: {
      legend: stated`मागील ${facts.australia.pointsTest.employmentWindow} मधील कुशल रोजगार (skilled employment)`,
      hint: 'फक्त तुमच्या नामांकित व्यवसायातील (nominated occupation) किंवा त्याच्याशी जवळून संबंधित व्यवसायातील, आणि तुमच्या मूल्यांकन संस्थेने (assessing authority) मान्य केलेले कामच मोजा.',
      overseas: 'ऑस्ट्रेलियाबाहेरील वर्षे',
      australian: 'ऑस्ट्रेलियातील वर्षे',
    },
    qualification: { legend: 'तुमची सर्वोच्च अर्हता', options: qualificationOptions },
    flags: {
      legend: 'इतर गुण (लागू असलेल्या सर्व पर्यायांवर टिक करा)',
      options: {
        specialist:
          "विशेष शिक्षण (specialist education): STEM किंवा ICT क्षेत्रातील ऑस्ट्रेलियन संशोधनाधारित मास्टर पदवी (master's by research) किंवा डॉक्टरेट",
        ausStudy: 'ऑस्ट्रेलियन शिक्षण: तुम्ही ऑस्ट्रेलियन शिक्षणाची अट (Australian study requirement) पूर्ण करता',
        professionalYear: 'ऑस्ट्रेलियात पूर्ण केलेले Professional Year',
        communityLanguage: 'NAATI ने प्रमाणित केलेली सामुदायिक भाषा अर्हता (credentialled community language)',
        regionalStudy:
          'प्रादेशिक शिक्षण (regional study): तुम्ही प्रादेशिक ऑस्ट्रेलियात (regional Australia) राहून शिक्षण घेतले आहे',
      },
    },
    partner: { legend: 'तुमचा जोडीदार', options: partnerOptions },
    result: {
      heading: 'तुमचे गुण',
      lines: {
        age: 'वय',
        english: 'इंग्रजी',
        employment: 'कुशल रोजगार',
        overseas: 'ऑस्ट्रेलियाबाहेर',
        australian: 'ऑस्ट्रेलियात',
        qualification: 'अर्हता',
        specialist: 'विशेष शिक्षण',
        ausStudy: 'ऑस्ट्रेलियन शिक्षण',
        professionalYear: 'Professional Year',
        communityLanguage: 'सामुदायिक भाषा',
        regionalStudy: 'प्रादेशिक शिक्षण',
        partner: 'जोडीदार',
        nomination: 'नामांकन किंवा स्पॉन्सरशिप',
      },
      forVisa: 'subclass {visa} साठी',
      meets: 'तुम्ही {passMark} चा पास मार्क पूर्ण करता: तुमचे गुण त्यापेक्षा {margin} ने जास्त आहेत.',
      exactly: 'तुमचे गुण बरोबर {passMark} च्या पास मार्कइतके आहेत.',
      below: 'तुमचे गुण {passMark} च्या पास मार्कपेक्षा {shortfall} ने कमी आहेत.',
      ageIneligible: stated`${facts.australia.pointsTest.maxAge} किंवा त्याहून अधिक वयात तुम्हाला या व्हिसांसाठी आमंत्रण मिळू शकत नाही, तुमचे गुण कितीही असले तरी.`,
      regionalStudyNeedsAusStudy:
        'प्रादेशिक शिक्षणाचे गुण फक्त ऑस्ट्रेलियन शिक्षणाच्या अटीसोबतच मोजले जातात, त्यामुळे येथे त्याचे कोणतेही गुण मिळत नाहीत.',
      estimate:
        'हा तुमच्या स्वतःच्या उत्तरांवर आधारित अंदाज आहे, मूल्यांकन नाही. पास मार्कमुळे तुम्ही फक्त तुमची इच्छा नोंदवू (register your interest) शकता: प्रत्येक ड्रॉमध्ये सर्वाधिक स्कोअर असणाऱ्यांना आमंत्रणे मिळतात, आणि कोणाला नामांकित करायचे ते राज्ये व टेरिटरी स्वतः ठरवतात, त्यामुळे तुम्हाला यापेक्षा जास्त गुणांची गरज भासू शकते.',
    },
    enquiry: {
      label: 'या स्कोअरचे मोफत मूल्यांकन मिळवा',
      lead: 'आमचे सल्लागार तुमच्यासोबत तुमची उत्तरे, तुमचा व्यवसाय (occupation) आणि आमंत्रणांचे ताजे ड्रॉ तपासतात.',
      immigrationType: 'Permanent Residency (PR)',
      summary: 'ऑस्ट्रेलिया गुणांचा अंदाज: subclass {visa} साठी {total} गुण.',
      fees: {
        href: feesHref('australia-skilled'),
        label: 'subclass 189, 190 आणि 491 चे सरकारी शुल्क किती आहे',
      },
      answers: {
        age: 'वय {age}',
        english: {
          competent: 'Competent English',
          proficient: 'Proficient English',
          superior: 'Superior English',
        },
        employment: 'कुशल रोजगार: ऑस्ट्रेलियाबाहेर {overseas} आणि ऑस्ट्रेलियात {australian}',
        qualification: {
          doctorate: 'डॉक्टरेट',
          bachelor: 'बॅचलर किंवा मास्टर पदवी',
          diploma: 'डिप्लोमा, ट्रेड अर्हता किंवा मान्यताप्राप्त award',
          none: 'गुण देणारी कोणतीही अर्हता नाही',
        },
        partner: {
          single: 'जोडीदार नाही, किंवा जोडीदार ऑस्ट्रेलियन नागरिक किंवा कायम रहिवासी',
          skilled: 'जोडीदार skilled, Competent English सह',
          english: 'जोडीदाराचे फक्त Competent English',
          none: 'जोडीदाराचे गुण नाहीत',
        },
        flags: 'तसेच',
      },
      linkLead: 'माझी उत्तरे:',
    },
    whatsApp: {
      label: 'हे WhatsApp वर सल्लागाराला पाठवा',
      lead: 'नमस्कार, मी तुमच्या वेबसाइटवर माझे ऑस्ट्रेलिया गुण मोजले: subclass {visa} साठी {total}.',
    },
    runningTotal: 'तुमचे गुण',
  },
  grid: {
    heading: 'अधिकृत गुण तक्ता',
    lead: 'ऑस्ट्रेलियाचा गृह विभाग (Home Affairs) प्रसिद्ध करतो त्याप्रमाणे गुण चाचणीची (points test) प्रत्येक ओळ. प्रत्येक तक्त्यातील तुमचे गुण एकत्र करा; ऑस्ट्रेलियाबाहेरील आणि ऑस्ट्रेलियातील रोजगार मिळून जास्तीत जास्त दाखवलेल्या मर्यादेइतकेच गुण मिळतात.',
    ageBands: { range: '{from} ते {to}', atLeast: '{from} किंवा त्याहून अधिक (आमंत्रण नाही)' },
    employmentBands: {
      below: '{to} वर्षांपेक्षा कमी',
      belowOne: '1 वर्षापेक्षा कमी',
      range: '{from} ते {to} वर्षे',
      atLeast: '{from} वर्षे किंवा अधिक',
    },
    employmentCap: 'ऑस्ट्रेलियाबाहेरील आणि ऑस्ट्रेलियातील रोजगार मिळून: जास्तीत जास्त',
    nominationOptions: {
      '189': 'Subclass 189: नामांकन नाही',
      '190': 'Subclass 190: राज्य किंवा टेरिटरीचे नामांकन',
      '491': 'Subclass 491: राज्य किंवा टेरिटरीचे नामांकन, किंवा पात्र नातेवाइकाची स्पॉन्सरशिप',
    },
    tables: {
      age: 'आमंत्रणाच्या वेळी वय',
      english: 'इंग्रजी भाषा',
      overseas: stated`ऑस्ट्रेलियाबाहेरील कुशल रोजगार (मागील ${facts.australia.pointsTest.employmentWindow})`,
      australian: stated`ऑस्ट्रेलियातील कुशल रोजगार (मागील ${facts.australia.pointsTest.employmentWindow})`,
      qualification: 'अर्हता (सर्वोच्च अर्हता मोजली जाते)',
      other: 'इतर गुण',
      partner: 'जोडीदार',
      nomination: 'नामांकन किंवा स्पॉन्सरशिप',
    },
  },
} as const satisfies Translation<typeof english>
