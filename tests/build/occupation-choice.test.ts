// The occupation question of each calculator, as built in each language: a select named as the link's
// `occupation`, its first choice and the 22 common occupations in the page's words, the way to search
// them all; and the island handed its own rows of those occupations, never a whole list.
import { describe, expect, it } from 'vitest'
import { localizedHref, localizedPath, translatedLocales } from '../../lib/i18n'
import { messagesFor } from '../../lib/messages'
import { commonOccupationIds } from '../../lib/occupations/choice'
import { builtPage, islandProps } from '../support/built-site'

const calculators = {
  '/uk-skilled-worker-calculator': { island: 'UkSkilledWorkerCalculator', foreign: 'Green List' },
  '/crs-calculator': { island: 'CrsCalculator', foreign: 'Appendix Skilled Occupations' },
  '/australia-points-calculator': { island: 'AustraliaPointsCalculator', foreign: 'Green List' },
  '/nz-skilled-migrant-calculator': { island: 'NzSkilledMigrantCalculator', foreign: 'Blue Card' },
  '/germany-opportunity-card-calculator': { island: 'GermanyOpportunityCardCalculator', foreign: 'TEER' },
} as const

const pages = Object.entries(calculators).flatMap(([path, page]) =>
  (['en', ...translatedLocales] as const).map((locale) => ({
    path: localizedPath(path, locale),
    locale,
    ...page,
  })),
)

describe.each(pages)('$path', ({ path, locale, island, foreign }) => {
  const m = messagesFor(locale)
  const $ = builtPage(path)

  it('asks for the occupation: the common ones in the page’s words, and a link to search them all', () => {
    const select = $('select[name="occupation"]')
    expect(select).toHaveLength(1)
    const label = $(`label[for="${select.attr('id')}"]`).text()
    expect(label).toBe(m('occupationChoice.label'))
    const options = select.find('option').toArray()
    // The first says none is chosen (the CRS calculator's, as before, that the work is in no group).
    expect($(options[0]).attr('value')).toBe('')
    const titles = options
      .slice(1, commonOccupationIds.length + 1)
      .map((option) => [$(option).attr('value'), $(option).text()])
    expect(titles).toEqual(commonOccupationIds.map((id) => [id, m(`occupations.titles.${id}`)]))
    const search = select.parent().parent().find('a')
    expect(search.attr('href')).toBe(localizedHref('/occupations', locale))
    expect(search.text()).toContain(m('occupationChoice.notListed'))
  })

  it('hands the island its own rows and words for the 22 occupations, not the lists', () => {
    const { occupation } = islandProps(path, island) as {
      occupation: { table: Record<string, unknown>; copy: Record<string, unknown> }
    }
    expect(Object.keys(occupation.table)).toEqual([...commonOccupationIds])
    expect(JSON.stringify(occupation.copy)).not.toContain(foreign)
  })
})
