// Hindi copy of content/express-entry-draws.ts (glossary: content/i18n/glossary.ts).
import type {
  recentRoundsCopy as englishRecentRounds,
  roundTypeNames as englishRoundTypeNames,
} from '../express-entry-draws'
import { routes } from '../routes'
import type { Translation } from '../types'

export const roundTypeNames = {
  general: 'सभी प्रोग्राम (बिना श्रेणी)',
  cec: 'Canadian Experience Class (कनाडाई अनुभव वर्ग)',
  pnp: 'प्रांतीय नामांकन (PNP)',
  french: 'फ़्रेंच भाषा में दक्षता',
  healthcare: 'स्वास्थ्य सेवा और सामाजिक सेवाएँ',
  physicians: 'कनाडा में कार्य अनुभव वाले डॉक्टर',
  stem: 'STEM व्यवसाय',
  trade: 'ट्रेड (कारीगरी) व्यवसाय',
  education: 'शिक्षा से जुड़े व्यवसाय',
  transport: 'परिवहन से जुड़े व्यवसाय',
  research: 'शोधकर्ता',
  'senior-managers': 'कनाडा में कार्य अनुभव वाले वरिष्ठ प्रबंधक',
  military: 'कुशल सैन्य भर्ती',
  other: 'अन्य ड्रॉ',
} as const satisfies Translation<typeof englishRoundTypeNames>

export const recentRoundsCopy = {
  heading: 'हाल के ड्रॉ की तुलना में आपका स्कोर',
  lead: 'वे ड्रॉ जिनमें आपको आमंत्रण मिल सकता है, 1 जनवरी 2025 से {date} तक IRCC द्वारा प्रकाशित ड्रॉ में से।',
  met: {
    many: '{type} के पिछले {of} ड्रॉ में से {met} में आपका स्कोर {score} सबसे कम स्कोर तक पहुँचा।',
    lastMet: '{type} के एकमात्र ड्रॉ में आपका स्कोर {score} सबसे कम स्कोर तक पहुँचा।',
    lastMissed: '{type} के एकमात्र ड्रॉ में आपका स्कोर {score} सबसे कम स्कोर से नीचे था।',
  },
  latest: 'सबसे हाल का: {date}, सबसे कम स्कोर {lowest}।',
  none: '1 जनवरी 2025 से इस डेटा में {type} का कोई ड्रॉ नहीं है।',
  noneOpen:
    'आपके जवाबों के अनुसार, 1 जनवरी 2025 से हुआ कोई भी ड्रॉ आपके लिए खुला नहीं था: हर ड्रॉ में किसी एक प्रोग्राम या श्रेणी को आमंत्रित किया गया, जो नीचे उसकी ज़रूरी शर्त के साथ दिए गए हैं।',
  notInHeading: 'वे ड्रॉ जिनमें आप नहीं आते',
  reasons: {
    nomination: 'केवल उन उम्मीदवारों के लिए जिनके पास प्रांतीय या टेरिटोरियल नामांकन है।',
    'canadian-work': 'कनाडा में कम से कम एक साल का स्किल्ड (कुशल) कार्य अनुभव ज़रूरी है।',
    french: 'फ़्रेंच की चारों भाषा-क्षमताओं में NCLC {min} या उससे ऊपर ज़रूरी है।',
    occupation: 'इन व्यवसायों में कार्य अनुभव वाले उम्मीदवारों के लिए।',
    'occupation-in-canada': 'कनाडा में इन व्यवसायों में कार्य अनुभव वाले उम्मीदवारों के लिए।',
    military:
      'केवल उन विदेशी सैन्य सदस्यों के लिए जिन्हें Canadian Armed Forces (कनाडा की सेना) ने नौकरी का प्रस्ताव देकर भर्ती किया है।',
  },
  history:
    'पिछले कट-ऑफ़ इतिहास हैं, भविष्यवाणी नहीं: हर ड्रॉ का आकार और प्रकार IRCC तय करता है, और अगला सबसे कम स्कोर इससे ज़्यादा या कम हो सकता है। साथ ही, हर प्रोग्राम के अपने नियम भी लागू होते हैं।',
  allRounds: { label: 'हर ड्रॉ और उसका सबसे कम स्कोर', href: routes.expressEntryDraws.path },
} as const satisfies Translation<typeof englishRecentRounds>
