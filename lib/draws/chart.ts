// The geometry of the rounds chart, drawn at build time as inline SVG (components/sections/
// RoundsChart.tsx): the lowest score of each round over time, one series per type of round. No chart
// library reaches the browser; the table on the page is the chart's text alternative.
import { type ChartBox, chartScales, dayOf, phoneChartBox } from '../charts/frame'
import type { ExpressEntryRound, RoundType } from './rounds'

interface ChartPoint {
  x: number
  y: number
  round: Pick<ExpressEntryRound, 'number' | 'date' | 'lowestScore'>
}

export interface RoundsChart {
  box: ChartBox
  series: { type: RoundType; points: ChartPoint[]; path: string }[]
  /** Score gridlines: their value and height. */
  yTicks: { value: number; y: number }[]
  /** The first day of each quarter in the range: its ISO date and position. */
  xTicks: { date: string; x: number }[]
}

/** Lays the rounds out: time across, score up, a series per type (the most frequent first). */
export function roundsChart(
  rounds: readonly ExpressEntryRound[],
  box: ChartBox = phoneChartBox,
): RoundsChart {
  const dates = rounds.map((round) => dayOf(round.date))
  const scores = rounds.map((round) => round.lowestScore)
  const [from, to] = [Math.min(...dates), Math.max(...dates)]
  const step = 100
  const [low, high] = [
    Math.floor(Math.min(...scores) / step) * step,
    Math.ceil(Math.max(...scores) / step) * step,
  ]
  const { x, y } = chartScales(box, { from, to }, { low, high })

  const byType = new Map<RoundType, ExpressEntryRound[]>()
  for (const round of rounds) byType.set(round.type, [...(byType.get(round.type) ?? []), round])
  const series = [...byType]
    .sort(([, a], [, b]) => b.length - a.length)
    .map(([type, list]) => {
      const points = [...list]
        .sort((a, b) => a.date.localeCompare(b.date) || a.number - b.number)
        .map((round) => ({
          x: x(round.date),
          y: y(round.lowestScore),
          round: { number: round.number, date: round.date, lowestScore: round.lowestScore },
        }))
      return { type, points, path: points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ') }
    })

  const yTicks = Array.from({ length: (high - low) / step + 1 }, (_, i) => low + i * step).map((value) => ({
    value,
    y: y(value),
  }))
  const xTicks: RoundsChart['xTicks'] = []
  const start = new Date(from)
  const quarter = (year: number, month: number) => new Date(Date.UTC(year, month, 1))
  let tick = quarter(start.getUTCFullYear(), Math.floor(start.getUTCMonth() / 3) * 3)
  if (tick.getTime() < from) tick = quarter(tick.getUTCFullYear(), tick.getUTCMonth() + 3)
  for (; tick.getTime() <= to; tick = quarter(tick.getUTCFullYear(), tick.getUTCMonth() + 3)) {
    const date = tick.toISOString().slice(0, 10)
    xTicks.push({ date, x: x(date) })
  }
  return { box, series, yTicks, xTicks }
}
