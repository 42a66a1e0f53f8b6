// What tests/build/wording.test.ts reads on a built Hindi or Marathi page, and what it looks for there
// (issue 53): the glossary's rejected words, a Marathi figure whose unit stays in the nominative before
// a bare postposition ("65 गुण च्या" for "65 गुणांच्या"), and English left in a sentence.

import { type Cheerio, type CheerioAPI, type contains, load } from 'cheerio'
import { glossary, namesKeptInEnglish } from '../../content/i18n/glossary'
import { site } from '../../content/site'
import { countUnits } from '../../lib/facts/format'
import type { TranslatedLocale } from '../../lib/i18n'
import { formatDate } from '../../lib/locale'
import { messagesFor } from '../../lib/messages'
import { islandsProps } from './built-site'

/** A node of a parsed page (cheerio's own type, without importing its parser's package). */
type AnyNode = Parameters<typeof contains>[1]

/** Stands for words that are not the page's own (a name kept in English, a source's title): it ends a run of English. */
export const elsewhere = ' ◆ '

const blocks = new Set(
  'address article aside blockquote br caption dd details div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header legend li main nav ol option p section summary table td th tr ul'.split(
    ' ',
  ),
)

/** Whether an element holds another publication's words: a link out (a source's title) or a passage marked in another language. */
function isQuoted(element: Cheerio<AnyNode>, locale: TranslatedLocale): boolean {
  const href = element.attr('href')
  if (href && /^https?:/.test(href) && !href.startsWith(site.url)) return true
  const lang = element.attr('lang')
  return lang !== undefined && !lang.startsWith(locale)
}

function textOf($: CheerioAPI, nodes: Cheerio<AnyNode>, locale: TranslatedLocale): string {
  return nodes
    .contents()
    .toArray()
    .map((node) => {
      if (node.type === 'text') return node.data
      if (node.type !== 'tag') return ''
      if (['script', 'style', 'template'].includes(node.name)) return ''
      const element = $(node)
      if (isQuoted(element, locale)) return elsewhere
      const inner = textOf($, element, locale)
      return blocks.has(node.name) ? `\n${inner}\n` : inner
    })
    .join('')
}

/** Every string of an island's props that is written in Devanagari: the words it shows once used. */
function islandWords($: CheerioAPI): string[] {
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : []
  return islandsProps($)
    .flatMap(strings)
    .filter((text) => /[\u0900-\u097F]/.test(text))
}

/**
 * The words of a built page a visitor reads: its title and description, its body (what <noscript>
 * shows too), and what its islands show once used; one block a line. Links out and passages in
 * another language are left out.
 */
export function pageWords(html: string, locale: TranslatedLocale): string {
  const $ = load(html, { scriptingEnabled: false })
  const head = [$('title').text(), $('meta[name="description"]').attr('content') ?? '']
  return [...head, textOf($, $('body'), locale), ...islandWords($)].join('\n')
}

const startsWord = '(?<![\\p{L}\\p{M}])'
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The glossary's rejected words found in a text, each with the term it stands for. */
export function rejectedWords(text: string, locale: TranslatedLocale): string[] {
  return glossary.flatMap((entry) =>
    (entry.reject?.[locale] ?? [])
      .filter((variant) => new RegExp(startsWord + literal(variant), 'u').test(text))
      .map((variant) => `"${variant}" for "${entry.en}" (${entry[locale]})`),
  )
}

/** The Marathi words of the counted units, as their catalogue messages word 1 and 2 ("1 वर्ष", "2 वर्षे"). */
const marathiUnits = countUnits.flatMap((unit) =>
  [1, 2].map((count) => messagesFor('mr')(`units.${unit}`, { count }).replace(/^\d+ /, '')),
)
const postpositions = ['च', 'चा', 'ची', 'चे', 'च्या', 'पेक्षा', 'मध्ये', 'मधील', 'पर्यंत', 'नंतर', 'साठी']
/**
 * A figure (digits, or in a message "#" or an argument's closing brace) and a unit in the nominative,
 * then a postposition written apart: "65 गुण च्या", "{# वर्षे}} पेक्षा". Marathi joins the postposition
 * to the noun's oblique form: "65 गुणांच्या", "45 वर्षांपेक्षा". Or the unit in the nominative before
 * a noun that carries the case, which the count qualifies (issue 67): "4 वर्षे वास्तव्यानंतर" for
 * "4 वर्षांच्या वास्तव्यानंतर"; a verbal noun ("गुण मिळवण्यासाठी", "काम केल्यानंतर") takes its object
 * in the nominative and is left alone.
 */
