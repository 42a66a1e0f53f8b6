import type { RoundsChart as Chart } from '../../lib/draws/chart'
import type { RoundType } from '../../lib/draws/rounds'
import { formatMonth, formatNumber } from '../../lib/locale'
import { usePageLocale } from '../layout/PageLanguage'
import { LineChart } from './LineChart'

/** Each type's colour, at least 3:1 against white (WCAG's non-text contrast). */
export const roundTypeColours: Record<RoundType, string> = {
  pnp: 'text-brand-700',
  cec: 'text-orange-700',
  french: 'text-emerald-700',
  healthcare: 'text-rose-700',
  physicians: 'text-fuchsia-700',
  trade: 'text-amber-800',
  education: 'text-violet-700',
  stem: 'text-cyan-800',
  transport: 'text-lime-800',
  research: 'text-teal-700',
  'senior-managers': 'text-stone-600',
  military: 'text-red-800',
  general: 'text-slate-900',
  other: 'text-slate-500',
}

interface RoundsChartProps {
  id: string
  chart: Chart
  /** The chart's title for the days of its first and last round. */
  copy: { title: (from: string, to: string) => string; score: string }
  typeNames: Record<RoundType, string>
}

/** The lowest score of every round over time, a line per type, drawn on the server as SVG. */
export function RoundsChart({ id, chart, copy, typeNames }: RoundsChartProps) {
  const locale = usePageLocale()
  const dates = chart.series.flatMap((line) => line.points.map((point) => point.round.date)).sort()
  return (
    <LineChart
      id={id}
      title={copy.title(dates[0] ?? '', dates.at(-1) ?? '')}
      axis={copy.score}
      chart={chart}
      xLabel={(date) => formatMonth(date, locale)}
      lines={chart.series.map((line) => ({
        key: line.type,
        path: line.path,
        colour: roundTypeColours[line.type],
        points: line.points.map((point) => ({ key: point.round.number, x: point.x, y: point.y })),
      }))}
      legend={chart.series.map((line) => ({
        key: line.type,
        label: `${typeNames[line.type]} (${formatNumber(line.points.length, locale)})`,
        colour: roundTypeColours[line.type],
      }))}
    />
  )
}
