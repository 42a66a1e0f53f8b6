import { expect, it } from 'vitest'
import { rootMarginAround } from '../../lib/fab-clearance'

it('shrinks a 390 × 844 viewport to the floating button and 8 px around it', () => {
  // The button: 56 px square, 16 px from the right and bottom edges.
  const box = { left: 390 - 16 - 56, top: 844 - 16 - 56, width: 56, height: 56 }
  expect(rootMarginAround(box, { width: 390, height: 844 })).toBe('-764px -8px -8px -310px')
})

it('never grows the viewport when the box touches an edge', () => {
  expect(rootMarginAround({ left: 0, top: 0, width: 10, height: 10 }, { width: 100, height: 100 })).toBe(
    '0px -82px -82px 0px',
  )
})
