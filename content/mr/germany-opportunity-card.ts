// Marathi copy of content/germany-opportunity-card.ts (glossary: content/i18n/glossary.ts).

import { messagesFor } from '../../lib/messages'
import { facts } from '../facts'
import { asOf, stated } from '../facts/stated'
import { feesHref } from '../fees'
import type { germanyOpportunityCard as english } from '../germany-opportunity-card'
import { routeTrail } from '../routes'
import type { Translation } from '../types'

const card = facts.germany.opportunityCard

export const germanyOpportunityCard = {
  breadcrumb: routeTrail(messagesFor('mr'), 'home', 'countries', 'germanyOpportunityCardCalculator'),
  hero: {
    eyebrow: 'जर्मनी · Chancenkarte',
    heading: 'Opportunity Card कॅल्क्युलेटर',
    lead: stated`जर्मनीत ${card.maxStay} पर्यंत नोकरी शोधण्यासाठी तुम्हाला जर्मनीचे Opportunity Card मिळू शकते का ते तपासा: आधी मूलभूत अटी, मग गुणांची गरज नसलेला मार्ग, आणि तसे नसल्यास ${card.pointsNeeded} च्या किमान मर्यादेशी तुलना करून तुमचे गुण.`,
  },
  calculator: {
    heading: 'तुमचे Opportunity Card तपासा',
    lead: 'तुम्ही उत्तरे देत जाल तसा तुमचा निकाल बदलत जातो. तुम्ही ज्या दिवशी अर्ज कराल त्या दिवसानुसार उत्तरे द्या: वय आणि अनुभव त्याच दिवशी मोजले जातात.',
    qualification: {
      legend: 'तुमची अर्हता',
      hint: 'विद्यापीठाची पदवी, किंवा किमान दोन वर्षांचे व्यावसायिक प्रशिक्षण (vocational training). जर्मनीतील मान्यतेचा निर्णय संबंधित प्राधिकरण घेते (पदवीसाठी anabin किंवा ZAB).',
      options: {
        none: 'पदवी नाही, आणि दोन वर्षे किंवा त्याहून अधिक कालावधीचे व्यावसायिक प्रशिक्षणही नाही',
        foreign: 'जिथे मिळवली त्या देशात सरकारी मान्यता आहे; जर्मनीत (अद्याप) नाही',
        partial:
          'जर्मनीत अंशतः मान्यता: प्राधिकरणाने अनुकूलन किंवा भरपाई उपाय (adaptation or compensation measures), किंवा परवान्यासाठी अधिक प्रशिक्षण मागितले आहे',
        full: 'जर्मनीत पूर्ण मान्यता, किंवा जर्मनीतील पदवी किंवा व्यावसायिक अर्हता',
      },
    },
    german: {
      label: 'तुमची जर्मन भाषेची पातळी (CEFR, प्रमाणपत्रासह)',
      options: {
        none: 'काहीही नाही, किंवा A1 पेक्षा कमी',
        a1: 'A1',
        a2: 'A2',
        b1: 'B1',
        b2: 'B2 किंवा त्याहून अधिक',
      },
    },
    english: {
      label: 'तुमची इंग्रजी भाषेची पातळी (CEFR, प्रमाणपत्रासह)',
      options: {
        none: 'B2 पेक्षा कमी, किंवा काहीही नाही',
        b2: 'B2',
        c1: 'C1 किंवा त्याहून अधिक, किंवा इंग्रजी तुमची मातृभाषा आहे',
      },
    },
    experience: {
      label: 'तुमच्या अर्हतेच्या क्षेत्रातील कामाचा अनुभव',
      hint: 'अर्हता मिळवल्यानंतरचाच अनुभव मोजला जातो.',
      options: {
        none: 'मागील पाच वर्षांत दोन वर्षांपेक्षा कमी',
        '2in5': 'मागील पाच वर्षांत किमान दोन वर्षे',
        '5in7': 'मागील सात वर्षांत किमान पाच वर्षे',
      },
    },
    age: { label: 'अर्ज करतानाचे तुमचे वय', min: '18 किंवा त्याहून कमी', max: '70 किंवा त्याहून अधिक' },
    flags: {
      legend: 'याशिवाय (लागू असलेल्या सर्व पर्यायांवर टिक करा)',
      options: {
        shortage: 'माझी अर्हता अशा व्यवसायातील आहे ज्यात जर्मनीत कुशल कामगारांची कमतरता आहे',
        stay: 'मागील पाच वर्षांत माझे जर्मनीत सलग सहा महिने किंवा त्याहून अधिक काळ कायदेशीर वास्तव्य झाले आहे, पर्यटक म्हणून नाही',
        partner: 'माझ्या जोडीदाराच्याही सर्व आवश्यक अटी पूर्ण होतात आणि जोडीदार माझ्यासोबत अर्ज करत आहे',
        funds: stated`माझ्या वास्तव्यासाठी दरमहा ${card.fundsPerMonth} दाखवणे मला शक्य आहे, म्हणजे ${asOf(card.fundsPerMonth)} पासून ठरलेली रक्कम (उदाहरणार्थ ब्लॉक्ड अकाउंटमध्ये)`,
      },
    },
    result: {
      heading: 'तुमचे Opportunity Card गुण',
      outOf: '(आवश्यक: {minimum})',
      withoutPoints:
        'गुणांशिवाय पात्र: जर्मनीत पूर्ण मान्यता असलेल्या अर्हतेसह तुम्ही कुशल कामगार (skilled worker) म्हणून अर्ज करता आणि तुम्हाला गुणांची गरज नाही.',
      withPoints: '{total} गुणांसह पात्र: किमान {minimum} आवश्यक आहेत.',
      notEligible: 'अद्याप पात्र नाही. काय कमी आहे:',
      missing: {
        qualification:
          'पदवी, किंवा किमान दोन वर्षांचे व्यावसायिक प्रशिक्षण, ज्याला ते मिळवलेल्या देशात सरकारी मान्यता आहे (किंवा जर्मनीत अंशतः मान्यता).',
        language: 'A1 पातळीचे जर्मन किंवा B2 पातळीचे इंग्रजी, प्रमाणपत्रासह.',
        funds: stated`राहण्याच्या खर्चाची तरतूद: तुमच्या वास्तव्यासाठी दरमहा ${card.fundsPerMonth} (${asOf(card.fundsPerMonth)} पासून ठरलेली रक्कम; सध्याच्या रकमेची पुष्टी जर्मन मिशन, म्हणजे दूतावास किंवा कॉन्सुलेट, करते), उदाहरणार्थ ब्लॉक्ड अकाउंटमध्ये.`,
        points: {
          one: '{minimum} पर्यंत पोहोचण्यासाठी आणखी {short} गुण.',
          other: '{minimum} पर्यंत पोहोचण्यासाठी आणखी {short} गुण.',
        },
      },
      pointsNote: 'पूर्ण मान्यता असल्यास गुण मोजले जात नाहीत; ते फक्त तुमच्या माहितीसाठी दाखवले आहेत.',
      lines: {
        partialRecognition: 'जर्मनीत अंशतः मान्यता',
        german: 'जर्मन',
        english: 'इंग्रजी C1',
        experience: 'कामाचा अनुभव',
        shortage: 'कमतरता असलेला व्यवसाय',
        age: 'वय',
        stay: 'जर्मनीतील पूर्वीचे वास्तव्य',
        partner: 'सोबत अर्ज करणारा जोडीदार',
      },
      estimate:
        'हा तुमच्या स्वतःच्या उत्तरांवर आधारित अंदाज आहे, मूल्यांकन नाही. निर्णय जर्मन मिशन तुमच्या कागदपत्रांच्या आधारे घेते: गुणांमुळे तुम्ही अर्ज करण्यास पात्र ठरता, पण कार्ड मिळेलच याची खात्री नसते.',
    },
    enquiry: {
      label: 'या निकालाचे मोफत मूल्यांकन मिळवा',
      lead: 'आमचे सल्लागार तुमच्यासोबत तुमची अर्हता, तुमची कागदपत्रे आणि मान्यतेच्या प्रक्रियेचे टप्पे तपासतात.',
      immigrationType: 'Work Visa',
      summary: 'Opportunity Card तपासणी: {verdict} ({total} गुण, {minimum} आवश्यक).',
      answers: 'माझी उत्तरे: {answers}.',
      linkLead: 'माझ्या निकालाची लिंक:',
      fees: { href: feesHref('germany-opportunity-card'), label: 'Opportunity Card साठी किती खर्च येतो' },
      verdicts: {
        'without-points': 'गुणांशिवाय पात्र (पूर्ण मान्यता)',
        'with-points': 'गुणांसह पात्र',
        'not-eligible': 'अद्याप पात्र नाही',
      },
      labels: {
        qualification: 'अर्हता',
        german: 'जर्मन',
        english: 'इंग्रजी',
        experience: 'अनुभव',
        age: 'वय',
        shortage: 'कमतरता असलेला व्यवसाय',
        stay: 'जर्मनीतील पूर्वीचे वास्तव्य',
        partner: 'सोबत अर्ज करणारा जोडीदार',
        funds: 'आवश्यक रक्कम दाखवण्याची क्षमता',
      },
      yes: 'होय',
      no: 'नाही',
    },
    whatsApp: {
      label: 'हे WhatsApp वर सल्लागाराला पाठवा',
      lead: 'नमस्कार, मी तुमच्या वेबसाइटवर जर्मनीचे Opportunity Card तपासले: {verdict}, आवश्यक {minimum} पैकी {total} गुण.',
    },
    runningTotal: 'तुमचे गुण',
  },
  grid: {
    heading: 'अधिकृत गुण तक्ता',
    lead: stated`जर्मनीच्या निवास कायद्यातील (Residence Act) तक्ता (कलम 20a आणि 20b, ${asOf(card.points.partialRecognition)} पासून लागू). प्रत्येक तक्त्यात फक्त सर्वोच्च ओळ मोजली जाते; एकूण तुम्हाला ${card.pointsNeeded} आवश्यक आहेत.`,
    prerequisites: {
      heading: 'कोणताही गुण मोजण्यापूर्वी',
      items: [
        stated`तुम्हाला या सर्वांची आवश्यकता आहे: ${card.prerequisites}.`,
        'जर्मनीत पूर्ण मान्यता असलेल्या अर्हतेला गुणांची गरज नाही: तुम्ही आवश्यक रकमेसह कुशल कामगार (skilled worker) म्हणून अर्ज करता.',
        'जर्मनीतील अंशतः मान्यता, अर्हता ज्या देशात मिळवली तिथल्या मान्यतेची जागा घेते.',
        stated`अन्यथा तुम्हाला खालील तक्त्यांमधून किमान ${card.pointsNeeded} आवश्यक आहेत.`,
      ],
    },
    tables: {
      qualification: 'अर्हता',
      german: 'जर्मन (सर्वोच्च पातळी मोजली जाते)',
      english: 'इंग्रजी',
      experience: 'कामाचा अनुभव (जो जास्त, तोच मोजला जातो)',
      age: 'अर्ज करतानाचे वय',
      other: 'इतर गुण',
    },
    rows: {
      partialRecognition: 'जर्मनीत अंशतः मान्यता (अनुकूलन किंवा भरपाई उपाय आवश्यक)',
      shortage: 'कमतरता असलेल्या व्यवसायातील अर्हता',
      german: { a2: 'A2', b1: 'B1', b2: 'B2 किंवा त्याहून अधिक' },
      englishC1: 'C1 किंवा त्याहून अधिक, किंवा इंग्रजी मातृभाषा',
      experience: {
        '2in5': 'मागील 5 वर्षांत किमान 2 वर्षे',
        '5in7': 'मागील 7 वर्षांत किमान 5 वर्षे',
      },
      ageUnder: '{under} पेक्षा कमी',
      ageFrom: '{from} ते {to}',
      stay: 'मागील पाच वर्षांत जर्मनीत सहा महिने किंवा अधिक (पर्यटक म्हणून नाही)',
      partner: 'तुमच्यासोबत अर्ज करणारा जोडीदार, जो स्वतःही पात्र आहे',
    },
  },
} as const satisfies Translation<typeof english>
