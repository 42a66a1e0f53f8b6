// The calculators' official grids as the built pages state them, in each language, for a visitor
// without JavaScript or a crawler: the tables are there to add up by hand, each figure the registry's
// (content/facts, read through lib/calculators/grids.ts), so a rule's update changes the page and this test
// together. What the calculators work out from them is the browser's (tests/e2e/points.spec.ts and the
// calculators' own specs).

import type { CheerioAPI } from 'cheerio'
import { describe, expect, it } from 'vitest'
import { facts } from '../../content/facts'
import {
  australiaCalculatorGrid as australia,
  crsCalculatorGrid as crs,
  germanyCalculatorGrid as germany,
  nzCalculatorGrid as nz,
} from '../../lib/calculators/grids'
import { formatFact } from '../../lib/facts/format-fact'
import { locales, localizedPath } from '../../lib/i18n'
import { formatMoney } from '../../lib/locale'
import { messagesFor } from '../../lib/messages'
import { builtPage } from '../support/built-site'

/** A table's body as rows of cells' text, the row's heading first. */
function rowsOf($: CheerioAPI, caption: string | RegExp): string[][] {
  const table = $('table').filter((_, each) => {
    const text = $(each).find('caption').text()
    return typeof caption === 'string' ? text === caption : caption.test(text)
  })
  expect(table, `the table "${caption}"`).toHaveLength(1)
  return table
    .find('tbody tr')
    .toArray()
    .map((row) =>
      $(row)
        .find('th, td')
        .toArray()
        .map((cell) => $(cell).text().replace(/\s+/g, ' ').trim()),
    )
}

/** The points of each row (its cells after the heading). */
const pointsOf = (rows: string[][]) => rows.map((row) => row.slice(1))

describe.each(locales)('in %s', (locale) => {
  const m = messagesFor(locale)
  const page = (path: string) => builtPage(localizedPath(path, locale))

  it('/australia-points-calculator says it needs JavaScript and gives its eight tables, age and Australian work as the registry has them', () => {
    const $ = page('/australia-points-calculator')
    // Browsers with scripting off show <noscript>.
    expect($('noscript').text()).toContain(m('pointsReading.noScript'))
    expect($('main table')).toHaveLength(8)
    expect(pointsOf(rowsOf($, m('australiaPoints.grid.tables.age')))).toEqual(
      australia.age.map(({ points }) => [String(points)]),
    )
    const australian = rowsOf(
      $,
      m('australiaPoints.grid.tables.australian', { employmentWindow: australia.employmentWindow }),
    )
    expect(pointsOf(australian)).toEqual([
      ...australia.australian.map(({ points }) => [String(points)]),
      // Employment outside and in Australia together: at most the cap.
      [String(australia.employmentCap)],
    ])
  })

  it('/crs-calculator gives the CRS grid with both columns, the transferability and additional caps, and the nomination', () => {
    const $ = page('/crs-calculator')
    const age = pointsOf(rowsOf($, m('crsCalculator.grid.tables.age')))
    expect(age[0]).toEqual([String(crs.age.withSpouse[0]), String(crs.age.single[0])])
    expect(age).toContainEqual([String(Math.max(...crs.age.withSpouse)), String(Math.max(...crs.age.single))])
    const transferability = rowsOf($, m('crsCalculator.grid.tables.transferability'))
    expect(transferability.at(-1)).toEqual([
      m('crsCalculator.grid.transferabilityRows.sectionCap'),
      String(crs.transferabilityMax),
    ])
    const additional = rowsOf($, m('crsCalculator.grid.tables.additional'))
    expect(pointsOf(additional)).toContainEqual([String(crs.nomination)])
    expect(additional.at(-1)).toEqual([
      m('crsCalculator.grid.additionalRows.sectionCap'),
      String(crs.additionalMax),
    ])
  })

  it('/germany-opportunity-card-calculator gives the prerequisites, the minimum and the official points table', () => {
    const $ = page('/germany-opportunity-card-calculator')
    const g = 'germanyOpportunityCard.grid'
    expect($('main h3').text()).toContain(m(`${g}.prerequisites.heading`))
    expect($('main li').text()).toContain(
      m(`${g}.prerequisites.items.otherwisePoints`, { pointsNeeded: germany.minimum }),
    )
    expect(rowsOf($, m(`${g}.tables.german`))).toEqual(
      (['a2', 'b1', 'b2'] as const).map((level) => [
        m(`${g}.rows.german.${level}`),
        String(germany.german[level]),
      ]),
    )
    // Under the first age, then from each to the year before the next.
    expect(rowsOf($, m(`${g}.tables.age`))).toEqual(
      germany.age.map(({ under, points }, index) => [
        index === 0
          ? m(`${g}.rows.ageUnder`, { under })
          : m(`${g}.rows.ageFrom`, { from: germany.age[index - 1]?.under ?? 0, to: under - 1 }),
        String(points),
      ]),
    )
    expect(rowsOf($, m(`${g}.tables.qualification`))[0]).toEqual([
      m(`${g}.rows.partialRecognition`),
      String(germany.partialRecognition),
    ])
  })

  it('/nz-skilled-migrant-calculator gives the qualification and income tables, with the registry’s median wage', () => {
    const $ = page('/nz-skilled-migrant-calculator')
    expect(pointsOf(rowsOf($, m('nzSkilledMigrant.grid.tables.qualification')))).toEqual(
      (['bachelor', 'honours', 'master', 'doctorate'] as const).map((level) => [
        String(nz.qualification[level]),
      ]),
    )
    const medianWage = formatFact(facts.nz.smc.medianWage, locale)
    const incomeCaption = $('caption')
      .toArray()
      .map((caption) => $(caption).text())
      .find((caption) => caption.includes(medianWage))
    expect(incomeCaption, `a caption stating the median wage, ${medianWage}`).toBeDefined()
    const income = rowsOf($, incomeCaption ?? '')
    expect(income).toHaveLength(nz.income.length)
    nz.income.forEach(({ multiple, points }, index) => {
      // Each row's hourly rate is its multiple of the median wage.
      expect(income[index]?.[0]).toContain(
        formatMoney(multiple * nz.medianWage, facts.nz.smc.medianWage.unit, locale).replace(/\s/g, ' '),
      )
      expect(income[index]?.[1]).toBe(String(points))
    })
  })
})

it('/nz-skilled-migrant-calculator says what is not yet confirmed of the new pathways', () => {
  expect(builtPage('/nz-skilled-migrant-calculator')('main').text()).toContain(
    "INZ's own page for these changes was not among the sources we could read",
  )
})
