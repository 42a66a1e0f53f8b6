// Hindi copy of content/visa-finder.ts (glossary: content/i18n/glossary.ts).

import { messagesFor } from '../../lib/messages'
import { facts } from '../facts'
import { asOf, stated } from '../facts/stated'
import { routes, routeTrail } from '../routes'
import type { Translation } from '../types'
import type { visaFinder as english } from '../visa-finder'

const guide = (anchor: string) => `${routes.countryGuides.path}#${anchor}`
const fsw = facts.canada.expressEntry.fsw
const card = facts.germany.opportunityCard
const blueCard = facts.germany.blueCard.salary
const sw = facts.uk.skilledWorker

const study = {
  education: '12वीं उत्तीर्ण (उच्च माध्यमिक की पूरी पढ़ाई), और किसी मान्यता-प्राप्त संस्थान में दाख़िला ज़रूरी है।',
  funds: 'पहले साल का ट्यूशन शुल्क और सरकार द्वारा तय रहने का ख़र्च दिखाना ज़रूरी है।',
  english:
    'ज़्यादातर यूनिवर्सिटी लगभग B2 स्तर की अंग्रेज़ी माँगती हैं (IELTS जैसी किसी परीक्षा से); कुछ अपनी परीक्षा या pathway course (तैयारी कोर्स) का सहारा लेती हैं: जाँच करें।',
  offer: 'किसी मान्यता-प्राप्त संस्थान से दाख़िला मिलने और धनराशि दिखाने पर आप पात्र लगते हैं।',
} as const

const studyNeeds = 'किसी मान्यता-प्राप्त संस्थान में दाख़िला, ट्यूशन शुल्क और रहने के ख़र्च के लिए धनराशि, और अंग्रेज़ी।'

