// The floating contact button steps aside while a form control is under it, so it never covers a
// field, a choice or a submit button (a focused field hides it too, in CSS: styles.css). The
// browser reports the overlap: an IntersectionObserver whose root is shrunk to the button's box.

/** The controls the button must never cover; hidden ones (the honeypot, the file input) are skipped. */
const control = ':is(input, select, textarea, button):not([tabindex="-1"])'

/** The button's wrapper carries the first; the second sends it aside (both styled in styles.css). */
export const fabAttribute = 'data-contact-fab'
const asideAttribute = 'data-aside'

interface Box {
  left: number
  top: number
  width: number
  height: number
}

/**
 * An IntersectionObserver rootMargin that shrinks the viewport to the box (plus a margin of `gap`
 * pixels around it): negative margins cut the viewport down from each side.
 */
export function rootMarginAround(box: Box, viewport: { width: number; height: number }, gap = 8): string {
  const sides = [
    box.top - gap,
    viewport.width - box.left - box.width - gap,
    viewport.height - box.top - box.height - gap,
    box.left - gap,
  ]
  return sides.map((side) => `${-Math.max(0, Math.round(side))}px`).join(' ')
}

/** The controls in a subtree added to or removed from <main>, the subtree's root included. */
const controlsIn = (node: Node): Element[] =>
  node instanceof Element ? [...(node.matches(control) ? [node] : []), ...node.querySelectorAll(control)] : []

/** Watches the page's controls and the button's place, for as long as the page lives. */
export function keepClearOfControls(fab: HTMLElement): void {
  const under = new Set<Element>()
  const update = () => fab.toggleAttribute(asideAttribute, under.size > 0)
  let observer: IntersectionObserver | undefined
  // A new observer when the viewport changes (its root is cut to the button's place in it).
  const watchAll = () => {
    observer?.disconnect()
    under.clear()
    // offsetLeft and offsetTop ignore the translate that moves the button aside.
    const box = { left: fab.offsetLeft, top: fab.offsetTop, width: fab.offsetWidth, height: fab.offsetHeight }
    const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight }
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) under.add(entry.target)
          else under.delete(entry.target)
        }
        update()
      },
      { rootMargin: rootMarginAround(box, viewport) },
    )
    for (const element of document.querySelectorAll(`main ${control}`)) observer.observe(element)
    update()
  }
  watchAll()
  let pending = false
  window.addEventListener(
    'resize',
    () => {
      if (pending) return
      pending = true
      requestAnimationFrame(() => {
        pending = false
        watchAll()
      })
    },
    { passive: true },
  )
  // Islands add and remove controls (a scanner's review form): only those are looked at, so a
  // calculator re-rendering its numbers costs nothing here.
  const main = document.querySelector('main')
  if (!main) return
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) for (const element of controlsIn(node)) observer?.observe(element)
      for (const node of record.removedNodes)
        for (const element of controlsIn(node)) {
          observer?.unobserve(element)
          under.delete(element)
        }
    }
    update()
  }).observe(main, { childList: true, subtree: true })
}
