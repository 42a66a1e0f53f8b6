// axe on a settled, fully drawn page: a toast or panel still fading in has, for a moment, text whose
// contrast is lower than it ends at, so finite animations are let finish before the page is checked.
import type { Page } from '@playwright/test'
import axe from 'axe-core'
import { drawDeferredBlocks } from '../../lib/build/deferred-blocks'

/**
 * Notifications leave on a timer; one that starts to fade while axe reads the page shows text at lower
 * contrast than it ever rests at. The pointer resting on a notification stops every notification's
 * timer, as it does for a visitor reading one, so none leaves during the check.
 */
export async function holdNotifications(page: Page) {
  const newest = page.locator('[data-rht-toaster] [aria-live]').filter({ visible: true }).last()
  // Forced: a notification already leaving takes no pointer, and is past holding anyway. One that has
  // gone between the count and the hover leaves nothing to hold: waiting for it would wait until the
  // test's own time ran out (it did once, on a busy machine).
  if (await newest.count()) await newest.hover({ force: true, timeout: 1000 }).catch(() => {})
}

/** How much of a page axe reads, and how. */
interface AxeScope {
  /** Narrows the check to some parts of a page the accessibility spec already checks whole. */
  only?: string[]
  /** Only these rules. */
  rules?: string[]
  /**
   * Read the page as it is drawn at this moment (as Lighthouse's accessibility check does at load,
   * with the blocks below the first screen not yet drawn); otherwise every block is drawn first, as a
   * visitor scrolling meets it.
   */
  asDrawn?: boolean
}

/** Each violation as "rule: the elements it found", so a failure says where to look. */
export async function axeViolations(page: Page, { only = [], rules, asDrawn = false }: AxeScope = {}) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  )
  // Blocks below the first screen, and the footer, are drawn only as they near it (deferred-blocks.ts).
  // Drawn, they are what a visitor scrolls to: their text stays in the accessibility tree either way,
  // which is what assistive technology reads.
  if (!asDrawn) {
    await page.addStyleTag({ content: drawDeferredBlocks })
  }
  // axe-core itself, put in the page once and run once. (@axe-core/playwright evaluated its 0.5 MB
  // source twice a check, once in a blank page it opened to merge results from frames this site does
  // not have: on a busy 2-core machine that was seconds a check.)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const context = only.length ? { include: only.map((selector) => [selector]) } : undefined
  const options: axe.RunOptions = { resultTypes: ['violations'] }
  if (rules) options.runOnly = { type: 'rule', values: rules }
  const violations = await page.evaluate(
    async ({ context, options }) =>
      (await (window as unknown as { axe: typeof axe }).axe.run(context ?? document, options)).violations.map(
        ({ id, nodes }) => ({ id, targets: nodes.map((node) => String(node.target)) }),
      ),
    { context, options },
  )
  return violations.map(({ id, targets }) => `${id}: ${targets.join(', ')}`)
}
