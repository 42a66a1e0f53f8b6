// Hindi copy of content/germany-opportunity-card.ts (glossary: content/i18n/glossary.ts).

import { messagesFor } from '../../lib/messages'
import { facts } from '../facts'
import { asOf, stated } from '../facts/stated'
import { feesHref } from '../fees'
import type { germanyOpportunityCard as english } from '../germany-opportunity-card'
import { routeTrail } from '../routes'
import type { Translation } from '../types'

const card = facts.germany.opportunityCard

export const germanyOpportunityCard = {
  breadcrumb: routeTrail(messagesFor('hi'), 'home', 'countries', 'germanyOpportunityCardCalculator'),
  hero: {
    eyebrow: 'जर्मनी · Chancenkarte',
    heading: 'Opportunity Card कैलकुलेटर',
    lead: stated`जाँचिए कि क्या आपको जर्मनी का Opportunity Card मिल सकता है, जिससे आप वहाँ ${card.maxStay} तक काम ढूँढ सकते हैं: पहले बुनियादी शर्तें, फिर वह रास्ता जिसमें अंकों की ज़रूरत नहीं, और नहीं तो ${card.pointsNeeded} के न्यूनतम के मुक़ाबले आपके अंक।`,
  },
  calculator: {
    heading: 'अपना Opportunity Card जाँचिए',
    lead: 'जैसे-जैसे आप उत्तर देते हैं, आपका परिणाम बदलता जाता है। उत्तर उस दिन के हिसाब से दीजिए जिस दिन आप आवेदन करेंगे: उम्र और अनुभव उसी दिन के हिसाब से गिने जाते हैं।',
    qualification: {
      legend: 'आपकी योग्यता',
      hint: 'विश्वविद्यालय की डिग्री, या कम से कम दो साल का व्यावसायिक प्रशिक्षण (vocational training)। जर्मनी में मान्यता का फ़ैसला ज़िम्मेदार प्राधिकरण करता है (डिग्री के लिए anabin या ZAB)।',
      options: {
        none: 'कोई डिग्री नहीं, और दो साल या उससे अधिक का व्यावसायिक प्रशिक्षण भी नहीं',
        foreign: 'जिस देश में प्राप्त की, वहाँ सरकारी मान्यता है; जर्मनी में (अभी) नहीं',
        partial:
          'जर्मनी में आंशिक मान्यता: प्राधिकरण ने अनुकूलन या क्षतिपूर्ति उपाय (adaptation or compensation measures) माँगे हैं, या लाइसेंस के लिए और प्रशिक्षण माँगा है',
        full: 'जर्मनी में पूरी मान्यता, या जर्मनी की डिग्री या व्यावसायिक योग्यता',
      },
    },
    german: {
      label: 'आपका जर्मन भाषा स्तर (CEFR, प्रमाणपत्र सहित)',
      options: { none: 'कोई नहीं, या A1 से कम', a1: 'A1', a2: 'A2', b1: 'B1', b2: 'B2 या उससे ऊपर' },
    },
    english: {
      label: 'आपका अंग्रेज़ी भाषा स्तर (CEFR, प्रमाणपत्र सहित)',
      options: {
        none: 'B2 से कम, या कोई नहीं',
        b2: 'B2',
        c1: 'C1 या उससे ऊपर, या अंग्रेज़ी आपकी मातृभाषा है',
      },
    },
    experience: {
      label: 'आपकी योग्यता के क्षेत्र में कार्य अनुभव',
      hint: 'योग्यता प्राप्त करने के बाद का अनुभव ही गिना जाता है।',
      options: {
        none: 'पिछले पाँच साल में दो साल से कम',
        '2in5': 'पिछले पाँच साल में कम से कम दो साल',
        '5in7': 'पिछले सात साल में कम से कम पाँच साल',
      },
    },
    age: { label: 'आवेदन के समय आपकी उम्र', min: '18 या उससे कम', max: '70 या उससे अधिक' },
    flags: {
      legend: 'इसके अलावा (जो भी लागू हों, सब पर टिक करें)',
      options: {
        shortage: 'मेरी योग्यता ऐसे व्यवसाय की है जिसमें जर्मनी में कुशल कामगारों की कमी है',
        stay: 'पिछले पाँच साल में जर्मनी में मेरा लगातार छह महीने या उससे अधिक का वैध निवास रहा है, पर्यटक के रूप में नहीं',
        partner: 'मेरे जीवनसाथी की भी सभी ज़रूरी शर्तें पूरी होती हैं, और वे मेरे साथ आवेदन में शामिल हैं',
        funds: stated`अपने प्रवास के लिए हर महीने ${card.fundsPerMonth} दिखाना मेरे लिए संभव है, यानी ${asOf(card.fundsPerMonth)} से तय राशि (उदाहरण के लिए ब्लॉक्ड अकाउंट में)`,
      },
    },
    result: {
      heading: 'आपके Opportunity Card अंक',
      outOf: '(ज़रूरी: {minimum})',
      withoutPoints:
        'अंकों के बिना पात्र: जर्मनी में पूरी मान्यता वाली योग्यता के साथ आप कुशल कामगार (skilled worker) के रूप में आवेदन करते हैं और आपको अंकों की ज़रूरत नहीं है।',
      withPoints: '{total} अंकों के साथ पात्र: न्यूनतम {minimum} है।',
      notEligible: 'अभी पात्र नहीं। क्या कमी है:',
      missing: {
        qualification:
          'डिग्री, या कम से कम दो साल का व्यावसायिक प्रशिक्षण, जिसे उस देश में सरकारी मान्यता मिली हो जहाँ आपने इसे प्राप्त किया (या जर्मनी में आंशिक मान्यता)।',
        language: 'A1 स्तर की जर्मन या B2 स्तर की अंग्रेज़ी, प्रमाणपत्र के साथ।',
        funds: stated`गुज़ारे के साधन: आपके प्रवास के लिए हर महीने ${card.fundsPerMonth} (${asOf(card.fundsPerMonth)} से तय राशि; मौजूदा राशि की पुष्टि जर्मन मिशन, यानी दूतावास या कॉन्सुलेट, करता है), उदाहरण के लिए ब्लॉक्ड अकाउंट में।`,
        points: {
          one: '{minimum} तक पहुँचने के लिए {short} और अंक।',
          other: '{minimum} तक पहुँचने के लिए {short} और अंक।',
        },
      },
      pointsNote: 'पूरी मान्यता होने पर अंक नहीं गिने जाते; वे केवल आपकी जानकारी के लिए दिखाए गए हैं।',
      lines: {
        partialRecognition: 'जर्मनी में आंशिक मान्यता',
        german: 'जर्मन',
        english: 'अंग्रेज़ी C1',
        experience: 'कार्य अनुभव',
        shortage: 'कमी वाला व्यवसाय',
        age: 'उम्र',
        stay: 'जर्मनी में पहले का प्रवास',
        partner: 'साथ आवेदन करने वाले जीवनसाथी',
      },
      estimate:
        'यह आपके अपने उत्तरों पर आधारित एक अनुमान है, आकलन नहीं। फ़ैसला जर्मन मिशन आपके दस्तावेज़ों के आधार पर करता है: अंकों से आप आवेदन करने के पात्र बनते हैं, पर कार्ड मिलना तय नहीं होता।',
    },
    enquiry: {
      label: 'इस परिणाम का मुफ़्त आकलन पाएँ',
      lead: 'हमारे सलाहकार आपके साथ आपकी योग्यता, आपके दस्तावेज़ और मान्यता की प्रक्रिया के चरण जाँचते हैं।',
      immigrationType: 'Work Visa',
      summary: 'Opportunity Card जाँच: {verdict} ({total} अंक, {minimum} ज़रूरी)।',
      answers: 'मेरे उत्तर: {answers}।',
      linkLead: 'मेरे परिणाम का लिंक:',
      fees: { href: feesHref('germany-opportunity-card'), label: 'Opportunity Card पर कितना ख़र्च आता है' },
      verdicts: {
        'without-points': 'अंकों के बिना पात्र (पूरी मान्यता)',
        'with-points': 'अंकों के साथ पात्र',
        'not-eligible': 'अभी पात्र नहीं',
      },
      labels: {
        qualification: 'योग्यता',
        german: 'जर्मन',
        english: 'अंग्रेज़ी',
        experience: 'अनुभव',
        age: 'उम्र',
        shortage: 'कमी वाला व्यवसाय',
        stay: 'जर्मनी में पहले का प्रवास',
        partner: 'साथ आवेदन करने वाले जीवनसाथी',
        funds: 'ज़रूरी राशि दिखाने की क्षमता',
      },
      yes: 'हाँ',
      no: 'नहीं',
    },
    whatsApp: {
      label: 'इसे WhatsApp पर सलाहकार को भेजें',
      lead: 'नमस्ते, मैंने आपकी वेबसाइट पर जर्मनी का Opportunity Card जाँचा: {verdict}, ज़रूरी {minimum} में से {total} अंक।',
    },
    runningTotal: 'आपके अंक',
  },
  grid: {
    heading: 'आधिकारिक अंक तालिका',
    lead: stated`जर्मनी के निवास क़ानून (Residence Act) की तालिका (धारा 20a और 20b, ${asOf(card.points.partialRecognition)} से लागू)। हर तालिका में केवल सबसे ऊँची पंक्ति गिनी जाती है; कुल मिलाकर आपको ${card.pointsNeeded} चाहिए।`,
    prerequisites: {
      heading: 'कोई भी अंक गिने जाने से पहले',
      items: [
        stated`आपको इन सबकी ज़रूरत है: ${card.prerequisites}।`,
        'जर्मनी में पूरी मान्यता वाली योग्यता के लिए अंकों की ज़रूरत नहीं: आप ज़रूरी राशि के साथ कुशल कामगार (skilled worker) के रूप में आवेदन करते हैं।',
        'जर्मनी में आंशिक मान्यता, उस देश की मान्यता की जगह ले लेती है जहाँ योग्यता प्राप्त की गई थी।',
        stated`अन्यथा आपको नीचे की तालिकाओं से कम से कम ${card.pointsNeeded} चाहिए।`,
      ],
    },
    tables: {
      qualification: 'योग्यता',
      german: 'जर्मन (सबसे ऊँचा स्तर गिना जाता है)',
      english: 'अंग्रेज़ी',
      experience: 'कार्य अनुभव (जो अधिक हो, वही गिना जाता है)',
      age: 'आवेदन के समय उम्र',
      other: 'अन्य अंक',
    },
    rows: {
      partialRecognition: 'जर्मनी में आंशिक मान्यता (अनुकूलन या क्षतिपूर्ति उपाय ज़रूरी)',
      shortage: 'कमी वाले व्यवसाय में योग्यता',
      german: { a2: 'A2', b1: 'B1', b2: 'B2 या उससे ऊपर' },
      englishC1: 'C1 या उससे ऊपर, या अंग्रेज़ी मातृभाषा',
      experience: {
        '2in5': 'पिछले 5 साल में कम से कम 2 साल',
        '5in7': 'पिछले 7 साल में कम से कम 5 साल',
      },
      ageUnder: '{under} से कम',
      ageFrom: '{from} से {to}',
      stay: 'पिछले पाँच साल में जर्मनी में छह महीने या उससे अधिक (पर्यटक के रूप में नहीं)',
      partner: 'आपके साथ आवेदन करने वाले जीवनसाथी, जो ख़ुद भी पात्र हों',
    },
  },
} as const satisfies Translation<typeof english>
