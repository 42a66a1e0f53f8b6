// Finding an occupation from what a visitor types, in English, Hindi or Marathi: "software engineer",
// "soft eng", "CA", "सॉफ्टवेयर इंजीनियर", "नर्स". Each occupation is searched by its terms (the
// cross-walk's, content/facts/occupations/common.json); a term matches when every word typed begins one
// of its words. Typed Devanagari is forgiven the spellings a transliteration varies in (इंजीनियर and
// इंजिनियर, नर्स and नर्स़). Nothing matched, the nearest terms by edit distance are offered instead.
import { distance } from 'fastest-levenshtein'

/** What the search knows of an occupation: its link id and the terms it is found by. */
export interface Searchable {
  id: string
  terms: readonly string[]
}

/** How closely a term answers the query, best first. */
const closenessOf = { whole: 0, start: 1, words: 2 } as const
type Closeness = (typeof closenessOf)[keyof typeof closenessOf]

/**
 * A text as it is compared: case, width and accents folded, punctuation a space; in Devanagari the
 * nukta dropped, long ī and ū read as short, chandrabindu as anusvara.
 */
export function searchForm(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f\u093c]/g, '')
    .replace(/\u0940/g, '\u093f')
    .replace(/\u0942/g, '\u0941')
    .replace(/\u0901/g, '\u0902')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()
}

const wordsOf = (text: string) => text.split(' ').filter(Boolean)

function closeness(query: string, term: string): Closeness | null {
  if (term === query) return closenessOf.whole
  if (term.startsWith(query)) return closenessOf.start
  const termWords = wordsOf(term)
  return wordsOf(query).every((word) => termWords.some((own) => own.startsWith(word)))
    ? closenessOf.words
    : null
}

/** The occupations a query finds, best match first; none for an empty query. */
export function findOccupations<Occupation extends Searchable>(
  occupations: readonly Occupation[],
  typed: string,
): Occupation[] {
  const query = searchForm(typed)
  if (!query) return []
  const found = occupations.flatMap((occupation, order) => {
    const ranks = occupation.terms.map((term) => closeness(query, searchForm(term)))
    const best = Math.min(...ranks.map((rank) => rank ?? Number.POSITIVE_INFINITY))
    return Number.isFinite(best) ? [{ occupation, best, order }] : []
  })
  return found.sort((a, b) => a.best - b.best || a.order - b.order).map(({ occupation }) => occupation)
}

/**
 * The occupations whose terms come nearest a query that found none: at most `count`, each within
 * a third of the query's length in edits (a query wholly unlike every term is offered nothing).
 */
export function nearestOccupations<Occupation extends Searchable>(
  occupations: readonly Occupation[],
  typed: string,
  count = 3,
): Occupation[] {
  const query = searchForm(typed)
  if (!query) return []
  const within = Math.max(1, Math.floor(query.length / 3))
  return occupations
    .map((occupation, order) => {
      const edits = occupation.terms.flatMap((term) => {
        const form = searchForm(term)
        // A query compared with the whole term and with each of its words: "nurce" is near "nurse".
        return [form, ...wordsOf(form)].map((candidate) => distance(query, candidate))
      })
      return { occupation, edits: Math.min(...edits), order }
    })
    .filter(({ edits }) => edits <= within)
    .sort((a, b) => a.edits - b.edits || a.order - b.order)
    .slice(0, count)
    .map(({ occupation }) => occupation)
}
