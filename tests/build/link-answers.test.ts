// Every page that reads answers from its link, in each language, as built: what its island works out
// from them (prerendered for the default answers) lies inside the part the page hides while the link's
// answers wait and without JavaScript (the `worked-out` utility), which carries the line said meanwhile
// in the page's language; the page keeps that utility in its CSS, and says above the island that the
// tool needs JavaScript. The browser watches it at a phone's speed and with JavaScript off:
// tests/e2e/link-answers.spec.ts.

import type { CheerioAPI } from 'cheerio'
import { describe, expect, it } from 'vitest'
import { splitLocale } from '../../lib/i18n'
import { markerSelector } from '../../lib/island-protocol'
import { messagesFor } from '../../lib/messages'
import { builtPage, indexablePaths } from '../support/built-site'

type Messages = ReturnType<typeof messagesFor>

/** The result's WhatsApp handoff: its text states the result, so it waits with it. */
const handoff = 'a[href^="https://wa.me/"]'
/** Each page's island, and what it works out: a total, a verdict, the routes, a plan, and the handoff. */
const calculator = (island: string) => ({
  island,
  worked: `output, [data-verdict], [data-running-total], ${handoff}`,
})
const pages: Record<string, { island: string; worked: string | ((m: Messages) => string) }> = {
  '/crs-calculator': calculator('CrsCalculator'),
  '/australia-points-calculator': calculator('AustraliaPointsCalculator'),
  '/uk-skilled-worker-calculator': calculator('UkSkilledWorkerCalculator'),
  '/nz-skilled-migrant-calculator': calculator('NzSkilledMigrantCalculator'),
  '/germany-opportunity-card-calculator': calculator('GermanyOpportunityCardCalculator'),
  '/visa-finder': { island: 'VisaFinder', worked: `[data-route], ${handoff}` },
  // Without scores, what the default says is that all four are needed.
  '/language-scores': {
    island: 'LanguageScoresCalculator',
    worked: (m) => `p:contains("${m('languageScores.calculator.typeAll')}"), ${handoff}`,
  },
  '/cost': { island: 'CostPlanner', worked: `[data-plan-route] table, ${handoff}` },
  // No occupation chosen, what the default says is to type a title and choose one.
  '/occupations': { island: 'OccupationSearch', worked: `h3, ${handoff}` },
}

const paths = indexablePaths.filter((path) => splitLocale(path).path in pages)

it('covers the nine pages in each language', () => {
  expect(paths).toHaveLength(Object.keys(pages).length * 3)
})

describe.each(paths)('%s', (path) => {
  const { locale, path: page } = splitLocale(path)
  const { island, worked } = pages[page] as (typeof pages)[string]
  const m = messagesFor(locale)

  it('hides what its island works out until the link’s answers are applied, and without JavaScript', () => {
    const $: CheerioAPI = builtPage(path)
    const parts = $(markerSelector(island))
      .find(typeof worked === 'string' ? worked : worked(m))
      .toArray()
    expect(parts.length).toBeGreaterThan(0)
    for (const part of parts) expect($(part).closest('.worked-out')).toHaveLength(1)
    expect($(markerSelector(island)).find(handoff)).toHaveLength(1)
    expect($('.worked-out[data-pending]').first().attr('data-pending')).toBe(m('answersResult.pending'))
    const css = $('style').first().text()
    expect(css).toContain('[data-answers=link] .worked-out{visibility:hidden')
    expect(css).toContain('[data-answers=link] .worked-out:before{content:attr(data-pending)')
    expect(css).toContain(':root:not([data-answers]) .worked-out{display:none}')
    expect($('main noscript').text()).toContain('JavaScript')
  })
})
