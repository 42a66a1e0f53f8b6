// The words every Hindi and Marathi page uses for the site's recurring terms, so that the two
// translations stay consistent with each other and with themselves. Programme names, acronyms and
// test names stay in English (Latin script) where Indian readers and the official forms use them,
// explained once where a page first uses them; common English loanwords are written in Devanagari as
// they are said. tests/build/wording.test.ts reads every built Hindi and Marathi page against it.

export interface GlossaryEntry {
  en: string
  hi: string
  mr: string
  /** Why the term is written as it is. */
  note?: string
  /** The English term stays, in Latin script, in both languages: a programme's, a test's or the firm's name. */
  keptInEnglish?: true
  /**
   * Words a page must not use for the term: another translation, a coinage nobody says, a calque, a
   * spelling. Each is matched where a word starts, so a stem ("रास्त") rejects all its forms.
   */
  reject?: { hi?: readonly string[]; mr?: readonly string[] }
  /** The Hindi word is also Marathi in another sense, so the Marathi copy may use it (tests/unit/glossary.test.ts). */
  hindiWordIsMarathiToo?: true
  /** The Marathi word is also Hindi in another sense, so the Hindi copy may use it. */
  marathiWordIsHindiToo?: true
}

const keptInEnglish = 'kept as the official name, which readers match against forms and letters'

/** A programme or test name kept in English: the same in both languages, Latin script. */
const kept = (en: string, reject?: GlossaryEntry['reject']): GlossaryEntry => ({
  en,
  hi: en,
  mr: en,
  note: keptInEnglish,
  keptInEnglish: true,
  ...(reject && { reject }),
})

