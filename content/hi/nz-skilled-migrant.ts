// Hindi copy of content/nz-skilled-migrant.ts (glossary: content/i18n/glossary.ts).

import { messagesFor } from '../../lib/messages'
import { facts } from '../facts'
import { asOf, stated } from '../facts/stated'
import { feesHref } from '../fees'
import type { nzSkilledMigrant as english } from '../nz-skilled-migrant'
import { routeTrail } from '../routes'
import type { Translation } from '../types'

const smc = facts.nz.smc
const p = smc.points

export const nzSkilledMigrant = {
  breadcrumb: routeTrail(messagesFor('hi'), 'home', 'countries', 'nzSkilledMigrantCalculator'),
  hero: {
    eyebrow: 'न्यूज़ीलैंड · Skilled Migrant Category',
    heading: 'Skilled Migrant अंक कैलकुलेटर',
    lead: stated`न्यूज़ीलैंड की Skilled Migrant Category के लिए ज़रूरी ${smc.pointsRequired} जाँचें: आपके पंजीकरण, योग्यता या आय से मिलने वाले अंक (जिससे सबसे ज़्यादा मिलें, वही गिना जाता है) और न्यूज़ीलैंड में आपके कुशल कार्य (skilled work) के अंक, साथ ही जॉब ऑफ़र और उसके वेतन, अंग्रेज़ी और उम्र की शर्तें।`,
  },
  calculator: {
    heading: 'अपने Skilled Migrant अंक जाँचें',
    lead: stated`जैसे-जैसे आप उत्तर देते हैं, आपका परिणाम अपडेट होता जाता है। यह Immigration New Zealand के ऑपरेशनल मैनुअल (operational manual) की अंक तालिका पर आधारित है; INZ ने ${asOf(smc.newPathways)} को इस कैटेगरी में बदलाव किए, और तब से इन अंकों में जिन बदलावों की ख़बरें आई हैं, वे अभी INZ के किसी ऐसे पेज पर नहीं हैं जिसे हम पढ़ पाए: तालिका के नीचे दी गई टिप्पणी देखें।`,
    age: { label: 'आवेदन के समय आपकी उम्र', min: '18 या उससे कम', max: '70 या उससे अधिक' },
    registration: {
      label: 'न्यूज़ीलैंड में व्यावसायिक पंजीकरण (occupational registration)',
      hint: 'INZ की पात्र पंजीकरणों की सूची में शामिल पूर्ण या अस्थायी (provisional) पंजीकरण (डॉक्टर, नर्स, शिक्षक, इंजीनियर, वकील…), उसके लिए ज़रूरी प्रशिक्षण के वर्षों के अनुसार।',
      options: {
        none: 'कोई नहीं',
        '6-years': 'ऐसा पंजीकरण जिसके लिए 6 वर्ष या उससे अधिक का प्रशिक्षण ज़रूरी है',
        '5-years': 'ऐसा पंजीकरण जिसके लिए 5 वर्ष का प्रशिक्षण ज़रूरी है',
        '4-years': 'ऐसा पंजीकरण जिसके लिए 4 वर्ष का प्रशिक्षण ज़रूरी है',
        '2-years': 'ऐसा पंजीकरण जिसके लिए 2 या 3 वर्ष का प्रशिक्षण ज़रूरी है',
      },
    },
    qualification: {
      label: 'आपकी सबसे ऊँची योग्यता',
      hint: 'न्यूज़ीलैंड के बाहर की योग्यता के लिए NZQA आकलन (assessment) ज़रूरी है, जब तक वह छूट वाली सूची में न हो; अगर आकलन में केवल उसका स्तर (level) बताया गया हो, तो उसके एक अंक कम मिलते हैं।',
      options: {
        none: 'बैचलर डिग्री से कम',
        bachelor: 'बैचलर डिग्री, या पोस्टग्रेजुएट सर्टिफ़िकेट',
        honours: 'ऑनर्स के साथ बैचलर डिग्री, या पोस्टग्रेजुएट डिप्लोमा',
        master: 'मास्टर डिग्री',
        doctorate: 'डॉक्टरेट (PhD)',
      },
    },
    hourlyRate: {
      label: 'न्यूज़ीलैंड में आपकी नौकरी या ऑफ़र का वेतन (NZD प्रति घंटा)',
      hint: stated`पूर्णकालिक: हफ़्ते में 30 घंटे या उससे अधिक। आपके अंक चाहे जितने हों, नौकरी का वेतन कम से कम median wage (मध्यवर्ती वेतन) होना चाहिए: ${asOf(smc.medianWage)} से ${smc.medianWage} प्रति घंटा (कौशल स्तर 4 या 5 की नौकरी में इसका ${smc.jobPay.lowerSkilled} गुना)। आय के अंक median wage के ${p.income3Multiple} गुना से शुरू होते हैं।`,
    },
    jobLevel: {
      label: 'नौकरी का कौशल स्तर (skill level)',
      hint: 'जैसे INZ उस व्यवसाय को वर्गीकृत करता है (ANZSCO)। जिन नौकरियों के लिए डिग्री, डिप्लोमा, ट्रेड सर्टिफ़िकेट या तीन साल का अनुभव चाहिए, उनमें से ज़्यादातर स्तर 1 से 3 पर होती हैं; जिनके लिए इससे कम चाहिए, वे स्तर 4 या 5 पर।',
      options: { skilled: 'कौशल स्तर 1 से 3', lower: 'कौशल स्तर 4 या 5' },
    },
    amountError: 'प्रति घंटा पूरे डॉलर में लिखें, जैसे 55।',
    nzWork: {
      label: 'न्यूज़ीलैंड में कुशल कार्य (skilled work)',
      hint: 'पूर्णकालिक, कम से कम median wage पर, आवेदन से ठीक पहले के वर्षों में।',
      max: '{n} वर्ष या उससे अधिक',
    },
    flags: {
      legend: 'इसके अलावा (जो लागू हों, उन सभी पर टिक करें)',
      options: {
        offer:
          'मेरे पास न्यूज़ीलैंड में किसी मान्यता-प्राप्त नियोक्ता (accredited employer) के यहाँ कुशल नौकरी या जॉब ऑफ़र है, पूर्णकालिक (हफ़्ते में 30 घंटे या उससे अधिक)',
        english: 'मेरी अंग्रेज़ी INZ की शर्त पूरी करती है (स्वीकृत परीक्षा, या छूट)',
      },
    },
    result: {
      heading: 'आपके Skilled Migrant अंक',
      outOf: '(ज़रूरी: {minimum})',
      eligible: 'अंकों के आधार पर पात्र: {total} अंक (ज़रूरी {minimum}), और बाकी शर्तें भी पूरी हैं।',
      notEligible: 'अभी पात्र नहीं। क्या कमी है:',
      missing: {
        age: stated`आवेदन के समय उम्र ${facts.nz.residence.maxAge} या उससे कम होना।`,
        offer: 'न्यूज़ीलैंड के किसी मान्यता-प्राप्त नियोक्ता (accredited employer) के यहाँ कुशल नौकरी या जॉब ऑफ़र।',
        pay: stated`ऐसी नौकरी या ऑफ़र जिसका वेतन कम से कम median wage हो, यानी ${asOf(smc.medianWage)} से ${smc.medianWage} प्रति घंटा (कौशल स्तर 4 या 5 पर इसका ${smc.jobPay.lowerSkilled} गुना), अंक चाहे जितने हों: ऊपर उसका वेतन लिखें।`,
        english: 'ऐसी अंग्रेज़ी जो INZ की शर्त पूरी करे।',
        points: {
          one: '{minimum} तक पहुँचने के लिए {short} अंक और चाहिए।',
          other: '{minimum} तक पहुँचने के लिए {short} अंक और चाहिए।',
        },
      },
      counted: {
        registration: 'आपका पंजीकरण गिना गया: तीनों में से इससे सबसे ज़्यादा अंक मिलते हैं।',
        qualification: 'आपकी योग्यता गिनी गई: तीनों में से इससे सबसे ज़्यादा अंक मिलते हैं।',
        income: 'आपकी आय गिनी गई: तीनों में से इससे सबसे ज़्यादा अंक मिलते हैं।',
        none: 'पंजीकरण, योग्यता या आय में से किसी से भी अभी अंक नहीं मिलते: इनमें से कम से कम एक से अंक मिलना ज़रूरी है।',
      },
      lines: { skill: 'पंजीकरण, योग्यता या आय', nzWork: 'न्यूज़ीलैंड में कुशल कार्य' },
      estimate:
        'यह आपके अपने उत्तरों पर आधारित अनुमान है, आकलन नहीं। फ़ैसला Immigration New Zealand आपके दस्तावेज़ों के आधार पर करता है; वीज़ा के लिए स्वास्थ्य और चरित्र (character) की जाँच भी ज़रूरी है।',
    },
    enquiry: {
      label: 'इस परिणाम का मुफ़्त आकलन पाएँ',
      lead: 'एक सलाहकार आपके साथ मिलकर आपके पंजीकरण या योग्यता के आकलन, आपके जॉब ऑफ़र और न्यूज़ीलैंड में आपके काम की जाँच करता है।',
      immigrationType: 'Permanent Residency (PR)',
      summary: 'Skilled Migrant Category जाँच: {verdict} ({minimum} में से {total} अंक)।',
      answers: 'मेरे उत्तर: {answers}।',
      linkLead: 'मेरे परिणाम का लिंक:',
      fees: { href: feesHref('nz-skilled-migrant'), label: 'Skilled Migrant वीज़ा का ख़र्च' },
      verdicts: { eligible: 'अंकों के आधार पर पात्र', 'not-eligible': 'अभी पात्र नहीं' },
      labels: {
        age: 'उम्र',
        registration: 'पंजीकरण',
        qualification: 'योग्यता',
        hourlyRate: 'प्रति घंटा वेतन',
        jobLevel: 'नौकरी का कौशल स्तर',
        nzWork: 'न्यूज़ीलैंड में कुशल कार्य के वर्ष',
        offer: 'मान्यता-प्राप्त नियोक्ता के यहाँ नौकरी या ऑफ़र',
        english: 'अंग्रेज़ी शर्त पूरी करती है',
      },
      yes: 'हाँ',
      no: 'नहीं',
      notGiven: 'नहीं बताया',
    },
    whatsApp: {
      label: 'इसे WhatsApp पर सलाहकार को भेजें',
      lead: 'नमस्ते, मैंने आपकी वेबसाइट पर न्यूज़ीलैंड Skilled Migrant अंक जाँचे: {verdict}, {minimum} में से {total} अंक।',
    },
    runningTotal: 'आपके अंक',
  },
  grid: {
    heading: 'आधिकारिक अंक तालिका',
    lead: stated`Immigration New Zealand का ऑपरेशनल मैनुअल (SR3.25 और SR3.35): एक कौशल श्रेणी से अंक, जिससे सबसे ज़्यादा मिलें, और साथ में न्यूज़ीलैंड में कुशल कार्य के अंक; ${asOf(smc.pointsRequired)} से कुल ${smc.pointsRequired}।`,
    prerequisites: {
      heading: 'ध्यान देने योग्य बातें',
      items: [
        stated`अंकों के अलावा: किसी मान्यता-प्राप्त नियोक्ता (accredited employer) के यहाँ कुशल नौकरी या ऑफ़र, जिसका वेतन कम से कम median wage हो (कौशल स्तर 4 या 5 पर इसका ${smc.jobPay.lowerSkilled} गुना), अंग्रेज़ी, स्वास्थ्य और चरित्र की शर्तें, और उम्र ${facts.nz.residence.maxAge} या उससे कम होना।`,
        stated`INZ ने ${asOf(smc.newPathways)} को Skilled Migrant Category में बदलाव किया और ${smc.newPathways} जोड़े। रिपोर्टों के अनुसार अंक भी बदले हैं: 3 के बजाय अधिकतम ${smc.nzWorkExperienceMax} का न्यूज़ीलैंड कार्य अनुभव ज़रूरी, और बैचलर डिग्री के लिए ज़्यादा अंक (कुछ के अनुसार केवल न्यूज़ीलैंड की डिग्रियों के लिए)। इन बदलावों के लिए INZ का अपना पेज उन स्रोतों में नहीं था जिन्हें हम पढ़ पाए, इसलिए जब तक वह उपलब्ध न हो, यह तालिका मैनुअल के अनुसार है: अपने मामले के बारे में हमसे पूछें।`,
        stated`रिपोर्टों के अनुसार, ${asOf(smc.medianWage)} से median wage ${smc.medianWage} प्रति घंटा है; INZ इसे हर साल अपडेट करता है।`,
      ],
    },
    tables: {
      registration: 'व्यावसायिक पंजीकरण',
      qualification: 'योग्यता',
      income: stated`आय (median wage ${smc.medianWage} प्रति घंटा, ${asOf(smc.medianWage)} से)`,
      nzWork: 'न्यूज़ीलैंड में कुशल कार्य (ऊपर के अंकों के अतिरिक्त)',
    },
    rows: {
      registration: {
        '6-years': '6 वर्ष या उससे अधिक का प्रशिक्षण ज़रूरी',
        '5-years': '5 वर्ष का प्रशिक्षण ज़रूरी',
        '4-years': '4 वर्ष का प्रशिक्षण ज़रूरी',
        '2-years': '2 वर्ष का प्रशिक्षण ज़रूरी',
      },
      qualification: {
        bachelor: 'बैचलर डिग्री (स्तर 7) या पोस्टग्रेजुएट सर्टिफ़िकेट',
        honours: 'ऑनर्स के साथ बैचलर डिग्री या पोस्टग्रेजुएट डिप्लोमा (स्तर 8)',
        master: 'मास्टर डिग्री (स्तर 9)',
        doctorate: 'डॉक्टरेट (स्तर 10)',
      },
      income: 'median wage का कम से कम {multiple} गुना ({rate} प्रति घंटा)',
      nzWork: ['पिछले 24 महीनों में 12 महीने', 'पिछले 48 महीनों में 24 महीने', 'पिछले 60 महीनों में 36 महीने'],
    },
  },
} as const satisfies Translation<typeof english>
