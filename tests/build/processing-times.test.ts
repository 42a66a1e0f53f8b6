// /processing-times as built, in each language, without JavaScript: India's figures of IRCC's newest
// update, what each time measures, Germany's line saying it has no figure, and the chart named, with its
// table of every update.
import { describe, expect, it } from 'vitest'
import { copyIn } from '../../content/copy'
import { routeIds } from '../../lib/finder/finder'
import { locales } from '../../lib/i18n'
import { messagesFor } from '../../lib/messages'
import { processingTimeSources } from '../../lib/processing-times/sources'
import { builtPage, readableText } from '../support/built-site'

const newest = processingTimeSources.ircc.india.updates.at(-1)

describe.each(locales)('/processing-times in %s', (locale) => {
  const { processingTimes: copy, routes } = copyIn(locale)
  const m = messagesFor(locale)
  const $ = builtPage(routes.processingTimes.path)
  const canada = $('#canada tbody')

  it("shows India's times of IRCC's newest update, in IRCC's units", () => {
    expect(newest?.updated).toBeDefined()
    const rows = copy.destinations.find((destination) => destination.id === 'canada')?.rows ?? []
    for (const [route, service, text] of [
      ['canadaVisitor', 'visitor-outside-canada', 'days'],
      ['canadaSuperVisa', 'supervisa', 'days'],
      ['canadaStudy', 'study', 'weeks'],
      ['canadaWork', 'work', 'weeks'],
    ] as const) {
      const duration = newest?.times[service].duration
      expect(duration?.unit).toBe(text)
      const row = canada
        .find('tr')
        .filter((_, tr) => $(tr).find('th').text() === m(`processingTimes.route.${route}`))
      expect(row.find('td').first().text()).toBe(
        m(`processingTimes.time.${text}`, { value: duration?.value ?? 0, qualifier: 'none' }),
      )
      expect(rows.some((kept) => kept.route === route)).toBe(true)
    }
  })

  it('says what each time measures', () => {
    const text = readableText($)
    for (const measure of [
      'ircc-past-80',
      'ircc-projected-80',
      'home-affairs-50-90',
      'inz-50-80',
      'ukvi-target',
      'appointment-wait',
    ] as const)
      expect(text).toContain(m(`processingTimes.measure.${measure}`))
    expect(text).toContain(copy.notPromise)
  })

  it('says Germany publishes no figure, and links where to check', () => {
    const germany = $('#germany tbody tr')
    expect(germany).toHaveLength(3)
    germany.each((_, row) => {
      expect($(row).text()).toContain(m('processingTimes.germany.none'))
      expect($(row).find('a[href^="https://india.diplo.de/"]')).toHaveLength(1)
    })
  })

  it('names the chart and gives its figures as a table', () => {
    const chart = $('svg[role="img"]')
    const title = chart.find(`#${chart.attr('aria-labelledby')}`).text()
    expect(title).toBe(copy.history.title)
    const history = $('details table')
    expect(history.find('caption').text()).toBe(copy.history.caption)
    expect(history.find('tbody tr')).toHaveLength(processingTimeSources.ircc.india.updates.length)
    expect(history.find('tbody tr').first().find('th').text()).toBe(copy.history.updates.at(-1)?.date)
  })

  it('reaches the visitor without a script', () => {
    expect($('script[src]')).toHaveLength(0)
  })
})

// One figure, one place: the finder's routes give the times this page gives, and lead to its table.
describe.each(locales)('/visa-finder in %s', (locale) => {
  const { routeTimes, routes } = copyIn(locale)
  const times = builtPage(routes.processingTimes.path)
  const finder = builtPage(routes.visaFinder.path)
  const finderText = readableText(finder).replace(/\s+/g, ' ')

  it.each(routeIds)('%s: the time of its row on /processing-times, linked to that row', (id) => {
    const time = routeTimes[id]
    expect(finderText).toContain(time.text)
    expect(finder(`#routes a[href="${time.link.href}"]`).length).toBe(1)
    const row = times(time.link.href.slice(time.link.href.indexOf('#')))
    expect(row.is('tr')).toBe(true)
    expect(row.find('th').text()).toBe(messagesFor(locale)(`processingTimes.route.${id}`))
    for (const figure of time.text.split('; '))
      expect(row.text().replace(/\s+/g, ' ')).toContain(figure.replace(/ \(.*\)$/, ''))
  })
})

// Linked where the question is asked, not only from the footer: Home's destinations lead here.
it.each(locales)('Home in %s leads to /processing-times from its destinations', (locale) => {
  const { routes, home } = copyIn(locale)
  const $ = builtPage(routes.home.path)
  const link = $(
    `main section[aria-labelledby="destinations-heading"] a[href="${routes.processingTimes.path}"]`,
  )
  expect(link.text()).toBe(home.destinations.times.label)
})

// The calculators, under their result, and /cost, beside each route's costs, give the same time.
const calculatorRoutes = {
  crsCalculator: 'expressEntry',
  australiaPointsCalculator: 'australiaSkilled',
  ukSkilledWorkerCalculator: 'ukSkilledWorker',
  germanyOpportunityCardCalculator: 'germanyOpportunityCard',
  nzSkilledMigrantCalculator: 'nzSkilledMigrant',
} as const

describe.each(locales)('the calculators and /cost in %s', (locale) => {
  const { routeTimes, routes } = copyIn(locale)

  it.each(Object.entries(calculatorRoutes))('%s gives the time of %s, linked to its row', (page, route) => {
    const $ = builtPage(routes[page as keyof typeof calculatorRoutes].path)
    const time = routeTimes[route]
    const section = $('section[aria-labelledby="calculator-heading"]')
    expect(section.text().replace(/\s+/g, ' ')).toContain(time.text)
    expect(section.find(`a[href="${time.link.href}"]`).text()).toBe(time.link.label)
  })

  it.each(routeIds)('/cost gives %s its time beside its costs', (route) => {
    const section = builtPage(routes.cost.path)(`section#${route}`)
    expect(section.text().replace(/\s+/g, ' ')).toContain(routeTimes[route].text)
    expect(section.find(`a[href="${routeTimes[route].link.href}"]`).length).toBe(1)
  })
})
