// Hindi copy of content/fees.ts (glossary: content/i18n/glossary.ts).
import { about } from '../about'
import { facts } from '../facts'
import { stated } from '../facts/stated'
import type { fees as english, feeRoutes as englishRoutes } from '../fees'
import { routes } from '../routes'
import type { Translation } from '../types'

const { canada, australia, uk, germany, nz, us } = facts

export const feeRoutes = [
  {
    id: 'canada-express-entry',
    country: 'कनाडा',
    flag: 'ca',
    route: 'Express Entry से स्थायी निवास (PR)',
    fees: [
      { item: 'प्रोसेसिंग शुल्क, मुख्य आवेदक', fact: canada.fees.economicPrincipal },
      {
        item: 'स्थायी निवास के अधिकार का शुल्क (Right of Permanent Residence Fee), प्रति वयस्क',
        fact: canada.fees.rightOfPermanentResidence,
        note: 'मुख्य आवेदक और साथ आने वाले जीवनसाथी, दोनों में से हर एक इसे भरता है; बच्चे इसे नहीं भरते।',
      },
      { item: 'प्रोसेसिंग शुल्क, साथ आने वाले जीवनसाथी के लिए', fact: canada.fees.economicSpouse },
      { item: 'प्रोसेसिंग शुल्क, हर आश्रित बच्चे के लिए', fact: canada.fees.economicChild },
    ],
    extra:
      'बायोमेट्रिक्स, मेडिकल जाँच, पुलिस सर्टिफ़िकेट, भाषा परीक्षाओं और आपकी शिक्षा के मूल्यांकन का भुगतान अलग से होता है। धनराशि का प्रमाण (proof of funds) वह पैसा है जो आप दिखाते हैं, यह कोई शुल्क नहीं है।',
  },
  {
    id: 'australia-skilled',
    country: 'ऑस्ट्रेलिया',
    flag: 'au',
    route: 'Skilled वीज़ा 189, 190 और 491',
    fees: [
      {
        item: 'मूल आवेदन शुल्क (base application charge), मुख्य आवेदक: subclass 189',
        fact: australia.fees.skilledIndependentCharge,
      },
      {
        item: 'मूल आवेदन शुल्क (base application charge), मुख्य आवेदक: subclass 190 और 491',
        fact: australia.fees.skilledBaseCharge,
      },
    ],
    extra:
      'आवेदन में शामिल परिवार के हर सदस्य का अपना अलग शुल्क जुड़ता है। कौशल मूल्यांकन (skills assessment), अंग्रेज़ी परीक्षा और स्वास्थ्य जाँच का भुगतान अलग से होता है।',
  },
  {
    id: 'uk-skilled-worker',
    country: 'यूके',
    flag: 'gb',
    route: 'Skilled Worker वीज़ा',
    fees: [
      {
        item: 'यूके के बाहर से आवेदन शुल्क, 3 साल तक की नौकरी',
        fact: uk.fees.skilledWorkerUpTo3Years,
      },
      {
        item: 'यूके के बाहर से आवेदन शुल्क, 3 साल से ज़्यादा की नौकरी',
        fact: uk.fees.skilledWorkerOver3Years,
      },
      {
        item: 'Immigration Health Surcharge (स्वास्थ्य अधिभार), प्रति वयस्क प्रति वर्ष',
        fact: uk.ihs.adult,
        note: 'वीज़ा के हर साल के लिए पहले ही भरना होता है। Health and Care Worker वीज़ा के आवेदक इसे नहीं भरते।',
      },
    ],
    extra:
      'जीवनसाथी और बच्चे भी आवेदन शुल्क और सरचार्ज भरते हैं। स्पॉन्सरशिप सर्टिफ़िकेट (certificate of sponsorship) और Immigration Skills Charge का भुगतान आपका नियोक्ता करता है।',
  },
  {
    id: 'germany-opportunity-card',
    country: 'जर्मनी',
    flag: 'de',
    route: 'Opportunity Card (Chancenkarte)',
    fees: [
      { item: 'राष्ट्रीय वीज़ा शुल्क, प्रति वयस्क', fact: germany.visa.nationalFee },
      {
        item: 'दिखाने के लिए धनराशि, आपके प्रवास के हर महीने के लिए',
        fact: germany.opportunityCard.fundsPerMonth,
        note: stated`यह वह पैसा है जो आप दिखाते हैं, उदाहरण के लिए ब्लॉक्ड अकाउंट में, कोई शुल्क नहीं: अधिकतम ${facts.germany.opportunityCard.maxStay} तक के प्रवास के लिए।`,
      },
    ],
    extra: 'प्रमाणित अनुवाद, आपकी डिग्री के मूल्यांकन और आपके भाषा सर्टिफ़िकेट का भुगतान अलग से होता है।',
  },
  {
    id: 'nz-skilled-migrant',
    country: 'न्यूज़ीलैंड',
    flag: 'nz',
    route: 'Skilled Migrant Category रेज़िडेंट वीज़ा',
    fees: [{ item: 'आवेदन शुल्क और इमिग्रेशन लेवी (immigration levy)', fact: nz.fees.smcResidence }],
    extra:
      'मेडिकल जाँच, पुलिस सर्टिफ़िकेट, अंग्रेज़ी परीक्षा और आपकी योग्यता (qualification) के मूल्यांकन का भुगतान अलग से होता है।',
  },
  {
    id: 'us-h1b',
    country: 'अमेरिका',
    flag: 'us',
    route: 'H-1B specialty occupation वीज़ा',
    fees: [
      { item: 'वार्षिक चयन के लिए रजिस्ट्रेशन', fact: us.h1b.registrationFee },
      {
        item: 'पिटीशन फ़ाइलिंग शुल्क (Form I-129)',
        fact: us.h1b.petitionFee,
        note: '25 या उससे कम पूर्णकालिक कर्मचारियों वाले नियोक्ताओं के लिए कम।',
      },
      {
        item: 'ट्रेनिंग शुल्क (ACWIA)',
        fact: us.h1b.trainingFee,
        note: '25 या उससे कम पूर्णकालिक कर्मचारियों वाले नियोक्ताओं के लिए आधा; विश्वविद्यालयों और कुछ अन्य को छूट है।',
      },
      {
        item: 'धोखाधड़ी की रोकथाम और पहचान का शुल्क (Fraud Prevention and Detection Fee)',
        fact: us.h1b.fraudFee,
      },
      {
        item: 'Asylum Program Fee (शरण कार्यक्रम शुल्क)',
        fact: us.h1b.asylumProgramFee,
        note: 'छोटे नियोक्ताओं के लिए कम; गैर-लाभकारी (non-profit) संस्थाओं के लिए कोई शुल्क नहीं।',
      },
      {
        item: '19 सितंबर 2025 की घोषणा (proclamation) के तहत भुगतान',
        fact: us.h1b.proclamationPayment,
        note: stated`अमेरिका के बाहर के कर्मचारियों के लिए नई पिटीशन पर। इसकी पहली अवधि ${facts.us.h1b.proclamationTerm} थी, ${facts.us.h1b.proclamationTermEnded} तक, और अदालतों ने इस पर पक्ष और विपक्ष, दोनों में फ़ैसले दिए हैं। क्या इसे आगे बढ़ाया गया, और क्या USCIS अब इसे वसूलता है, इसकी पुष्टि हम किसी आधिकारिक पेज पर नहीं कर सके: फ़ाइल करने से पहले USCIS पर जाँच लें।`,
      },
    ],
    extra: 'पिटीशन फ़ाइल करने वाला नियोक्ता ये शुल्क भरता है। इसके बाद कर्मचारी अमेरिकी कॉन्सुलेट में वीज़ा शुल्क भरता है।',
  },
] as const satisfies Translation<typeof englishRoutes>

