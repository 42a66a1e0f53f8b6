import type { RoundsChart as Chart } from '../../lib/draws/chart'
import type { RoundType } from '../../lib/draws/rounds'
import { formatMonth, formatNumber } from '../../lib/locale'
import { usePageLocale } from '../layout/PageLanguage'

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
  const { box, series, xTicks, yTicks } = chart
  const dates = series.flatMap((line) => line.points.map((point) => point.round.date)).sort()
  const title = copy.title(dates[0] ?? '', dates.at(-1) ?? '')
  const plotLeft = box.margin.left
  const plotRight = box.width - box.margin.right
  const plotBottom = box.height - box.margin.bottom
  return (
    <figure className="max-w-2xl rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:p-5">
      <svg
        viewBox={`0 0 ${box.width} ${box.height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        className="h-auto w-full text-[11px]"
      >
        <title id={`${id}-title`}>{title}</title>
        {yTicks.map((tick) => (
          <g key={tick.value} className="text-slate-600">
            <line
              x1={plotLeft}
              x2={plotRight}
              y1={tick.y}
              y2={tick.y}
              stroke="currentColor"
              strokeOpacity="0.25"
            />
            <text x={plotLeft - 6} y={tick.y} dy="0.32em" textAnchor="end" fill="currentColor">
              {formatNumber(tick.value, locale)}
            </text>
          </g>
        ))}
        {xTicks.map((tick) => (
          <text key={tick.date} x={tick.x} y={plotBottom + 16} textAnchor="middle" className="fill-slate-600">
            {formatMonth(tick.date, locale)}
          </text>
        ))}
        <text x={4} y={11} className="fill-slate-600">
          {copy.score}
        </text>
        {series.map((line) => (
          <g key={line.type} className={roundTypeColours[line.type]}>
            <path d={line.path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
            {line.points.map((point) => (
              <circle key={point.round.number} cx={point.x} cy={point.y} r="3" fill="currentColor" />
            ))}
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800">
          {series.map((line) => (
            <li key={line.type} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`inline-block size-3 rounded-full bg-current ${roundTypeColours[line.type]}`}
              />
              {typeNames[line.type]} ({formatNumber(line.points.length, locale)})
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
