// The scales every build-time chart draws with: the range's ends meet the box's margins exactly.
import { describe, expect, it } from 'vitest'
import { chartScales, dayOf, phoneChartBox } from '../../lib/charts/frame'

describe('chartScales', () => {
  const { width, height, margin } = phoneChartBox
  const { x, y } = chartScales(
    phoneChartBox,
    { from: dayOf('2026-01-01'), to: dayOf('2026-12-31') },
    { low: 400, high: 600 },
  )

  it('puts the first and last days on the left and right margins', () => {
    expect(x('2026-01-01')).toBe(margin.left)
    expect(x('2026-12-31')).toBe(width - margin.right)
  })

  it('puts the lowest value on the bottom margin and the highest on the top one', () => {
    expect(y(400)).toBe(height - margin.bottom)
    expect(y(600)).toBe(margin.top)
    expect(y(500)).toBe((height - margin.bottom + margin.top) / 2)
  })

  it('keeps a single day or a flat series inside the box', () => {
    const flat = chartScales(
      phoneChartBox,
      { from: dayOf('2026-05-01'), to: dayOf('2026-05-01') },
      { low: 7, high: 7 },
    )
    expect(flat.x('2026-05-01')).toBe(margin.left)
    expect(flat.y(7)).toBe(height - margin.bottom)
  })
})
