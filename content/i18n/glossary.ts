// The words every Hindi and Marathi page uses for the site's recurring terms, so that the two
// translations stay consistent with each other and with themselves. Programme names, acronyms and
// test names stay in English (Latin script) where Indian readers and the official forms use them;
// common English loanwords are written in Devanagari as they are said.

export interface GlossaryEntry {
  en: string
  hi: string
  mr: string
  /** Why the term is written as it is. */
  note?: string
  /** The Hindi word is also Marathi in another sense, so the Marathi copy may use it (tests/unit/glossary.test.ts). */
  hindiWordIsMarathiToo?: true
}

const keptInEnglish = 'kept as the official name, which readers match against forms and letters'

export const glossary = [
  { en: 'visa', hi: 'वीज़ा', mr: 'व्हिसा', note: 'the English word, as it is said' },
  { en: 'PR (permanent residency)', hi: 'PR (स्थायी निवास)', mr: 'PR (कायम निवास)' },
  { en: 'Express Entry', hi: 'Express Entry', mr: 'Express Entry', note: keptInEnglish },
  { en: 'CRS score', hi: 'CRS स्कोर', mr: 'CRS स्कोअर' },
  { en: 'IELTS, CELPIP, PTE, TOEFL, TEF, TCF', hi: 'IELTS…', mr: 'IELTS…', note: keptInEnglish },
  {
    en: 'Skilled Worker, Opportunity Card, Blue Card, Skilled Migrant Category',
    hi: 'Skilled Worker…',
    mr: 'Skilled Worker…',
    note: keptInEnglish,
  },
  {
    en: 'subclass 189 / 190 / 491',
    hi: 'subclass 189 / 190 / 491',
    mr: 'subclass 189 / 190 / 491',
    note: keptInEnglish,
  },
  { en: 'provincial nomination (PNP)', hi: 'प्रांतीय नामांकन (PNP)', mr: 'प्रांतीय नामांकन (PNP)' },
  { en: 'invitation to apply (ITA)', hi: 'आवेदन का आमंत्रण (ITA)', mr: 'अर्जाचे आमंत्रण (ITA)' },
  { en: 'round / draw', hi: 'ड्रॉ', mr: 'ड्रॉ' },
  {
    en: 'points',
    hi: 'अंक',
    mr: 'गुण',
    note: 'अंक is also Marathi, for a digit (10 अंकी नंबर)',
    hindiWordIsMarathiToo: true,
  },
  { en: 'score', hi: 'स्कोर', mr: 'स्कोअर' },
  { en: 'calculator', hi: 'कैलकुलेटर', mr: 'कॅल्क्युलेटर' },
  { en: 'eligibility', hi: 'पात्रता', mr: 'पात्रता' },
  { en: 'immigration', hi: 'इमिग्रेशन', mr: 'इमिग्रेशन' },
  { en: 'consultant', hi: 'सलाहकार', mr: 'सल्लागार' },
  { en: 'consultation', hi: 'परामर्श', mr: 'सल्लामसलत' },
  { en: 'free consultation', hi: 'मुफ़्त परामर्श', mr: 'मोफत सल्लामसलत' },
  { en: 'enquiry', hi: 'पूछताछ', mr: 'चौकशी' },
  { en: 'application', hi: 'आवेदन', mr: 'अर्ज' },
  { en: 'to apply', hi: 'आवेदन करना', mr: 'अर्ज करणे' },
  { en: 'government fee', hi: 'सरकारी शुल्क', mr: 'सरकारी शुल्क' },
  { en: 'fee', hi: 'शुल्क', mr: 'शुल्क' },
  { en: 'job offer', hi: 'जॉब ऑफ़र', mr: 'जॉब ऑफर' },
  { en: 'employer', hi: 'नियोक्ता', mr: 'नियोक्ता' },
  { en: 'sponsor', hi: 'स्पॉन्सर', mr: 'स्पॉन्सर' },
  {
    en: 'salary',
    hi: 'वेतन',
    mr: 'पगार',
    note: 'वेतन is also Marathi, in compounds (किमान वेतन, वेतनश्रेणी)',
    hindiWordIsMarathiToo: true,
  },
  {
    en: 'going rate',
    hi: 'going rate (पद का प्रचलित वेतन)',
    mr: 'going rate (पदाचा प्रचलित पगार)',
    note: 'the official term beside its meaning',
  },
  { en: 'work experience', hi: 'कार्य अनुभव', mr: 'कामाचा अनुभव' },
  {
    en: '12th standard',
    hi: '12वीं',
    mr: 'बारावी',
    note: 'the level of Canada’s secondary diploma; “high school” (हाई स्कूल, हायस्कूल) is the 10th in India, so never that',
  },
  { en: 'language test', hi: 'भाषा परीक्षा', mr: 'भाषा चाचणी' },
  { en: 'spouse or partner', hi: 'जीवनसाथी', mr: 'जोडीदार' },
  { en: 'study visa', hi: 'स्टडी वीज़ा', mr: 'स्टडी व्हिसा' },
  { en: 'work visa', hi: 'वर्क वीज़ा', mr: 'वर्क व्हिसा' },
  { en: 'resume', hi: 'रिज़्यूमे', mr: 'रेझ्युमे' },
  { en: 'case manager', hi: 'केस मैनेजर', mr: 'केस मॅनेजर' },
  { en: 'source', hi: 'स्रोत', mr: 'स्रोत' },
  { en: 'official page', hi: 'आधिकारिक पेज', mr: 'अधिकृत पान' },
  { en: 'privacy policy', hi: 'गोपनीयता नीति', mr: 'गोपनीयता धोरण' },
  { en: 'e-mail', hi: 'ई-मेल', mr: 'ई-मेल' },
  { en: 'mobile number', hi: 'मोबाइल नंबर', mr: 'मोबाईल नंबर' },
  { en: 'WhatsApp', hi: 'WhatsApp', mr: 'WhatsApp', note: keptInEnglish },
  { en: 'Canada', hi: 'कनाडा', mr: 'कॅनडा' },
  { en: 'Australia', hi: 'ऑस्ट्रेलिया', mr: 'ऑस्ट्रेलिया' },
  { en: 'the UK', hi: 'यूके', mr: 'यूके' },
  { en: 'Germany', hi: 'जर्मनी', mr: 'जर्मनी' },
  { en: 'New Zealand', hi: 'न्यूज़ीलैंड', mr: 'न्यूझीलंड' },
  { en: 'the USA', hi: 'अमेरिका', mr: 'अमेरिका' },
  { en: 'Pune', hi: 'पुणे', mr: 'पुणे' },
  {
    en: 'DreamBorder Immigration',
    hi: 'DreamBorder Immigration',
    mr: 'DreamBorder Immigration',
    note: 'the firm’s name',
  },
] as const satisfies readonly GlossaryEntry[]
