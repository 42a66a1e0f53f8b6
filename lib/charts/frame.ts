// What the site's build-time line charts share (the rounds chart, lib/draws/chart.ts, and the processing
// times history, lib/processing-times/chart.ts): a box about a phone's width, so that labels keep their
// size on a 390 px screen, and the scales that put a date across and a value up inside its margins.

export interface ChartBox {
  width: number
  height: number
  margin: { top: number; right: number; bottom: number; left: number }
}

export const phoneChartBox: ChartBox = {
  width: 360,
  height: 250,
  margin: { top: 22, right: 8, bottom: 24, left: 34 },
}

/** The instant an ISO date begins, in UTC. */
export const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`)

/** One decimal is finer than a screen's pixel and keeps the SVG short. */
const round1 = (value: number) => Math.round(value * 10) / 10

/** Scales for a box: dates from `from` to `to` across, values from `low` to `high` up. */
export function chartScales(
  box: ChartBox,
  days: { from: number; to: number },
  values: { low: number; high: number },
) {
  const { width, height, margin } = box
  return {
    x: (date: string) =>
      round1(
        margin.left +
          ((dayOf(date) - days.from) / Math.max(days.to - days.from, 1)) *
            (width - margin.left - margin.right),
      ),
    y: (value: number) =>
      round1(
        height -
          margin.bottom -
          ((value - values.low) / Math.max(values.high - values.low, 1)) *
            (height - margin.top - margin.bottom),
      ),
  }
}
