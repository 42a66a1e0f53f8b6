// Hindi copy of content/uk-skilled-worker.ts (glossary: content/i18n/glossary.ts).

import { messagesFor } from '../../lib/messages'
import { facts } from '../facts'
import { asOf, stated, until } from '../facts/stated'
import { feesHref } from '../fees'
import { routeTrail } from '../routes'
import type { Translation } from '../types'
import type { ukSkilledWorker as english } from '../uk-skilled-worker'

const sw = facts.uk.skilledWorker
const o = sw.salaryOptions

export const ukSkilledWorker = {
  breadcrumb: routeTrail(messagesFor('hi'), 'home', 'countries', 'ukSkilledWorkerCalculator'),
  hero: {
    eyebrow: 'यूके · Skilled Worker वीज़ा',
    heading: 'Skilled Worker अंक कैलकुलेटर',
    lead: stated`Skilled Worker वीज़ा के लिए ज़रूरी ${sw.points.needed} जाँचें: आपके जॉब ऑफ़र, उसके कौशल स्तर और आपकी अंग्रेज़ी के अनिवार्य अंक, और वेतन के अंक, साथ ही आप पर लागू होने वाली वेतन-सीमा और यह कि आपका वेतन उस सीमा से कितना ज़्यादा या कितना कम है।`,
  },
  calculator: {
    heading: 'अपने Skilled Worker अंक जाँचें',
    lead: 'जैसे-जैसे आप उत्तर देते हैं, आपका परिणाम अपडेट होता जाता है। आपका नियोक्ता (स्पॉन्सर) आपको पद का व्यवसाय कोड (occupation code), उसका going rate (पद का प्रचलित वेतन) और आपके स्पॉन्सरशिप प्रमाणपत्र (certificate of sponsorship) पर लिखा वेतन बता सकता है।',
    flags: {
      legend: 'आपका जॉब ऑफ़र और अंग्रेज़ी (जो लागू हों, उन सभी पर टिक करें)',
      options: {
        offer: 'मेरे पास ऐसे नियोक्ता का जॉब ऑफ़र है, जिसे Home Office ने कर्मचारियों को स्पॉन्सर करने का लाइसेंस दिया है',
        skill: stated`नौकरी आवश्यक कौशल स्तर की है: पात्र व्यवसाय कोड (occupation code), नए आवेदकों के लिए ${sw.skillLevel}`,
        english: stated`पढ़ने, लिखने, बोलने और सुनने में मेरी अंग्रेज़ी CEFR ${sw.englishLevel} या उससे ऊपर है (${asOf(sw.englishLevel)} से पहली बार के आवेदन के लिए यही स्तर लागू है), या मुझे इससे छूट है`,
      },
    },
    salary: {
      label: 'ऑफ़र किया गया वेतन (£ प्रति वर्ष)',
      hint: 'गारंटीशुदा मूल सकल वेतन (basic gross pay), पूरे पाउंड में: भत्ते, बोनस या ओवरटाइम शामिल न करें।',
    },
    goingRate: {
      label: 'पद का going rate (£ प्रति वर्ष)',
      hint: 'पद के व्यवसाय कोड का going rate, आपके साप्ताहिक काम के घंटों के अनुपात में; सूचीबद्ध स्वास्थ्य या शिक्षा की नौकरी के लिए राष्ट्रीय वेतनमान (national pay scale) की दर। अगर आपको यह अभी पता नहीं है, तो खाली छोड़ दें।',
    },
    amountError: 'पूरे पाउंड में रकम लिखें, जैसे 45000।',
    option: {
      legend: 'आप पर वेतन का कौन-सा नियम लागू होता है?',
      hint: stated`वही चुनें जिसके लिए आप योग्य हैं; कौन-सा नियम लागू होगा, यह आपका नियोक्ता और नियम तय करते हैं। ये नियम ${asOf(o.newEntrantFloor)} से जारी (assigned) certificate of sponsorship के लिए हैं।`,
      options: {
        none: stated`सामान्य वेतन-सीमा: ${sw.generalSalaryThreshold}, या पूरा going rate, अगर वह ज़्यादा हो`,
        'new-entrant': stated`नए प्रवेशी (new entrant): आवेदन के समय उम्र 26 वर्ष से कम, Student या Graduate वीज़ा से स्विच कर रहे हों, पोस्टडॉक्टोरल पद पर हों, या किसी पेशेवर पंजीकरण (professional registration) के लिए प्रशिक्षण ले रहे हों (${o.newEntrantFloor}, या going rate का ${o.newEntrantGoingRate})`,
        phd: stated`नौकरी से संबंधित PhD (${o.phdFloor}, या going rate का ${o.phdGoingRate})`,
        'stem-phd': stated`नौकरी से संबंधित विज्ञान, प्रौद्योगिकी, इंजीनियरिंग या गणित विषय में PhD (${o.stemPhdFloor}, या going rate का ${o.stemPhdGoingRate})`,
        shortage: stated`Immigration Salary List में शामिल डिग्री-स्तर की नौकरी (${o.shortageFloor}, या पूरा going rate)`,
        'health-care': stated`राष्ट्रीय वेतनमान (national pay scale) पर वेतन वाली सूचीबद्ध स्वास्थ्य या शिक्षा की नौकरी, जैसे Health and Care Worker वीज़ा पर (${o.healthEducationFloor}, या वेतनमान की दर)`,
      },
    },
    result: {
      heading: 'आपके Skilled Worker अंक',
      outOf: '(ज़रूरी: {minimum})',
      verdicts: {
        eligible: 'आपके {total} अंक बनते हैं: Skilled Worker वीज़ा के लिए ज़रूरी {minimum} अंक पूरे।',
        check:
          'आपका वेतन इस नियम की न्यूनतम सीमा (floor) पूरी करता है। पद का going rate भी दर्ज करें: अगर वह ज़्यादा है, तो वेतन को उसका तय हिस्सा भी पूरा करना होगा।',
        incomplete: 'अपने वेतन के अंक देखने के लिए ऑफ़र किया गया वेतन दर्ज करें।',
        'not-eligible': 'अभी पात्र नहीं। क्या कमी है:',
      },
      threshold: {
        floor: stated`${asOf(o.newEntrantFloor)} से लागू नियमों के अनुसार ज़रूरी वेतन: {amount}, यानी इस नियम की न्यूनतम सीमा (जो going rate के {percent} से ज़्यादा है)।`,
        'going-rate': stated`${asOf(o.newEntrantFloor)} से लागू नियमों के अनुसार ज़रूरी वेतन: {amount}, यानी going rate का {percent} (जो {floor} की न्यूनतम सीमा से ज़्यादा है)।`,
        'no-going-rate': stated`${asOf(o.newEntrantFloor)} से लागू नियमों के अनुसार ज़रूरी वेतन: कम से कम {amount}, यानी इस नियम की न्यूनतम सीमा, या going rate का {percent}, अगर वह ज़्यादा हो।`,
      },
      clears: 'आपका वेतन इस सीमा से {amount} ज़्यादा है।',
      misses: 'आपका वेतन इस सीमा से {amount} कम है।',
      missing: {
        offer: 'लाइसेंस-प्राप्त स्पॉन्सर का जॉब ऑफ़र (certificate of sponsorship)।',
        skill: 'आवश्यक कौशल स्तर की नौकरी, किसी पात्र व्यवसाय कोड (occupation code) में।',
        english: stated`CEFR ${sw.englishLevel} स्तर की अंग्रेज़ी, जो किसी स्वीकृत परीक्षा, अंग्रेज़ी में पढ़ाई गई डिग्री या राष्ट्रीयता से साबित हो।`,
        salary: 'ऐसा वेतन जो आप पर लागू नियम की वेतन-सीमा तक पहुँचे।',
      },
      lines: {
        offer: 'लाइसेंस-प्राप्त स्पॉन्सर का जॉब ऑफ़र',
        skill: 'आवश्यक कौशल स्तर की नौकरी',
        english: 'आवश्यक स्तर की अंग्रेज़ी',
        salary: 'वेतन',
      },
      estimate:
        'यह आपके अपने उत्तरों पर आधारित अनुमान है, आकलन नहीं। फ़ैसला UK Visas and Immigration आपके certificate of sponsorship और दस्तावेज़ों के आधार पर करता है; वीज़ा के लिए पर्याप्त धनराशि (funds), जहाँ ज़रूरी हो वहाँ टीबी (tuberculosis) टेस्ट, और शुल्क व health surcharge (स्वास्थ्य अधिभार) भी ज़रूरी हैं।',
    },
    enquiry: {
      label: 'इस परिणाम का मुफ़्त आकलन पाएँ',
      lead: 'एक सलाहकार आपके साथ मिलकर आपका जॉब ऑफ़र, उसका व्यवसाय कोड और वेतन नियम, और आपकी अंग्रेज़ी के प्रमाण जाँचता है।',
      immigrationType: 'Work Visa',
      summary: 'Skilled Worker जाँच: {verdict} ({minimum} में से {total} अंक; ज़रूरी वेतन {threshold})।',
      answers: 'मेरे उत्तर: {answers}।',
      linkLead: 'मेरे परिणाम का लिंक:',
      fees: { href: feesHref('uk-skilled-worker'), label: 'Skilled Worker वीज़ा का ख़र्च' },
      verdicts: {
        eligible: 'अंकों के आधार पर पात्र',
        check: 'going rate अनुमति दे तो पात्र',
        incomplete: 'वेतन अभी नहीं बताया',
        'not-eligible': 'अभी पात्र नहीं',
      },
      labels: {
        offer: 'लाइसेंस-प्राप्त स्पॉन्सर का जॉब ऑफ़र',
        skill: 'कौशल स्तर की नौकरी',
        english: 'आवश्यक स्तर की अंग्रेज़ी',
        salary: 'वेतन',
        goingRate: 'going rate',
        option: 'वेतन नियम',
      },
      yes: 'हाँ',
      no: 'नहीं',
      notGiven: 'नहीं बताया',
    },
    whatsApp: {
      label: 'इसे WhatsApp पर सलाहकार को भेजें',
      lead: 'नमस्ते, मैंने आपकी वेबसाइट पर यूके Skilled Worker अंक जाँचे: {verdict}, {minimum} में से {total} अंक।',
    },
    runningTotal: 'आपके अंक',
  },
  grid: {
    heading: 'आधिकारिक अंक और वेतन नियम',
    lead: stated`Immigration Rules का Appendix Skilled Worker: कुल ${sw.points.needed}, जिनमें से 50 अनिवार्य हैं। वेतन के 20 अंकों के लिए वेतन को दो रकमों में से बड़ी रकम तक पहुँचना होगा: नियम की न्यूनतम सीमा (floor), या पद के going rate का उस नियम में तय हिस्सा; ये नियम ${asOf(o.newEntrantFloor)} से जारी certificate of sponsorship के लिए हैं।`,
    prerequisites: {
      heading: 'ध्यान देने योग्य बातें',
      items: [
        stated`हर नियम में दो रकमों में से बड़ी रकम लागू होती है: न्यूनतम सीमा (floor), और पद के व्यवसाय कोड के going rate का तय हिस्सा (आपके काम के घंटों के अनुपात में)।`,
        'घटी हुई वेतन-सीमा वाले नियमों के लिए आपको उनकी शर्तें पूरी करनी होंगी: new entrant के रूप में अनुमति कुल मिलाकर अधिकतम चार वर्ष तक ही मिलती है, और PhD नौकरी से संबंधित होनी चाहिए।',
        stated`Migration Advisory Committee ने ${asOf(sw.phdDiscountReview)} को PhD वाली छूट ख़त्म करने की सिफ़ारिश की: ${sw.phdDiscountReview}। अगर इसमें बदलाव होता है, तो हम यह पेज अपडेट करेंगे।`,
        stated`सूचीबद्ध स्वास्थ्य और शिक्षा की नौकरियों की न्यूनतम सीमा पर स्रोत अलग-अलग बातें कहते हैं: ${asOf(o.healthEducationFloor)} से ${o.healthEducationFloor} की सीमा जुलाई 2025 के नियमों की एक रिपोर्ट में बताई गई है, जबकि GOV.UK के पेज पर, जितना हम पढ़ पाए, अब भी ${o.healthEducationFloor2024} दिख रहा था, जो ${asOf(o.healthEducationFloor2024)} से ${until(o.healthEducationFloor2024)} तक लागू न्यूनतम सीमा थी। इस पर भरोसा करने से पहले हमसे पूछ लें।`,
      ],
    },
    tables: {
      mandatory: 'अनिवार्य अंक',
      salary: stated`${asOf(o.newEntrantFloor)} से वेतन के अंक: कोई एक नियम लागू होता है`,
    },
    columns: { floor: 'कम से कम', goingRate: 'और going rate का' },
    rows: {
      mandatory: {
        offer: 'लाइसेंस-प्राप्त स्पॉन्सर का जॉब ऑफ़र',
        skill: 'आवश्यक कौशल स्तर की नौकरी',
        english: stated`CEFR ${sw.englishLevel} स्तर की अंग्रेज़ी`,
      },
      options: {
        none: 'सामान्य वेतन-सीमा',
        'new-entrant': 'नए प्रवेशी (new entrant)',
        phd: 'नौकरी से संबंधित PhD',
        'stem-phd': 'नौकरी से संबंधित STEM PhD',
        shortage: 'Immigration Salary List (डिग्री-स्तर की नौकरी)',
        'health-care': 'सूचीबद्ध स्वास्थ्य या शिक्षा की नौकरी (राष्ट्रीय वेतनमान)',
      },
    },
  },
} as const satisfies Translation<typeof english>
