import { formatNumber } from '../../lib/locale'
import type { HistoryChart } from '../../lib/processing-times/chart'
import { usePageLocale } from '../layout/PageLanguage'

/** Each route's colour, at least 3:1 against white (WCAG's non-text contrast). */
const colours = ['text-brand-700', 'text-orange-700', 'text-emerald-700', 'text-fuchsia-700']

interface TimesHistoryChartProps {
  id: string
  chart: HistoryChart<string>
  copy: { title: string; axis: string }
  names: readonly string[]
}

/** IRCC's times from India at each update, a line per route, drawn on the server as SVG. */
export function TimesHistoryChart({ id, chart, copy, names }: TimesHistoryChartProps) {
  const locale = usePageLocale()
  const { box, series, xTicks, yTicks } = chart
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
        <title id={`${id}-title`}>{copy.title}</title>
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
            {tick.date.slice(0, 4)}
          </text>
        ))}
        <text x={4} y={11} className="fill-slate-600">
          {copy.axis}
        </text>
        {series.map((line, index) => (
          <path
            key={line.key}
            d={line.path}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
            className={colours[index % colours.length]}
          />
        ))}
      </svg>
      <figcaption>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800">
          {names.map((name, index) => (
            <li key={name} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`inline-block size-3 rounded-full bg-current ${colours[index % colours.length]}`}
              />
              {name}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