export const glossary: readonly GlossaryEntry[] = [
  { en: 'visa', hi: 'वीज़ा', mr: 'व्हिसा', note: 'the English word, as it is said' },
  { en: 'PR (permanent residency)', hi: 'PR (स्थायी निवास)', mr: 'PR (कायम निवास)' },
  {
    en: 'residence (the right to live there for good: New Zealand’s residence, the UK’s settlement)',
    hi: 'स्थायी निवास',
    mr: 'कायम निवास',
    note: 'as the pages say it most; निवास alone for a residence permit or law (निवास परमिट, निवास कानून)',
    reject: {
      hi: ['रेज़िडेंस', 'रेजिडेंस', 'स्थाई निवास', 'स्थायी आवास'],
      mr: ['रेसिडेन्स', 'रेसिडेंस', 'रेझिडेन्स', 'कायम वास्तव्य', 'कायमस्वरूपी निवास'],
    },
  },
  kept('Express Entry'),
  { en: 'CRS score', hi: 'CRS स्कोर', mr: 'CRS स्कोअर' },
  kept('IELTS, CELPIP, PTE, TOEFL, TEF, TCF'),
  kept('Skilled Worker, Opportunity Card, EU Blue Card, Blue Card, Skilled Migrant Category'),
  kept('subclass'),
  kept(
    'Skilled Independent, Skilled Nominated, Skilled Work Regional (Provisional), Skilled Work Regional, Skills in Demand, Accredited Employer Work Visa, Green List, Straight to Residence, Parent Boost Visitor Visa',
  ),
  kept(
    'Health and Care Worker, Student, Graduate, Global Talent, India Young Professionals Scheme, Visa for the Recognition of Foreign Qualifications',
  ),
  kept(
    'Provincial Nominee Program, Post-Graduation Work Permit, Self-Employed Persons Program, Comprehensive Ranking System, Canadian Language Benchmark, Labour Market Impact Assessment',
  ),
  kept('H-1B, Right of Permanent Residence Fee, Fraud Prevention and Detection Fee'),
  kept('Federal Skilled Worker Program', {
    hi: ['संघीय कुशल', 'फ़ेडरल स्किल्ड वर्कर'],
    mr: ['फेडरल कुशल', 'फेडरल स्किल्ड वर्कर'],
  }),
  kept('Canadian Experience Class', {
    hi: ['कनाडाई अनुभव वर्ग', 'कैनेडियन एक्सपीरियंस क्लास'],
    mr: ['कॅनेडियन अनुभव वर्ग', 'कॅनेडियन एक्सपिरियन्स क्लास'],
  }),
  kept('skill transferability', { hi: ['हस्तांतरणीयता'], mr: ['हस्तांतरणीयत'] }),
  kept('median wage', { hi: ['मीडियन वेतन'], mr: ['मीडियन पगार'] }),
  kept('new entrant', { hi: ['नए प्रवेश', 'नये प्रवेश'], mr: ['नवीन प्रवेशक', 'नव्याने सुरुवात करणार'] }),
  kept('wage-weighted selection', { hi: ['भारित चयन'], mr: ['भारांकित निवड'] }),
  {
    en: 'Graduate visa',
    hi: 'Graduate वीज़ा',
    mr: 'Graduate व्हिसा',
    note: 'the programme’s name kept, the common noun in the page’s language, as for every visa',
    reject: { hi: ['Graduate visa', 'ग्रेजुएट वीज़ा'], mr: ['Graduate visa', 'ग्रॅज्युएट व्हिसा'] },
  },
  {
    en: 'route (to a visa)',
    hi: 'रूट',
    mr: 'मार्ग',
    note: 'मार्ग is also Hindi (मार्गदर्शन, guidance)',
    reject: { hi: ['रास्त', 'route'], mr: ['रूट', 'route'] },
    marathiWordIsHindiToo: true,
  },
  {
    en: 'points test',
    hi: 'पॉइंट्स टेस्ट',
    mr: 'पॉइंट्स टेस्ट',
    note: 'as Indian applicants say it; the points themselves are अंक and गुण',
    reject: { hi: ['अंक परीक्षा'], mr: ['गुण चाचणी', 'गुण परीक्षा'] },
  },
  {
    en: 'petition',
    hi: 'पिटीशन',
    mr: 'पिटिशन',
    note: 'the US filing, as employers and lawyers say it; याचिका is a plea to a court',
    reject: { hi: ['याचिका', 'petition'], mr: ['याचिका', 'petition'] },
  },
  {
    en: 'qualification',
    hi: 'योग्यता',
    mr: 'अर्हता',
    note: 'पात्रता is eligibility, in both languages',
    reject: {
      hi: ['शैक्षणिक पात्रत', 'पात्रता असेसमेंट'],
      mr: ['शैक्षणिक पात्रत', 'पात्रता असेसमेंट'],
    },
  },
  {
    en: 'erase (personal data)',
    hi: 'मिटा',
    mr: 'पुसून टाक',
    note: 'the verb’s stem, written with its endings (मिटा दें, पुसून टाकणे)',
    reject: { mr: ['हटव'] },
  },
  {
    en: 'Last reviewed',
    hi: 'अंतिम जाँच',
    mr: 'शेवटची तपासणी',
    reject: { hi: ['पिछली समीक्षा'], mr: ['शेवटचा आढावा'] },
  },
  {
    en: 'quarter (of a year)',
    hi: 'तिमाही',
    mr: 'तिमाही',
    reject: { hi: ['quarter'], mr: ['quarter'] },
  },
  {
    en: 'law',
    hi: 'कानून',
    mr: 'कायदा',
    note: 'one spelling, without the nukta',
    reject: { hi: ['क़ानून'] },
  },
  {
    en: 'by yourself',
    hi: 'ख़ुद',
    mr: 'स्वतः',
    note: 'Hindi writes the nukta of the Persian word, as in ख़र्च',
    reject: { hi: ['खुद'] },
  },
  {
    en: 'ended',
    hi: 'ख़त्म',
    mr: 'बंद',
    note: 'Hindi writes the nukta of the Arabic word, as in ख़र्च',
    reject: { hi: ['खत्म'] },
    marathiWordIsHindiToo: true,
  },
  {
    en: 'where you stand',
    hi: 'आपकी स्थिति',
    mr: 'तुमची स्थिती',
    note: 'said as the situation, not the English image of standing somewhere',
    reject: { hi: ['कहाँ खड़े'], mr: ['नेमके कुठे आहात'] },
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
  {
    en: 'cost, expense',
    hi: 'ख़र्च',
    mr: 'खर्च',
    note: 'Hindi writes the nukta (STYLE.md), Marathi does not',
    reject: { hi: ['खर्च'] },
  },
  { en: 'job offer', hi: 'जॉब ऑफ़र', mr: 'जॉब ऑफर' },
  { en: 'employer', hi: 'नियोक्ता', mr: 'नियोक्ता' },
  {
    en: 'skills assessment',
    hi: 'स्किल्स असेसमेंट',
    mr: 'स्किल्स असेसमेंट',
    note: 'as applicants say it, in Devanagari (STYLE.md); explained once as कौशल का आधिकारिक आकलन',
    reject: { hi: ['skills assessment'], mr: ['skills assessment'] },
  },
  {
    en: 'certificate of sponsorship',
    hi: 'सर्टिफ़िकेट ऑफ़ स्पॉन्सरशिप',
    mr: 'सर्टिफिकेट ऑफ स्पॉन्सरशिप',
    note: 'the UK document as employers say it, in Devanagari (STYLE.md)',
    reject: { hi: ['certificate of sponsorship'], mr: ['certificate of sponsorship'] },
  },
  { en: 'settlement funds', hi: 'सेटलमेंट फ़ंड्स', mr: 'सेटलमेंट फंड्स' },
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
  kept('WhatsApp'),
  { en: 'Canada', hi: 'कनाडा', mr: 'कॅनडा' },
  { en: 'Australia', hi: 'ऑस्ट्रेलिया', mr: 'ऑस्ट्रेलिया' },
  { en: 'the UK', hi: 'यूके', mr: 'यूके' },
  { en: 'Germany', hi: 'जर्मनी', mr: 'जर्मनी' },
  { en: 'New Zealand', hi: 'न्यूज़ीलैंड', mr: 'न्यूझीलंड' },
  { en: 'the USA', hi: 'अमेरिका', mr: 'अमेरिका' },
  { en: 'Pune', hi: 'पुणे', mr: 'पुणे' },
  { ...kept('DreamBorder Immigration, DreamBorder'), note: 'the firm’s name' },
]

/**
 * Names a translated page writes in English besides the glossary's: bodies, registers, laws and
 * documents as their keepers name them, which a reader looks up by that name.
 */
export const namesKeptInEnglish: readonly string[] = [
  'Office of the Migration Agents Registration Authority',
  'Department of Home Affairs',
  'Australian Border Force',
  'Register of Migration Agents',
  'Immigration Advice Authority',
  'College of Immigration and Citizenship Consultants',
  'Federation of Law Societies of Canada',
  'Law Society of Ontario',
  'Chambre des notaires du Québec',
  'Chartered Institute of Legal Executives',
  'Victorian Legal Services Board',
  'Law Society',
  'Bar Council',
  'Legal Services Act',
  'Rechtsdienstleistungsgesetz',
  'UK Visas and Immigration',
  'Department of Homeland Security',
  'Protector General of Emigrants',
  'National Cyber Crime Reporting Portal',
  'Internet Crime Complaint Center',
  'Engineers Australia',
]
