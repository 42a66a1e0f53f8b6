import { expect, it } from 'vitest'
import { rootMarginAround } from '../../lib/fab-clearance'

it('shrinks a 390 × 844 viewport to the floating button and 8 px around it', () => {
  // The button: 56 px square, 16 px from the right and bottom edges.
  const box = { offsetLeft: 390 - 16 - 56, offsetTop: 844 - 16 - 56, offsetWidth: 56, offsetHeight: 56 }
  expect(rootMarginAround(box, 390, 844)).toBe('-764px -8px -8px -310px')
})

it('never grows the viewport when the box touches an edge', () => {
  const box = { offsetLeft: 0, offsetTop: 0, offsetWidth: 10, offsetHeight: 10 }
  expect(rootMarginAround(box, 100, 100)).toBe('0px -82px -82px 0px')
})
