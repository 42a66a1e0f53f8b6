// /processing-times: for each destination, the time each route takes as its authority publishes it
// (lib/processing-times/routes.ts answers from the snapshots in content/facts/processing-times), what
// the time measures and where it comes from; Canada from India also as a history. Written once, its
// words in the catalogues (processingTimes.*), every figure an argument in the words' own unit.

import { calendarDay } from '@shared/message-format.ts'
import { factArguments } from '../lib/facts/site'
import { type Messages, words } from '../lib/messages'
import type { Duration } from '../lib/processing-times/duration'
import { type RouteTime, routeTime, type TimedRoute, timedRoutes } from '../lib/processing-times/routes'
import { processingTimeSources as sources } from '../lib/processing-times/sources'
import type { CopyOf, Fact, IsoDate, Source } from './facts/types'
import { routes } from './routes'

const destinations = [
  {
    country: 'canada',
    routes: ['canadaVisitor', 'canadaSuperVisa', 'canadaStudy', 'canadaWork', 'expressEntry'],
  },
  { country: 'australia', routes: ['australiaSkilled', 'australiaStudent'] },
  { country: 'uk', routes: ['ukSkilledWorker', 'ukStudent', 'ukGraduate'] },
  { country: 'germany', routes: ['germanyBlueCard', 'germanyOpportunityCard', 'germanyStudy'] },
  { country: 'newZealand', routes: ['nzSkilledMigrant', 'nzStudent'] },
  { country: 'usa', routes: ['usH1b', 'usF1'] },
] as const satisfies readonly { country: string; routes: readonly TimedRoute[] }[]

/** Canada's routes from India whose every IRCC update the chart draws, in the chart's order. */
const canadaHistoryRoutes = ['canadaVisitor', 'canadaSuperVisa', 'canadaStudy', 'canadaWork'] as const

const unitKeys = {
  days: 'days',
  'working-days': 'workingDays',
  weeks: 'weeks',
  months: 'months',
  years: 'years',
} as const
const qualifierKeys = { about: 'about', 'less-than': 'lessThan', 'more-than': 'moreThan' } as const

/** The fast-track limits bind in weeks, which their message words; another unit would need other words. */
const inWeeks = (limit: Fact) => {
  if (limit.unit !== 'weeks') throw new Error(`A fast-track limit in ${limit.unit}, not weeks`)
  return limit
}

/** The authority an official page belongs to, as its title names it: "IRCC" of "IRCC: Check processing times". */
const authorityOf = (page: Source) => page.title.split(':')[0] ?? page.title

/** A copy of `page`'s figures kept by others, which a translated page names by `page`'s authority and `read`. */
const copyOfPage = (copy: Source, page: Source, kind: CopyOf['kind'], read: IsoDate): Source => ({
  ...copy,
  copyOf: { authority: authorityOf(page), kind, read },
})

/** The page's words that take no value: all but its times, figures and dates. */
const plainWords = (m: Messages) =>
  words(m, 'processingTimes', {}, [
    'time',
    'figure',
    'germany.fastTrack',
    'line.published',
    'copied',
    'updated.on',
    'history',
  ])

