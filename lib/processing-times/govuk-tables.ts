// The tables of a GOV.UK page's body (HTML from its Content API), read in one pass: the processing-time
// pages' two-cell rows, and Appendix Skilled Occupations' wider ones. The body comes from
// the network, so the reading is linear in its length whatever it holds: each token (a tag or the text
// between tags) is found by scanning its own characters once, and the tokens tile the body, so the work
// is the body's length (tests/unit/feed-bounds.test.ts shows it on 160 KB of unclosed rows). The library
// parsers are not linear on every input: parse5 (cheerio's) grows quadratically on nested unclosed
// <div>s, htmlparser2 on unmatched end tags.

import * as v from 'valibot'

/** The Content API's address of a GOV.UK page: the same path under /api/content/. */
export const contentApi = (page: string) =>
  page.replace('https://www.gov.uk/', 'https://www.gov.uk/api/content/')

/** A GOV.UK Content API item, as far as the site reads it. */
export const contentItem = v.object({
  public_updated_at: v.pipe(v.string(), v.isoTimestamp('not a timestamp')),
  details: v.object({ body: v.pipe(v.string(), v.nonEmpty()) }),
})

/** A tag (its name lower-cased, `closing` for an end tag) or the text between two tags, with its source. */
type Token = { raw: string } & ({ tag: string; closing: boolean } | { tag?: undefined })

/** The body as tokens, in order: every character in exactly one token. */
export function* htmlTokens(body: string): Generator<Token> {
  let at = 0
  while (at < body.length) {
    const open = body.indexOf('<', at)
    const close = open < 0 ? -1 : body.indexOf('>', open)
    // No tag left (no "<", or a "<" never closed): the rest is text, scanned once.
    if (close < 0) {
      yield { raw: body.slice(at) }
      return
    }
    if (open > at) yield { raw: body.slice(at, open) }
    const raw = body.slice(open, close + 1)
    const name = /^<(\/?)([a-z][a-z\d]*)/i.exec(raw)
    yield name ? { raw, tag: (name[2] as string).toLowerCase(), closing: name[1] === '/' } : { raw }
    at = close + 1
  }
}

const entities: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  ndash: '–',
  mdash: '—',
}

/** A cell's or a heading's text, spaces folded, references decoded (an unknown one kept, for the refresher to refuse). */
function text(parts: readonly string[]): string {
  return parts
    .join('')
    .replace(
      /&(?:#x([\da-f]+)|#(\d+)|([a-z]+));/gi,
      (reference, hex?: string, decimal?: string, name?: string) => {
        const code = hex ? Number.parseInt(hex, 16) : Number(decimal)
        if (code > 0 && code <= 0x10ffff) return String.fromCodePoint(code)
        return entities[name?.toLowerCase() ?? ''] ?? reference
      },
    )
    .replace(/\s+/g, ' ')
    .trim()
}

/** One row of a table: the heading (h2) its table stands under, and its cells' texts. */
interface TableCells {
  section: string
  cells: string[]
}

/**
 * Every row of the body's tables with at least one cell, with the heading it stands under. A row ends
 * at its end tag, at the next row, at its table's end or at the body's, as HTML ends an unclosed row.
 */
export function tableCells(body: string): TableCells[] {
  const rows: TableCells[] = []
  let section = ''
  let heading: string[] | null = null
  let cells: string[][] | null = null
  let cell: string[] | null = null
  const endRow = () => {
    if (cells?.length) rows.push({ section, cells: cells.map(text) })
    cells = null
    cell = null
  }
  for (const token of htmlTokens(body)) {
    if (token.tag === undefined) (cell ?? heading)?.push(token.raw)
    else if (token.tag === 'h2') {
      if (!token.closing) heading = []
      else if (heading) [section, heading] = [text(heading), null]
    } else if (token.tag === 'tr' || token.tag === 'table') {
      endRow()
      if (token.tag === 'tr' && !token.closing) cells = []
    } else if (token.tag === 'td' || token.tag === 'th') {
      cell = null
      if (!token.closing && cells) {
        cell = []
        cells.push(cell)
      }
    }
  }
  endRow()
  return rows
}

interface TableRow {
  /** The heading (h2) the row's table stands under. */
  section: string
  visa: string
  time: string
}

/** Every two-cell row of the body's tables whose cells both hold text: a visa and its time. */
export function tableRows(body: string): TableRow[] {
  return tableCells(body).flatMap(({ section, cells: [visa, time, ...rest] }) =>
    visa && time && rest.length === 0 ? [{ section, visa, time }] : [],
  )
}