export const visaFinder = {
  breadcrumb: routeTrail(messagesFor('hi'), 'home', 'countries', 'visaFinder'),
  hero: {
    eyebrow: 'छह देश · एक प्रोफ़ाइल',
    heading: 'वीज़ा फ़ाइंडर',
    lead: 'आठ सवालों के जवाब एक बार दें, और देखें कि कनाडा, ऑस्ट्रेलिया, यूके, जर्मनी, न्यूज़ीलैंड और अमेरिका के कौन-से रास्ते अभी आपके लिए सही हैं, किनकी जाँच करनी है, और कौन-से फ़िलहाल आपके लिए बंद हैं, हर एक के कारण के साथ।',
  },
  finder: {
    heading: 'अपने रास्ते खोजें',
    lead: 'जैसे-जैसे आप जवाब देते हैं, आपके रास्ते अपडेट होते जाते हैं। जहाँ ये जवाब फ़ैसला नहीं कर सकते, वहाँ रास्ता "जाँच करें" कहता है, और उसका कैलकुलेटर या गाइड आपको आगे ले जाता है।',
    age: { label: 'आपकी उम्र', min: '16 या उससे कम', max: '70 या उससे ज़्यादा' },
    education: {
      label: 'आपकी सबसे ऊँची शिक्षा',
      options: {
        none: '12वीं से कम',
        secondary: '12वीं उत्तीर्ण (उच्च माध्यमिक)',
        diploma: 'डिप्लोमा, या दो साल या उससे ज़्यादा का व्यावसायिक प्रशिक्षण',
        bachelor: 'बैचलर डिग्री',
        master: 'मास्टर डिग्री',
        phd: 'PhD या डॉक्टरेट',
      },
    },
    english: {
      label: 'आपकी अंग्रेज़ी (CEFR)',
      hint: 'IELTS की तुलना के अनुसार: 4 से 5 यानी B1, 5.5 से 6.5 यानी B2, 7 से 8 यानी C1, 8.5 और उससे ऊपर यानी C2।',
      options: { none: 'B1 से कम, या अभी कोई परीक्षा नहीं दी', b1: 'B1', b2: 'B2', c1: 'C1', c2: 'C2' },
    },
    german: {
      label: 'आपकी जर्मन (CEFR)',
      options: { none: 'बिल्कुल नहीं, या A1 से कम', a1: 'A1', a2: 'A2', b1: 'B1', b2: 'B2 या उससे ऊपर' },
    },
    experience: {
      label: 'कुशल काम के वर्ष',
      hint: 'किसी कुशल (skilled) नौकरी में वेतन वाला काम, आपकी पढ़ाई पूरी होने के बाद।',
      max: '{n} साल या उससे ज़्यादा',
    },
    offer: {
      label: 'जॉब ऑफ़र',
      options: {
        none: 'कोई जॉब ऑफ़र नहीं',
        canada: 'कनाडा में',
        australia: 'ऑस्ट्रेलिया में',
        uk: 'यूनाइटेड किंगडम (यूके) में',
        germany: 'जर्मनी में',
        nz: 'न्यूज़ीलैंड में',
        us: 'अमेरिका में',
      },
    },
    goal: {
      legend: 'आप क्या चाहते हैं?',
      options: {
        work: 'विदेश में काम करना',
        study: 'विदेश में पढ़ाई करना',
        pr: 'PR (स्थायी निवास)',
        family: 'परिवार के पास जाना या परिवार को बुलाना',
        business: 'निवेश करना या बिज़नेस शुरू करना',
      },
    },
    funds: 'विदेश जाने के लिए धनराशि दिखाना मेरे लिए संभव है (वहाँ बसने के लिए बचत, या ट्यूशन शुल्क और रहने का ख़र्च)',
    result: {
      heading: 'आपके रास्ते',
      forGoal: 'आप जो चाहते हैं, उसके रास्ते',
      others: 'अन्य रास्ते',
      noRoutes:
        'परिवार और बिज़नेस के रास्ते आपके स्पॉन्सर या आपके बिज़नेस पर निर्भर करते हैं, जिनके बारे में ये सवाल नहीं पूछते: हमें उनके बारे में बताएँ, और एक सलाहकार आपके साथ रास्तों की जाँच करेगा। काम और पढ़ाई के रास्ते नीचे दिए गए हैं।',
      verdicts: {
        eligible: 'पात्र लगते हैं',
        check: 'पात्र हो सकते हैं: जाँच करें',
        'not-eligible': 'अभी पात्र नहीं',
      },
      source: 'आधिकारिक स्रोत',
      estimate:
        'यह आपके अपने जवाबों के आधार पर की गई पहली छँटाई है, आकलन नहीं: हर देश की सरकार आपके आवेदन और दस्तावेज़ों के आधार पर फ़ैसला करती है, और नियम बदलते रहते हैं। एक सलाहकार आपके केस की पूरी जाँच कर सकता है।',
    },
    enquiry: {
      label: 'इन रास्तों का मुफ़्त आकलन पाएँ',
      lead: 'एक सलाहकार आपके साथ हर रास्ते को और उसके लिए ज़रूरी दस्तावेज़ों को देखता है।',
      immigrationType: {
        work: 'Work Visa',
        study: 'Study Visa',
        pr: 'Permanent Residency (PR)',
        family: 'Family Sponsorship',
        business: 'Business/Investor Visa',
      },
      summary: 'वीज़ा फ़ाइंडर: पात्रता दिखती है: {eligible}; पात्रता हो सकती है: {check}।',
      answers: 'मेरे जवाब: {answers}।',
      linkLead: 'मेरे रास्तों का लिंक:',
      labels: {
        age: 'उम्र',
        education: 'शिक्षा',
        english: 'अंग्रेज़ी',
        german: 'जर्मन',
        experience: 'कुशल काम के वर्ष',
        offer: 'जॉब ऑफ़र',
        goal: 'लक्ष्य',
        funds: 'धनराशि दिखाना संभव',
      },
      yes: 'हाँ',
      no: 'नहीं',
      none: 'कोई नहीं',
    },
    whatsApp: {
      label: 'ये रास्ते WhatsApp पर सलाहकार को भेजें',
      lead: 'नमस्ते, मैंने आपकी वेबसाइट पर वीज़ा फ़ाइंडर इस्तेमाल किया। पात्रता दिखती है: {eligible}। पात्रता हो सकती है: {check}।',
    },
    routes: {
      expressEntry: {
        name: 'कनाडा: Express Entry',
        flag: 'ca',
        needs: stated`Federal Skilled Worker Program (संघीय कुशल कामगार कार्यक्रम) के लिए: ${fsw.experience} का कुशल कार्य अनुभव, अंग्रेज़ी या फ़्रेंच में CLB ${fsw.minimumClb}, शिक्षा, और settlement funds (बसने के लिए धनराशि); फिर इतना CRS स्कोर कि आमंत्रण मिल सके।`,
        reasons: {
          education:
            'कम से कम 12वीं उत्तीर्ण, यानी सेकेंडरी डिप्लोमा, ज़रूरी है (अगर पढ़ाई कनाडा के बाहर की है, तो उसका मूल्यांकन करवाया हुआ)।',
          english: stated`अंग्रेज़ी या फ़्रेंच की चारों क्षमताओं (पढ़ना, लिखना, बोलना, सुनना) में CLB ${fsw.minimumClb} ज़रूरी है (लगभग B2)।`,
          experience: stated`लगातार ${fsw.experience} का कुशल कार्य अनुभव ज़रूरी है।`,
          funds:
            'settlement funds (बसने के लिए धनराशि) का प्रमाण ज़रूरी है, जब तक कि आपके पास कनाडा का वैध जॉब ऑफ़र न हो।',
          score:
            'आप पूल (pool) में शामिल होने के योग्य हो सकते हैं; आमंत्रण CRS स्कोर और कैटेगरी के आधार पर मिलते हैं: अपना स्कोर जाँचें।',
        },
        link: { path: routes.crsCalculator.path, label: 'अपना CRS स्कोर जाँचें', calculator: true },
        source: fsw.minimumClb.source,
      },
      australiaSkilled: {
        name: 'ऑस्ट्रेलिया: स्किल्ड वीज़ा (subclass 189, 190 और 491)',
        flag: 'au',
        needs: stated`आमंत्रण के समय उम्र ${facts.australia.pointsTest.maxAge} से कम, कम से कम Competent English, किसी सूचीबद्ध व्यवसाय (listed occupation) में skills assessment (कौशल मूल्यांकन), और ${facts.australia.pointsTest.passMark} का पास मार्क।`,
        reasons: {
          age: stated`आमंत्रण के समय आपकी उम्र ${facts.australia.pointsTest.maxAge} से कम होनी चाहिए।`,
          english: 'कम से कम Competent English ज़रूरी है (लगभग B2)।',
          points: stated`किसी सूचीबद्ध व्यवसाय में सकारात्मक skills assessment और ${facts.australia.pointsTest.passMark} का पास मार्क ज़रूरी है: अपने अंक जाँचें।`,
        },
        link: {
          path: routes.australiaPointsCalculator.path,
          label: 'अपने ऑस्ट्रेलिया अंक जाँचें',
          calculator: true,
        },
        source: facts.australia.pointsTest.maxAge.source,
      },
      ukSkilledWorker: {
        name: 'यूके: Skilled Worker वीज़ा',
        flag: 'gb',
        needs: stated`लाइसेंस-प्राप्त स्पॉन्सर से डिग्री-स्तर की नौकरी का जॉब ऑफ़र, ${sw.englishLevel} स्तर की अंग्रेज़ी, और ऐसा वेतन जो आपकी नौकरी पर लागू नियम तक पहुँचे: कुल ${sw.points.needed}।`,
        reasons: {
          offer: 'ऐसे यूके नियोक्ता का जॉब ऑफ़र ज़रूरी है, जिसके पास कर्मचारियों को स्पॉन्सर करने का लाइसेंस हो।',
          english: stated`CEFR ${sw.englishLevel} स्तर की अंग्रेज़ी ज़रूरी है।`,
          salary: 'आपका वेतन आपकी नौकरी और आपकी स्थिति पर लागू नियम तक पहुँचना चाहिए: इसे जाँचें।',
        },
        link: {
          path: routes.ukSkilledWorkerCalculator.path,
          label: 'अपने Skilled Worker अंक जाँचें',
          calculator: true,
        },
        source: sw.points.needed.source,
      },
      ukGraduate: {
        name: 'यूके: Graduate वीज़ा',
        flag: 'gb',
        needs: stated`Student वीज़ा पर पूरी की गई यूके की डिग्री; काम करने के लिए ${facts.uk.graduate.duration} (${facts.uk.graduate.shorterFrom} से किए गए आवेदनों के लिए ${facts.uk.graduate.durationFrom2027})।`,
        reasons: {
          unknown:
            'यह रास्ता केवल Student वीज़ा पर यूके में पूरी की गई डिग्री के बाद मिलता है, जो इन जवाबों से पता नहीं चल सकता: जाँच करें।',
        },
        link: { path: guide('united-kingdom'), label: 'यूके की गाइड पढ़ें', calculator: false },
        source: facts.uk.graduate.duration.source,
      },
      germanyBlueCard: {
        name: 'जर्मनी: EU Blue Card',
        flag: 'de',
        needs: stated`मान्यता-प्राप्त यूनिवर्सिटी डिग्री, और जर्मनी में ऐसा जॉब ऑफ़र जिसमें 2026 में सालाना कम से कम ${blueCard.standard2026} वेतन हो (कमी वाले व्यवसायों (shortage occupations) में और नए प्रवेशकों (new entrants) के लिए ${blueCard.reduced2026})।`,
        reasons: {
          education:
            'मान्यता-प्राप्त यूनिवर्सिटी डिग्री ज़रूरी है (IT विशेषज्ञ अनुभव के आधार पर भी योग्य हो सकते हैं: जाँच करें)।',
          offer: 'जर्मनी में जॉब ऑफ़र ज़रूरी है।',
          salary: stated`2026 में वेतन सालाना ${blueCard.standard2026} तक पहुँचना चाहिए, या कमी वाले व्यवसायों में और नए प्रवेशकों के लिए ${blueCard.reduced2026}: जाँच करें।`,
        },
        link: { path: guide('germany'), label: 'जर्मनी की गाइड पढ़ें', calculator: false },
        source: blueCard.standard2026.source,
      },
      germanyOpportunityCard: {
        name: 'जर्मनी: Opportunity Card',
        flag: 'de',
        needs: stated`डिग्री या दो साल का व्यावसायिक प्रशिक्षण, जिसे उसी देश में मान्यता हो जहाँ वह हासिल किया गया, जर्मन A1 या अंग्रेज़ी B2, धनराशि, और ${card.pointsNeeded}, जब तक कि योग्यता को जर्मनी में पूरी मान्यता न मिली हो।`,
        reasons: {
          qualification:
            'डिग्री, या दो साल या उससे ज़्यादा का व्यावसायिक प्रशिक्षण ज़रूरी है, जिसे उस देश में मान्यता प्राप्त हो जहाँ आपने उसे हासिल किया।',
          language: 'A1 स्तर की जर्मन या B2 स्तर की अंग्रेज़ी ज़रूरी है।',
          funds: stated`अपने प्रवास के लिए हर महीने ${card.fundsPerMonth} ज़रूरी हैं (${asOf(card.fundsPerMonth)} से तय रकम)।`,
          points: 'आपके {total} अंक हैं, जबकि {minimum} अंक ज़रूरी हैं।',
          eligible:
            'अगर आपकी योग्यता को उस देश में मान्यता प्राप्त है जहाँ आपने उसे हासिल किया, तो {minimum} में से {total} अंकों के साथ आप पात्र लगते हैं।',
        },
        link: {
          path: routes.germanyOpportunityCardCalculator.path,
          label: 'अपना Opportunity Card जाँचें',
          calculator: true,
        },
        source: card.pointsNeeded.source,
      },
      nzSkilledMigrant: {
        name: 'न्यूज़ीलैंड: Skilled Migrant Category',
        flag: 'nz',
        needs: stated`उम्र ${facts.nz.residence.maxAge} या उससे कम, किसी मान्यता-प्राप्त नियोक्ता (accredited employer) के साथ कुशल नौकरी या जॉब ऑफ़र, जिसका वेतन कम से कम median wage (${asOf(facts.nz.smc.medianWage)} से ${facts.nz.smc.medianWage} प्रति घंटा) हो, अंग्रेज़ी, और ${facts.nz.smc.pointsRequired}, जो पंजीकरण (registration), योग्यता या आय से और साथ में न्यूज़ीलैंड में काम से मिलें।`,
        reasons: {
          age: stated`आपकी उम्र ${facts.nz.residence.maxAge} या उससे कम होनी चाहिए।`,
          offer:
            'न्यूज़ीलैंड के किसी मान्यता-प्राप्त नियोक्ता (accredited employer) के साथ कुशल नौकरी या जॉब ऑफ़र ज़रूरी है।',
          english:
            'Immigration New Zealand द्वारा तय स्तर की अंग्रेज़ी ज़रूरी है (B1 से ऊपर), जो किसी परीक्षा से साबित हो।',
          pay: stated`आपके अंक चाहे जितने हों, नौकरी का वेतन कम से कम median wage होना चाहिए, यानी ${asOf(facts.nz.smc.medianWage)} से ${facts.nz.smc.medianWage} प्रति घंटा (कौशल स्तर 4 या 5 पर इसका ${facts.nz.smc.jobPay.lowerSkilled} गुना); और पंजीकरण, योग्यता या आय और न्यूज़ीलैंड में काम से ${facts.nz.smc.pointsRequired} ज़रूरी हैं: दोनों जाँचें।`,
        },
        link: {
          path: routes.nzSkilledMigrantCalculator.path,
          label: 'अपने Skilled Migrant अंक जाँचें',
          calculator: true,
        },
        source: facts.nz.smc.pointsRequired.source,
      },
      usH1b: {
        name: 'अमेरिका: H-1B',
        flag: 'us',
        needs: stated`बैचलर या उससे ऊँची डिग्री, और कोई अमेरिकी नियोक्ता जो आपका रजिस्ट्रेशन करे; USCIS रजिस्ट्रेशन का चयन ${facts.us.h1b.selection} पद्धति से करता है।`,
        reasons: {
          education: 'बैचलर या उससे ऊँची डिग्री, या उसके समकक्ष योग्यता ज़रूरी है।',
          offer: 'ज़रूरी है कि कोई अमेरिकी नियोक्ता आपका रजिस्ट्रेशन करे और आपके लिए petition (याचिका) दाख़िल करे।',
          selection: stated`आपका नियोक्ता आपका रजिस्ट्रेशन करता है; USCIS चयन ${facts.us.h1b.selection} पद्धति से करता है: जाँच करें।`,
        },
        link: { path: guide('united-states'), label: 'अमेरिका की गाइड पढ़ें', calculator: false },
        source: facts.us.h1b.selection.source,
      },
      canadaStudy: {
        name: 'कनाडा: स्टडी परमिट (study permit)',
        flag: 'ca',
        needs: studyNeeds,
        reasons: study,
        link: { path: guide('canada'), label: 'कनाडा की गाइड पढ़ें', calculator: false },
        source: facts.canada.study.fundsSingle.source,
      },
      australiaStudent: {
        name: 'ऑस्ट्रेलिया: Student वीज़ा (subclass 500)',
        flag: 'au',
        needs: studyNeeds,
        reasons: study,
        link: { path: guide('australia'), label: 'ऑस्ट्रेलिया की गाइड पढ़ें', calculator: false },
        source: facts.australia.student.financialCapacity.source,
      },
      ukStudent: {
        name: 'यूके: Student वीज़ा',
        flag: 'gb',
        needs: studyNeeds,
        reasons: study,
        link: { path: guide('united-kingdom'), label: 'यूके की गाइड पढ़ें', calculator: false },
        source: facts.uk.student.fundsLondon.source,
      },
      germanyStudy: {
        name: 'जर्मनी: स्टूडेंट वीज़ा',
        flag: 'de',
        needs: 'किसी जर्मन यूनिवर्सिटी में दाख़िला, ब्लॉक्ड अकाउंट (blocked account) में धनराशि, और कोर्स की भाषा।',
        reasons: study,
        link: { path: guide('germany'), label: 'जर्मनी की गाइड पढ़ें', calculator: false },
        source: facts.germany.study.blockedAccount.perMonth.source,
      },
      nzStudent: {
        name: 'न्यूज़ीलैंड: स्टूडेंट वीज़ा',
        flag: 'nz',
        needs: studyNeeds,
        reasons: study,
        link: { path: guide('new-zealand'), label: 'न्यूज़ीलैंड की गाइड पढ़ें', calculator: false },
        source: facts.nz.student.livingCosts.source,
      },
      usF1: {
        name: 'अमेरिका: F-1 स्टूडेंट वीज़ा',
        flag: 'us',
        needs: studyNeeds,
        reasons: study,
        link: { path: guide('united-states'), label: 'अमेरिका की गाइड पढ़ें', calculator: false },
        source: facts.us.opt.duration.source,
      },
    },
  },
  noScript:
    'फ़ाइंडर आपके जवाबों के साथ-साथ रास्तों को छाँटता है, जिसके लिए JavaScript ज़रूरी है। हर रास्ता और उसकी ज़रूरतें नीचे दी गई हैं, उसके कैलकुलेटर या गाइड के साथ।',
  table: {
    heading: 'रास्ते और हर एक की ज़रूरतें',
    lead: 'फ़ाइंडर जिन रास्तों को परखता है, उनमें से हर एक, उसकी ज़रूरतें, और वह आधिकारिक पेज जिससे उसका नियम लिया गया है।',
    source: 'आधिकारिक स्रोत',
  },
} as const satisfies Translation<typeof english>
