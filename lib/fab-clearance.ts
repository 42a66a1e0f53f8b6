// The floating contact button steps aside while a form control is under it, so it never covers a
// field, a choice or a submit button (a focused field hides it too, in CSS: styles.css). The
// browser reports the overlap: an IntersectionObserver whose root is shrunk to the button's box.

/** The controls the button must never cover; hidden ones (the honeypot, the file input) are skipped. */
const coveredControls = 'main :is(input, select, textarea, button):not([tabindex="-1"])'

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

/** Watches the page's controls and the button's place, for as long as the page lives. */
export function keepClearOfControls(fab: HTMLElement): void {
  const under = new Set<Element>()
  let observer: IntersectionObserver | undefined
  const watch = () => {
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
        fab.toggleAttribute(asideAttribute, under.size > 0)
      },
      { rootMargin: rootMarginAround(box, viewport) },
    )
    for (const control of document.querySelectorAll(coveredControls)) observer.observe(control)
  }
  // Once a frame at most, however many changes arrive together.
  let pending = false
  const watchSoon = () => {
    if (pending) return
    pending = true
    requestAnimationFrame(() => {
      pending = false
      watch()
    })
  }
  watch()
  window.addEventListener('resize', watchSoon, { passive: true })
  // Islands add and remove controls (a scanner's review form): watch the page as it is.
  const main = document.querySelector('main')
  if (main) new MutationObserver(watchSoon).observe(main, { childList: true, subtree: true })
}