/** A route's time in the page's words: its figures, what they measure, their update and sources. */
function timeWords(m: Messages) {
  const said = plainWords(m)
  const day = calendarDay
  /** A time in the source's own unit, or the words for a source's "no figure". */
  const time = (duration: Duration | null) =>
    duration
      ? m(`processingTimes.time.${unitKeys[duration.unit]}`, {
          value: duration.value,
          qualifier: duration.qualifier ? qualifierKeys[duration.qualifier] : 'none',
        })
      : m('processingTimes.figure.none')
  const figureLines = (answer: RouteTime & { status: 'published' }) =>
    answer.figures.map((figure) => {
      const label = figure.program
        ? m(`processingTimes.program.${figure.program}`)
        : figure.consulate
          ? m(`processingTimes.consulate.${figure.consulate}`)
          : answer.figures.length > 1 && figure.percent
            ? m('processingTimes.figure.percent', { percent: figure.percent })
            : undefined
      return label
        ? m('processingTimes.figure.labelled', { label, time: time(figure.duration) })
        : time(figure.duration)
    })
  const row = (route: TimedRoute) => {
    const answer = routeTime(route, sources)
    const name = m(`processingTimes.route.${route}`)
    if (answer.status === 'not-published') {
      const [appointment, decision] = answer.limits
      return {
        route,
        name,
        published: false as const,
        none: said.germany.none,
        fastTrack:
          appointment && decision
            ? m(
                'processingTimes.germany.fastTrack',
                factArguments({ appointment: inWeeks(appointment), decision: inWeeks(decision) }, m.language),
              )
            : undefined,
        check: answer.check,
        limitSources: [...new Map(answer.limits.map((limit) => [limit.source.url, limit.source])).values()],
      }
    }
    return {
      route,
      name,
      published: true as const,
      figures: figureLines(answer),
      measure: m(`processingTimes.measure.${answer.measure}`),
      scope: m(`processingTimes.scope.${answer.scope}`),
      updated: answer.updated
        ? m('processingTimes.updated.on', { day: day(answer.updated) })
        : m('processingTimes.updated.none'),
      updatedDay: answer.updated,
      copied: m('processingTimes.copied', { day: day(answer.retrieved) }),
      source: answer.source,
      copiedFrom: copyOfPage(answer.copiedFrom, answer.source, 'copy', answer.retrieved),
    }
  }
  return { row, time, said }
}

/**
 * Each route's time where a page shows it beside its own words (the country guides, the visa finder,
 * the calculators): the same figures as /processing-times, in one line, with their update and a link
 * to the route's row there.
 */
export const routeTimes = (m: Messages) => {
  const { row, said } = timeWords(m)
  const line = (route: TimedRoute) => {
    const answer = row(route)
    return {
      label: said.line.label,
      text: !answer.published
        ? answer.none
        : answer.updatedDay
          ? m('processingTimes.line.published', {
              time: answer.figures.join('; '),
              day: calendarDay(answer.updatedDay),
            })
          : answer.figures.join('; '),
      link: { href: `${routes.processingTimes.path}#${route}`, label: said.line.link },
    }
  }
  return Object.fromEntries(timedRoutes.map((route) => [route, line(route)])) as Record<
    TimedRoute,
    ReturnType<typeof line>
  >
}

export const processingTimes = (m: Messages) => {
  const day = calendarDay
  const { row, time, said } = timeWords(m)
  const india = sources.ircc.india
  // Every update of each route, in the same order as IRCC's updates (routes.ts reads them all from one list).
  const histories = canadaHistoryRoutes.map((route) => {
    const answer = routeTime(route, sources)
    return answer.status === 'published' ? (answer.history ?? []) : []
  })
  const first = india.updates[0]?.updated ?? ''
  const last = india.updates.at(-1)?.updated ?? ''
  return {
    hero: said.hero,
    notPromise: said.notPromise,
    columns: said.column,
    officialPage: said.source.official,
    copiedFrom: said.source.copiedFrom,
    check: said.germany.check,
    destinations: destinations.map(({ country, routes }) => ({
      id: country,
      heading: said.country[country],
      rows: routes.map(row),
    })),
    history: {
      ...words(
        m,
        'processingTimes.history',
        { from: day(first), to: day(last), count: india.updates.length },
        ['day'],
      ),
      historyFrom: india.historyFrom.map((copy) => copyOfPage(copy, sources.ircc.page, 'copies', copy.to)),
      series: canadaHistoryRoutes.map((route, index) => ({
        route,
        name: m(`processingTimes.route.${route}`),
        points: (histories[index] ?? []).map(({ updated, days }) => ({ updated, days })),
      })),
      updates: india.updates.map((update, index) => ({
        updated: update.updated,
        date: m('processingTimes.history.day', { day: day(update.updated) }),
        times: histories.map((history) => time(history[index]?.duration ?? null)),
      })),
    },
  }
}
