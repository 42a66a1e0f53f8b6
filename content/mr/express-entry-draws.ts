// Marathi copy of content/express-entry-draws.ts (glossary: content/i18n/glossary.ts).
import type {
  recentRoundsCopy as englishRecentRounds,
  roundTypeNames as englishRoundTypeNames,
} from '../express-entry-draws'
import { routes } from '../routes'
import type { Translation } from '../types'

export const roundTypeNames = {
  general: 'सर्व प्रोग्राम (कोणतीही श्रेणी नाही)',
  cec: 'Canadian Experience Class (कॅनेडियन अनुभव वर्ग)',
  pnp: 'प्रांतीय नामांकन (PNP)',
  french: 'फ्रेंच भाषेतील प्रावीण्य',
  healthcare: 'आरोग्य सेवा आणि सामाजिक सेवा',
  physicians: 'कॅनडामध्ये कामाचा अनुभव असलेले डॉक्टर',
  stem: 'STEM व्यवसाय',
  trade: 'ट्रेड (कारागिरी) व्यवसाय',
  education: 'शिक्षण क्षेत्रातील व्यवसाय',
  transport: 'वाहतूक क्षेत्रातील व्यवसाय',
  research: 'संशोधक',
  'senior-managers': 'कॅनडामध्ये कामाचा अनुभव असलेले वरिष्ठ व्यवस्थापक',
  military: 'कुशल लष्करी भरती',
  other: 'इतर ड्रॉ',
} as const satisfies Translation<typeof englishRoundTypeNames>

export const recentRoundsCopy = {
  heading: 'अलीकडच्या ड्रॉच्या तुलनेत तुमचा स्कोअर',
  lead: 'तुम्हाला आमंत्रण मिळू शकेल असे ड्रॉ, 1 जानेवारी 2025 पासून {date} पर्यंत IRCC ने प्रकाशित केलेल्या ड्रॉमधून.',
  met: {
    many: '{type} च्या गेल्या {of} ड्रॉपैकी {met} ड्रॉमध्ये तुमचा स्कोअर {score} सर्वात कमी स्कोअरपर्यंत पोहोचला.',
    lastMet: '{type} च्या एकमेव ड्रॉमध्ये तुमचा स्कोअर {score} सर्वात कमी स्कोअरपर्यंत पोहोचला.',
    lastMissed: '{type} च्या एकमेव ड्रॉमध्ये तुमचा स्कोअर {score} सर्वात कमी स्कोअरपेक्षा कमी होता.',
  },
  latest: 'सर्वात अलीकडचा: {date}, सर्वात कमी स्कोअर {lowest}.',
  none: '1 जानेवारी 2025 पासून या डेटामध्ये {type} चा एकही ड्रॉ नाही.',
  noneOpen:
    'तुम्ही दिलेल्या उत्तरांनुसार, 1 जानेवारी 2025 पासून झालेला कोणताही ड्रॉ तुमच्यासाठी खुला नव्हता: प्रत्येक ड्रॉमध्ये एखाद्या प्रोग्रामला किंवा श्रेणीला आमंत्रण दिले होते; ते खाली त्यांच्या अटींसह दिले आहेत.',
  notInHeading: 'तुम्ही ज्यांत येत नाही असे ड्रॉ',
  reasons: {
    nomination: 'फक्त प्रांतीय किंवा टेरिटोरियल नामांकन असलेल्या उमेदवारांसाठी.',
    'canadian-work': 'कॅनडामध्ये किमान एक वर्षाचा स्किल्ड (कुशल) कामाचा अनुभव आवश्यक.',
    french: 'फ्रेंचच्या चारही भाषा-क्षमतांमध्ये NCLC {min} किंवा त्याहून अधिक आवश्यक.',
    occupation: 'या व्यवसायांमध्ये कामाचा अनुभव असलेल्या उमेदवारांसाठी.',
    'occupation-in-canada': 'कॅनडामध्ये या व्यवसायांमध्ये कामाचा अनुभव असलेल्या उमेदवारांसाठी.',
    military: 'केवळ Canadian Armed Forces (कॅनडाचे सैन्य) ने नोकरीचा प्रस्ताव देऊन भरती केलेल्या परदेशी लष्करी सदस्यांसाठी.',
  },
  history:
    'मागील कट-ऑफ हा इतिहास आहे, अंदाज नाही: प्रत्येक ड्रॉचा आकार आणि प्रकार IRCC ठरवते, आणि पुढचा सर्वात कमी स्कोअर जास्त किंवा कमी असू शकतो. शिवाय, प्रत्येक प्रोग्रामचे स्वतःचे नियमही लागू होतात.',
  allRounds: { label: 'प्रत्येक ड्रॉ आणि त्याचा सर्वात कमी स्कोअर', href: routes.expressEntryDraws.path },
} as const satisfies Translation<typeof englishRecentRounds>
