// The floating contact button steps aside while a form control is under it, so it never covers a
// field, a choice or a submit button (a focused field hides it too, in CSS: styles.css). The
// browser reports the overlap: an IntersectionObserver whose root is shrunk to the button's box.

/** The controls the button must never cover; hidden ones (the honeypot, the file input) are skipped. */
const control = ':is(input, select, textarea, button):not([tabindex="-1"])'

/** The button's wrapper carries the first; the second sends it aside (both styled in styles.css). */
export const fabAttribute = 'data-contact-fab'
const asideAttribute = 'data-aside'

/** An element's layout box: offsets ignore the translate that moves the button aside. */
type Box = Pick<HTMLElement, 'offsetLeft' | 'offsetTop' | 'offsetWidth' | 'offsetHeight'>

/**
 * An IntersectionObserver rootMargin that shrinks a viewport of `width` × `height` to the box, plus
 * 8 pixels around it: negative margins cut the viewport down from each side.
 */
export function rootMarginAround(box: Box, width: number, height: number): string {
  return [
    box.offsetTop,
    width - box.offsetLeft - box.offsetWidth,
    height - box.offsetTop - box.offsetHeight,
    box.offsetLeft,
  ]
    .map((side) => `${-Math.max(0, side - 8)}px`)
    .join(' ')
}

/** The controls in a subtree added to <main>, the subtree's root included. */
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
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) under.add(entry.target)
          else under.delete(entry.target)
        }
        update()
      },
      { rootMargin: rootMarginAround(fab, document.documentElement.clientWidth, innerHeight) },
    )
    for (const element of document.querySelectorAll(`main ${control}`)) observer.observe(element)
    update()
  }
  watchAll()
  window.addEventListener('resize', watchAll, { passive: true })
  // Islands add controls (a scanner's review form): only those are looked at, so a calculator
  // re-rendering its numbers costs nothing here. A removed control is reported as no longer in view.
  const main = document.querySelector('main')
  if (!main) return
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) for (const element of controlsIn(node)) observer?.observe(element)
  }).observe(main, { childList: true, subtree: true })
}
