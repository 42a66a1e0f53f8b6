// The geometry of the chart of IRCC's times from India at each update, drawn at build time as inline SVG
// (components/sections/TimesHistoryChart.tsx) like the rounds chart: time across, calendar days up, a
// line per route. An update without a figure in days breaks its line; the page's table gives every figure.
import type { IsoDate } from '../../content/facts/types'
import { type ChartBox, chartScales, dayOf, phoneChartBox } from '../charts/frame'

interface SeriesIn<Key> {
  key: Key
  points: readonly { updated: IsoDate; days: number | null }[]
}

export interface HistoryChart<Key> {
  box: ChartBox
  series: { key: Key; path: string }[]
  /** Day gridlines: their value and height. */
  yTicks: { value: number; y: number }[]
  /** The first day of each year in the range: its ISO date and position. */
  xTicks: { date: string; x: number }[]
}

/** A step of gridlines giving at most six of them up to `high`. */
const stepFor = (high: number) => [10, 20, 25, 50, 100, 200, 500].find((step) => high / step <= 6) ?? 1000

export function historyChart<Key>(
  series: readonly SeriesIn<Key>[],
  box: ChartBox = phoneChartBox,
): HistoryChart<Key> {
  const dates = series.flatMap((line) => line.points.map((point) => dayOf(point.updated)))
  const values = series.flatMap((line) => line.points.flatMap((point) => point.days ?? []))
  const [from, to] = [Math.min(...dates), Math.max(...dates)]
  const step = stepFor(Math.max(...values, 1))
  const high = Math.ceil(Math.max(...values, 1) / step) * step
  const { x, y } = chartScales(box, { from, to }, { low: 0, high })

  const lines = series.map(({ key, points }) => {
    let gap = true
    const path = points
      .flatMap(({ updated, days }) => {
        if (days === null) {
          gap = true
          return []
        }
        const move = gap ? 'M' : 'L'
        gap = false
        return [`${move}${x(updated)} ${y(days)}`]
      })
      .join(' ')
    return { key, path }
  })
  const yTicks = Array.from({ length: high / step + 1 }, (_, i) => i * step).map((value) => ({
    value,
    y: y(value),
  }))
  const xTicks: HistoryChart<Key>['xTicks'] = []
  for (let year = new Date(from).getUTCFullYear() + 1; dayOf(`${year}-01-01`) <= to; year++) {
    const date = `${year}-01-01`
    xTicks.push({ date, x: x(date) })
  }
  return { box, series: lines, yTicks, xTicks }
}