export const fees = {
  hero: {
    heading: 'शुल्क: आपके वीज़ा पर कितना ख़र्च आएगा',
    lead: 'वीज़ा में दो तरह का पैसा लगता है: सरकारी शुल्क, जो आप सरकार को देते हैं, और हमारा शुल्क, जो हमारे काम के लिए है। यहाँ मुख्य रूट्स के सरकारी शुल्क दिए गए हैं, हर एक के साथ वह तारीख़ जिससे वह लागू हुआ और वह आधिकारिक पेज जहाँ से वह लिया गया है, और यह भी कि हम अपने काम का शुल्क कैसे लेते हैं।',
  },
  government: {
    id: 'government-fees',
    heading: 'मुख्य रूट्स के सरकारी शुल्क',
    lead: 'हर सरकार कितना शुल्क लेती है, प्रति व्यक्ति, जब तक पंक्ति में कुछ और न लिखा हो। ये शुल्क आप सीधे सरकार को देते हैं; ये कभी हमारे शुल्क का हिस्सा नहीं होते।',
    caption: 'सरकारी शुल्क:',
    columns: { fee: 'शुल्क', amount: 'राशि', from: 'कब से लागू' },
    unconfirmed: 'मौजूदा राशि की पुष्टि नहीं',
    lastKnown: (amount) => `आख़िरी ज्ञात राशि: ${amount}`,
    replaced: (until) => `${until} तक। अभी लागू शुल्क आधिकारिक पेज पर है:`,
    official: 'आधिकारिक पेज',
    reports: 'रिपोर्ट करने वाले स्रोत (जहाँ आधिकारिक पेज से अकेले राशि की पुष्टि नहीं हो सकी)',
    lastReviewed: 'पिछली समीक्षा',
    closing:
      'शुल्क बदलते रहते हैं, अक्सर हर साल, और जहाँ हमारी जानकारी आधिकारिक पेज से अलग हो, वहाँ आधिकारिक पेज सही है। भुगतान के दिन उसे ज़रूर जाँच लें, जैसे हम आपके लिए कुछ भी फ़ाइल करने से पहले जाँचते हैं।',
  },
  ours: {
    id: 'our-fees',
    heading: 'हमारा शुल्क',
    lead: 'आप हमें जो भुगतान करते हैं, वह हमारे काम के लिए है: आपकी प्रोफ़ाइल का आकलन, आपके रूट की योजना बनाना और आपके साथ मिलकर आपका आवेदन तैयार करना।',
    points: [
      'आपका पहला 30 मिनट का परामर्श मुफ़्त है, बिना किसी बाध्यता के।',
      'हमें कोई भी भुगतान करने से पहले हम आपको अपना शुल्क लिखित में देते हैं: इसमें क्या शामिल है, क्या नहीं, और हर हिस्सा कब देना है।',
      'सरकारी शुल्क सरकार को जाता है, और आप सरकार की अपनी रसीद देखते हैं। हम इसे कभी अपने शुल्क में नहीं मिलाते और न ही इसे अपना शुल्क बताकर पेश करते हैं।',
      'परीक्षाओं, मेडिकल जाँच, अनुवाद और मूल्यांकन का भुगतान उन्हें होता है जो ये सेवाएँ देते हैं, और आपके निर्णय लेने से पहले हम आपको हर ख़र्च बता देते हैं।',
    ],
    published: { heading: 'हमारा प्रोफ़ेशनल शुल्क', from: 'न्यूनतम' },
    advisers: {
      href: `${routes.about.path}#${about.advisers.id}`,
      label: 'हर देश के वीज़ा पर आपको कौन सलाह दे सकता है, और किसी सलाहकार का लाइसेंस कैसे जाँचें',
    },
  },
  guarantee: {
    id: 'no-guarantee',
    heading: 'कोई भी वीज़ा की गारंटी नहीं दे सकता',
    paragraphs: [
      'कोई भी आपको वीज़ा की गारंटी नहीं दे सकता: न हम, न कोई सलाहकार, न कोई वकील। निर्णय उस देश की सरकार का होता है जहाँ आप आवेदन करते हैं, और वह यह निर्णय आपके आवेदन, आपके दस्तावेज़ों और अपने नियमों के आधार पर लेती है।',
      'हम जिसका वादा कर सकते हैं, वह है सावधानी से किया गया आकलन, आपकी संभावनाओं पर साफ़ सलाह और एक पूरा, सटीक आवेदन। अगर कोई आपको गारंटी वाला वीज़ा देने की पेशकश करे, या मंज़ूरी पक्की करने के लिए और पैसे माँगे, तो उससे दूर रहें।',
    ],
  },
  cta: {
    heading: 'शुरू करने से पहले जानें कि आपको कितना भुगतान करना होगा',
    body: '30 मिनट का मुफ़्त परामर्श बुक करें: हम आपको लिखित में बताएँगे कि आपके रूट में कौन-से शुल्क लगते हैं और उस पर हमारे काम का कितना शुल्क होगा।',
    label: 'मुफ़्त परामर्श बुक करें',
  },
} as const satisfies Translation<typeof english>
