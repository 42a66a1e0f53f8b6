import type { ChartBox } from '../../lib/charts/frame'
import { formatNumber } from '../../lib/locale'
import { usePageLocale } from '../layout/PageLanguage'

interface ChartLine {
  key: string
  /** The line's SVG path, laid out at build time (lib/draws/chart.ts, lib/processing-times/chart.ts). */
  path: string
  /** A text colour utility, at least 3:1 against white (WCAG's non-text contrast). */
  colour: string
  /** A dot at each value, where the values are few enough to tell apart. */
  points?: readonly { key: number; x: number; y: number }[]
}

interface LineChartProps {
  id: string
  /** The chart's accessible name. */
  title: string
  /** The vertical axis's name, above it. */
  axis: string
  chart: {
    box: ChartBox
    yTicks: readonly { value: number; y: number }[]
    xTicks: readonly { date: string; x: number }[]
  }
  /** A tick's words under the horizontal axis, from its ISO date. */
  xLabel: (date: string) => string
  lines: readonly ChartLine[]
  legend: readonly { key: string; label: string; colour: string }[]
}

/** A chart of values over time, a line each, drawn on the server as SVG with its legend below. */
export function LineChart({ id, title, axis, chart, xLabel, lines, legend }: LineChartProps) {
  const locale = usePageLocale()
  const { box, xTicks, yTicks } = chart
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
            {xLabel(tick.date)}
          </text>
        ))}
        <text x={4} y={11} className="fill-slate-600">
          {axis}
        </text>
        {lines.map((line) => (
          <g key={line.key} className={line.colour}>
            <path d={line.path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
            {line.points?.map((point) => (
              <circle key={point.key} cx={point.x} cy={point.y} r="3" fill="currentColor" />
            ))}
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800">
          {legend.map((item) => (
            <li key={item.key} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`inline-block size-3 rounded-full bg-current ${item.colour}`}
              />
              {item.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
