// The characters the public's text may and may not hold, written once as ranges of code points and
// turned into both a JavaScript pattern (the forms, the functions) and a Postgres one (the table's
// CHECK constraints, migration honest_text). tests/unit/text-classes.test.ts holds the migration to the
// patterns made here, so the two can never drift apart. Imports carry .ts extensions for Deno.

type Range = readonly [first: number, last: number]

/** C0 and C1 control characters (NUL apart: Postgres text cannot hold it, so it never reaches a check). */
const controls: Range[] = [
  [0x01, 0x1f],
  [0x7f, 0x9f],
]

/** Characters that reverse or isolate the direction of the text around them. */
const bidiControls: Range[] = [
  [0x061c, 0x061c],
  [0x200e, 0x200f],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
]

/** Spaces, of every width. */
const spaces: Range[] = [
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
]

/**
 * Characters that print as nothing (Unicode's default-ignorable code points, the braille blank and the
 * Hangul fillers): soft hyphen, joiners, variation selectors, tag characters and their kin.
 */
const invisible: Range[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x2800, 0x2800],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfff8],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
]

/** Combining diacritical marks: on their own, they sit on nothing. */
const combiningMarks: Range[] = [
  [0x0300, 0x036f],
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x20d0, 0x20ff],
  [0xfe20, 0xfe2f],
]

/** ASCII punctuation and symbols, digits apart. */
const asciiPunctuation: Range[] = [
  [0x21, 0x2f],
  [0x3a, 0x40],
  [0x5b, 0x60],
  [0x7b, 0x7e],
]

const chars = (text: string): Range[] => [...text].map((c) => [c.codePointAt(0) ?? 0, c.codePointAt(0) ?? 0])

const hex = (codePoint: number, width: number) => codePoint.toString(16).padStart(width, '0')

/** A bracket expression's inside, every character escaped, in JavaScript's `u` syntax or Postgres's. */
function bracket(ranges: readonly Range[], dialect: 'js' | 'sql'): string {
  const escaped = (codePoint: number) =>
    codePoint < 0x10000
      ? `\\u${hex(codePoint, 4)}`
      : dialect === 'js'
        ? `\\u{${hex(codePoint, 5)}}`
        : `\\U${hex(codePoint, 8)}`
  return ranges
    .map(([first, last]) => (first === last ? escaped(first) : `${escaped(first)}-${escaped(last)}`))
    .join('')
}

/** A pattern in both dialects: `js` for `new RegExp(js, 'u')`, `sql` for Postgres's `~`. */
export interface Pattern {
  js: string
  sql: string
}

const both = (build: (dialect: 'js' | 'sql') => string): Pattern => ({ js: build('js'), sql: build('sql') })

/** A character no name may hold: controls, direction controls, markup and JSON brackets, quotes, backslash. */
export const nameForbidden = both(
  (d) => `[${bracket([...controls, ...bidiControls, ...chars('<>{}[]"\\')], d)}]`,
)

/**
 * A name needs one character that says something: not a space, an invisible character, a combining mark
 * on its own, a control, or ASCII punctuation. Letters of every script and digits count.
 */
export const nameHasLetterOrDigit = both(
  (d) => `[^${bracket([...controls, ...spaces, ...invisible, ...combiningMarks, ...asciiPunctuation], d)}]`,
)

/**
 * An e-mail address: a local part and a domain of at least two labels, each part made of characters
 * that are no space, control, invisible character or the punctuation addresses never need; dots only
 * between characters (none leading, trailing or doubled); no domain label of hyphens alone.
 */
export const emailShape = both((d) => {
  const refused = [...controls, ...spaces, ...invisible, ...chars('@<>"\'`(),;:\\[]')]
  const character = `[^${bracket([...refused, ...chars('.')], d)}]`
  const notHyphen = `[^${bracket([...refused, ...chars('.-')], d)}]`
  const label = `${character}*${notHyphen}${character}*`
  return `^${character}+(\\.${character}+)*@${label}(\\.${label})+$`
})

/**
 * An e-mail address in the one spelling it is stored and compared in (email-address.ts, issue 51): ASCII
 * without capitals, the domain in its ASCII form (IDNA, as browsers write one). A lookalike spelling (the
 * Kelvin sign for K, fullwidth letters, an upper-case copy) is not this form, so it cannot sit beside the
 * real address as a second one.
 */
export const emailNormalForm = both((d) => {
  // Printable ASCII but the at sign (0x40) and the capitals (0x41-0x5a).
  const localCharacter = `[${bracket(
    [
      [0x21, 0x3f],
      [0x5b, 0x7e],
    ],
    d,
  )}]`
  const label = `[${bracket([[0x30, 0x39], [0x61, 0x7a], ...chars('-')], d)}]+`
  return `^${localCharacter}+@${label}(\\.${label})+$`
})

/** A character no stored file name may hold: controls, invisible characters, paths, markup and shell symbols. */
export const fileNameForbidden = both(
  (d) => `[${bracket([...controls, ...invisible, ...chars('/\\<>:"|?*`\'{}[];=&%$#@!~^+,')], d)}]`,
)

/** The one extension a stored resume's name ends in, as the upload function names it. */
export const fileNameExtension: Pattern = { js: '\\.(pdf|jpg)$', sql: '\\.(pdf|jpg)$' }

/** Characters a file name is cleaned of before anything else (sanitizeFileName). */
export const invisibleCharacters = new RegExp(`[${bracket([...controls, ...invisible], 'js')}]`, 'gu')
