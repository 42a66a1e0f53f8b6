// Every page reads fully from its HTML alone, as a visitor with JavaScript off (or before it arrives)
// and a crawler get it: a heading, the office hours in the page's language, and nothing unfinished.
// The browser draws each template with JavaScript off: tests/e2e/no-javascript.spec.ts.
import { describe, expect, it } from 'vitest'
import { site } from '../../content/site'
import { splitLocale } from '../../lib/i18n'
import { formatOpeningHours } from '../../lib/locale'
import { builtPage, indexablePaths, readableText } from '../support/built-site'

/** Words that mean a page shows something unfinished or a value that was never filled in. */
const unfinished = /\b(to be added|TBD|TODO|lorem|placeholder|null|undefined)\b/gi

describe.each([...indexablePaths, '404.html', 'blog/404.html'])('%s', (path) => {
  it('has its heading and the office hours, with nothing unfinished in its text', () => {
    const $ = builtPage(path)
    expect($('h1').text().trim().length).toBeGreaterThan(3)
    // The office hours, in the page's language ("Mon-Sat 10:00 AM-6:00 PM" in English).
    expect(readableText($, 'footer').replace(/\s+/g, ' ')).toContain(
      formatOpeningHours(site.hours, splitLocale(path.replace(/\.html$/, '')).locale),
    )
    // The text a visitor can read, folded sections included, not the markup's attributes.
    expect(readableText($).match(unfinished) ?? []).toEqual([])
  })
})
