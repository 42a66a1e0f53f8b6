import type { HistoryChart } from '../../lib/processing-times/chart'
import { LineChart } from './LineChart'

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
  const colour = (index: number) => colours[index % colours.length] ?? ''
  return (
    <LineChart
      id={id}
      title={copy.title}
      axis={copy.axis}
      chart={chart}
      xLabel={(date) => date.slice(0, 4)}
      lines={chart.series.map((line, index) => ({ key: line.key, path: line.path, colour: colour(index) }))}
      legend={names.map((name, index) => ({ key: name, label: name, colour: colour(index) }))}
    />
  )
}
