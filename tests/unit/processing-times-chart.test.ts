import { describe, expect, it } from 'vitest'
import { historyChart } from '../../lib/processing-times/chart'

const box = { width: 110, height: 120, margin: { top: 10, right: 0, bottom: 10, left: 10 } }

describe('the chart of IRCC updates', () => {
  const chart = historyChart(
    [
      {
        key: 'visitor',
        points: [
          { updated: '2024-12-01', days: 100 },
          { updated: '2025-01-01', days: null },
          { updated: '2025-02-01', days: 50 },
          { updated: '2025-03-01', days: 0 },
        ],
      },
    ],
    box,
  )

  it('draws time across and days up, breaking the line where an update has no figure in days', () => {
    expect(chart.series[0]?.path).toBe('M10 10 M78.9 60 L110 110')
  })

  it('marks each new year and the days in steps from zero', () => {
    expect(chart.xTicks).toEqual([{ date: '2025-01-01', x: 44.4 }])
    expect(chart.yTicks.map((tick) => tick.value)).toEqual([0, 20, 40, 60, 80, 100])
    expect(chart.yTicks[0]?.y).toBe(110)
  })
})