const bareCaseEnding = new RegExp(
  `(?:\\d[\\d,.]*|#|\\})\\s*(?:${marathiUnits.map(literal).join('|')})\\}*` +
    `(?:\\s+(?:${postpositions.join('|')})|[ \\u00a0]+[\\p{L}\\p{M}]+(?<!ण्या|ल्या|ण्यां|ल्यां)(?:${postpositions.filter((ending) => ending !== 'च').join('|')}))(?![\\p{L}\\p{M}])`,
  'gu',
)

export const bareCaseEndings = (text: string): string[] =>
  [...text.matchAll(bareCaseEnding)].map(([found]) => found)

/** Names a translated page may write in English: the glossary's kept terms, other names kept, the firm's address. */
const namesInEnglish = [
  ...glossary.filter((entry) => entry.keptInEnglish).flatMap((entry) => entry.en.split(', ')),
  ...namesKeptInEnglish,
  ...site.address.street.split(', '),
].sort((a, b) => b.length - a.length)
export const nameKeptInEnglish = new RegExp(
  `(?<![A-Za-z])(?:${namesInEnglish.map(literal).join('|')})(?![A-Za-z])`,
  'g',
)
/** ICU syntax in an island's messages: an argument's name and type, a plural's categories. */
export const messageSyntax = /\{\s*\w+\s*(?:,[^{}]*)?|\b(?:zero|one|two|few|many|other)\s*\{/g

/** Four or more Latin-script words in a row within one block, outside the names kept in English. */
export function englishRuns(text: string): string[] {
  const runs: string[] = []
  const ours = text.replace(messageSyntax, elsewhere).replace(nameKeptInEnglish, elsewhere)
  for (const block of ours.split(/[◆\n]/)) {
    let run: string[] = []
    const close = () => {
      if (run.length >= 4) runs.push(run.join(' '))
      run = []
    }
    // A word in Latin script ("master's", "H-1B") adds to the run; a word in any other script ends it.
    for (const [word = ''] of block.matchAll(/[A-Za-z][\w'’.&-]*|[\p{L}\p{M}]+/gu)) {
      if (/^[A-Za-z]/.test(word)) run.push(word)
      else close()
    }
    close()
  }
  return runs
}

/** The month names a date is written with in a language, January first, as Intl writes them in a date. */
function monthNames(locale: TranslatedLocale): string[] {
  return Array.from({ length: 12 }, (_, month) => {
    const written = formatDate(`2024-${String(month + 1).padStart(2, '0')}-15`, locale)
    return written.replace(/^15 /, '').replace(/,? 2024$/, '')
  })
}

/** Dates written otherwise than Intl writes them in the language ("13 मे 2027" where Marathi writes "13 मे, 2027"). */
export function datesOtherwise(text: string, locale: TranslatedLocale): string[] {
  const months = monthNames(locale)
  const date = new RegExp(`(?<!\\d)(\\d{1,2}) (${months.join('|')}),? (\\d{4})`, 'gu')
  return [...text.matchAll(date)]
    .filter(([written, day = '', month = '', year = '']) => {
      const iso = `${year}-${String(months.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`
      return formatDate(iso, locale) !== written
    })
    .map(([written]) => written)
}

/**
 * The parts of the day Intl names before a clock time ("सुबह 10:00"), and Marathi's nominatives, which
 * read as a label and take the locative before a time ("सकाळी 10:00", lib/locale.ts).
 */
const dayParts: Record<TranslatedLocale, string> = {
  hi: 'सुबह|दोपहर|शाम|रात',
  mr: 'सकाळी?|दुपारी?|संध्याकाळी?|रात्री?|रात्र|पहाटे?|मध्यान्ह',
}
const marathiNominative = /(?<![\p{L}\p{M}])(?:सकाळ|दुपार|संध्याकाळ|रात्र|पहाट|मध्यान्ह) \d{1,2}:\d{2}/gu

/**
 * Times of day written otherwise than their readers say them: the part of the day after the figure
 * ("11:00 सुबह", what Intl's whole pattern gives), a Marathi nominative before it ("सकाळ 10:00"), or
 * CLDR's bracketed Marathi zone name ("[GMT]+5").
 */
export function timesOtherwise(text: string, locale: TranslatedLocale): string[] {
  const after = new RegExp(`\\d{1,2}:\\d{2} (?:${dayParts[locale]})(?![\\p{L}\\p{M}])`, 'gu')
  return [
    ...text.matchAll(after),
    ...(locale === 'mr' ? text.matchAll(marathiNominative) : []),
    ...text.matchAll(/\[GMT\]/g),
  ].map(([written]) => written)
}

/** The cards the site names in English (the glossary's kept terms ending in "Card"). */
const cardNames = namesInEnglish.filter((name) => name.endsWith(' Card'))
/**
 * Wordings a native reader found saying what the page does not mean (issue 61), each a pattern and
 * what it says instead. "हर दूसरा"/"प्रत्येक दुसरा" is "every second one", where the page means each
 * further one (बाक़ी हर, इतर प्रत्येक); a possessive before a card's name speaks of a card the visitor
 * holds, where the page means checking whether they can get one.
 */
const misleading: Record<TranslatedLocale, { pattern: RegExp; says: string }[]> = {
  hi: [
    { pattern: /हर दूसर[ाीे]/u, says: 'every second one' },
    {
      pattern: new RegExp(`(?:अपना|अपनी|अपने|आपका|आपकी|आपके) (?:${cardNames.map(literal).join('|')})`, 'u'),
      says: 'a card the visitor already holds',
    },
  ],
  mr: [
    { pattern: /प्रत्येक दुसर[ाीे]/u, says: 'every second one' },
    {
      pattern: new RegExp(`(?:तुमचे|तुमचा|तुमची|तुमच्या|तुमचं) (?:${cardNames.map(literal).join('|')})`, 'u'),
      says: 'a card the visitor already holds',
    },
  ],
}

/** The misleading wordings found in a text, each with what it says instead. */
export const misleadingWordings = (text: string, locale: TranslatedLocale): string[] =>
  misleading[locale].flatMap(({ pattern, says }) => {
    const found = pattern.exec(text)?.[0]
    return found ? [`"${found}" says ${says}`] : []
  })

/**
 * Hindi nouns whose gender a possessive has been found to miss (issue 67): "दो साल की व्यावसायिक
 * प्रशिक्षण" (का), "पहले साल का ट्यूशन फ़ीस" (की). A feminine noun after "का", or a masculine one after
 * "की" where the phrase ends, with at most one word between them. A feminine noun that is the first
 * half of a masculine compound ("योग्यता प्रमाणपत्र") is read as that compound.
 */
const hindiGender = {
  feminine: [
    'फ़ीस',
    'फीस',
    'शिक्षा',
    'परीक्षा',
    'तालिका',
    'जाँच',
    'रकम',
    'राशि',
    'सूची',
    'योग्यता',
    'सीमा',
    'शर्त',
    'तारीख़',
    'तारीख',
    'अवधि',
    'नौकरी',
    'उम्र',
    'भाषा',
    'डिग्री',
    'रिपोर्ट',
    'प्रक्रिया',
    'मान्यता',
    'जानकारी',
    'सलाह',
    'सेवा',
    'मदद',
    'सूचना',
    'फ़ाइल',
    'नीति',
    'सहमति',
    'पूछताछ',
    'चेकलिस्ट',
  ],
  masculine: [
    'प्रशिक्षण',
    'शुल्क',
    'अनुभव',
    'वेतन',
    'स्कोर',
    'आवेदन',
    'अंक',
    'वीज़ा',
    'समय',
    'पेज',
    'प्रमाणपत्र',
    'ख़र्च',
    'खर्च',
    'भुगतान',
    'निवास',
    'परिणाम',
    'दस्तावेज़',
    'स्तर',
    'नियम',
    'कोर्स',
    'डेटा',
    'अनुरोध',
    'संदेश',
    'परामर्श',
    'लाइसेंस',
    'पासपोर्ट',
  ],
}
const word = '[\\p{L}\\p{M}]+'
const wordEnd = '(?![\\p{L}\\p{M}])'
/** The possessives besides "का" and "की": the pronouns' own forms ("आपका", "अपनी"). */
const hindiPossessive = {
  masculine: 'आपका|मेरा|हमारा|उसका|इसका|अपना',
  feminine: 'आपकी|मेरी|हमारी|उसकी|इसकी|अपनी',
}
const agreementSlip = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:(?:का|${hindiPossessive.masculine}) (?:${word} )?(?:${hindiGender.feminine.join('|')})${wordEnd}(?! (?:${hindiGender.masculine.join('|')})${wordEnd})` +
    `|की (?:${word} )?(?:${hindiGender.masculine.join('|')})(?=[,।;:]| (?:जो|और|या|है|हैं)${wordEnd})` +
    // A pronoun's possessive often qualifies a pair ("हमारी वीज़ा और इमिग्रेशन सेवाएँ"): only a clause's end closes its phrase.
    `|(?:${hindiPossessive.feminine}) (?:${word} )?(?:${hindiGender.masculine.join('|')})(?=[,।;:]| (?:जो|है|हैं)${wordEnd}))`,
  'gu',
)

/**
 * Marathi nouns by gender, for the possessive before them (issue 67).
 * A possessive ending agrees with its noun: चा masculine, ची feminine (or a neuter plural), चे neuter
 * (or a masculine plural), च्या a feminine plural. So a feminine noun never follows चा or चे, a neuter
 * one never follows चा, and a masculine one never follows ची.
 */
const marathiGender = {
  feminine: [
    'फी',
    'परीक्षा',
    'चाचणी',
    'तपासणी',
    'यादी',
    'मर्यादा',
    'अट',
    'तारीख',
    'मुदत',
    'नोकरी',
    'भाषा',
    'पदवी',
    'प्रक्रिया',
    'माहिती',
    'मान्यता',
    'सेवा',
    'ऑफर',
    'जॉब ऑफर',
    'रक्कम',
    'फाइल',
    'लिंक',
    'चौकशी',
    'विनंती',
    'संमती',
    'सल्लामसलत',
    'पात्रता',
    'अर्हता',
    'प्रत',
    'नोंद',
  ],
  masculine: [
    'अर्ज',
    'पगार',
    'खर्च',
    'स्कोअर',
    'व्हिसा',
    'अनुभव',
    'नियम',
    'कालावधी',
    'निर्णय',
    'पुरावा',
    'मार्ग',
    'निकाल',
    'सल्ला',
    'परवाना',
    'डेटा',
    'पत्ता',
    'निधी',
    'प्रश्न',
    'संदेश',
    'अहवाल',
    'तक्ता',
    'केस मॅनेजर',
    'सल्लागार',
    'होस्ट',
    'नंबर',
  ],
  neuter: [
    'शुल्क',
    'प्रमाणपत्र',
    'पत्र',
    'लेटर',
    'पान',
    'शिक्षण',
    'प्रशिक्षण',
    'धोरण',
    'नाव',
    'काम',
    'वय',
    'उत्पन्न',
    'खाते',
  ],
}
/** The end of a Marathi noun: not the first half of a hyphenated compound ("सेवा-पुरवठादार"). */
const nounEnd = '(?![\\p{L}\\p{M}-])'
const marathiNouns = [...marathiGender.feminine, ...marathiGender.masculine, ...marathiGender.neuter]
/**
 * A word ending in a possessive, or "माझा" and its forms (verbs that end so, "वाचा", "पोहोचा", are
 * not), then at most one word that is neither a listed noun nor a possessive.
 */
const marathiPossessive = (endings: string) =>
  `(?<![\\p{L}\\p{M}])(?!(?:वाचा|पोहोचा)${wordEnd})(?:${word}(?:${endings})|${endings.replaceAll('च', 'माझ')})${wordEnd} (?:(?!(?:${marathiNouns.join('|')})${wordEnd})(?!${word}(?:चा|ची|चे|च्या)${wordEnd})${word} )?`
const marathiAgreementSlip = new RegExp(
  `${marathiPossessive('चा|चे')}(?:${marathiGender.feminine.join('|')})${nounEnd}(?! (?:${marathiNouns.join('|')})${wordEnd})` +
    `|${marathiPossessive('चा')}(?:${marathiGender.neuter.join('|')})${nounEnd}(?! (?:${marathiNouns.join('|')})${wordEnd})` +
    `|${marathiPossessive('ची')}(?:${marathiGender.masculine.join('|')})(?=[,.;:]| (?:आणि|किंवा|आहे|आहेत|असतो|असतात)${wordEnd})` +
    // A husband or wife is spoken of in the respectful plural: "माझे पती/पत्नी … येत आहेत".
    `|(?<![\\p{L}\\p{M}])(?:${word}(?:चा|ची)|माझा|माझी) पती/पत्नी`,
  'gu',
)

/** Possessives that do not agree with their noun's gender. */
export const agreementSlips = (text: string, locale: TranslatedLocale): string[] =>
  [...text.matchAll(locale === 'hi' ? agreementSlip : marathiAgreementSlip)].map(([found]) => found)

const negation = /(?<![\p{L}\p{M}])(?:नहीं|मत|नाही|नका|कधीही)(?![\p{L}\p{M}])/u
/** A heading that stops at its "never" or "not" and leaves the verb to its list ("हम कभी नहीं", "आम्ही कधीही"). */
const danglingNegation = /(?<![\p{L}\p{M}])(?:नहीं|कभी|कधीही|कधीच)[\s:।.]*$/u
/**
 * The items of a list under a heading that stops at its negation while the item does not carry one:
 * read alone, as a screen reader's list navigation or a skimming eye reads it, such an item says the
 * opposite ("हम कभी नहीं" over "आपका पासपोर्ट ... अपने पास रखेंगे"). Each item must say "not" itself.
 */
export function itemsLackingTheirHeadingsNegation(html: string): string[] {
  const $ = load(html)
  return $('h2 + ul, h3 + ul, h4 + ul, h2 + ol, h3 + ol, h4 + ol')
    .toArray()
    .filter((list) => danglingNegation.test($(list).prev().text().trim()))
    .flatMap((list) => $(list).children('li').toArray())
    .map((item) => $(item).text().trim())
    .filter((text) => !negation.test(text))
}
