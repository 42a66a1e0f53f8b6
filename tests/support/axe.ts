// axe on a settled, fully drawn page: a toast or panel still fading in has, for a moment, text whose
// contrast is lower than it ends at, so finite animations are let finish before the page is checked.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
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

/**
 * The axe-core that @axe-core/playwright is made for, minified: its default, the unminified source
 * (1.4 MB), is evaluated twice a check.
 */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
)
/** What the builder evaluates once axe is in the page: nothing more. */
const axeAlreadyInPage = 'void 0'

/** How much of a page axe reads. */
interface AxeScope {
  /** Narrows the check to some parts of a page every-page.spec.ts already checks whole. */
  only?: string[]
  /**
   * Rules axe runs only when asked, besides its defaults: those Lighthouse adds (each control's visible
   * text part of its name) and WCAG 2.2's target size.
   */
  extraRules?: string[]
}

/**
 * Each violation as "rule: the elements it found", so a failure says where to look. axe reads the whole
 * document, not the screen: every block below the first screen, and the footer, is drawn first
 * (deferred-blocks.ts), as a visitor scrolling meets it, so one reading sees every node.
 */
export async function axeViolations(page: Page, { only = [], extraRules = [] }: AxeScope = {}) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  )
  // Drawn, the deferred blocks are what a visitor scrolls to: their text stays in the accessibility tree
  // either way, which is what assistive technology reads.
  await page.addStyleTag({ content: drawDeferredBlocks })
  // axe-core is put in the page once, however many checks read it. Legacy mode runs axe in the page
  // alone: the default opens a blank page for every check to merge results from frames, which this
  // site does not have (seconds a check on a busy 2-core machine).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const builder = new AxeBuilder({ page, axeSource: axeAlreadyInPage }).setLegacyMode().options({
    resultTypes: ['violations'],
    rules: Object.fromEntries(extraRules.map((rule) => [rule, { enabled: true }])),
  })
  for (const selector of only) builder.include(selector)
  const { violations } = await builder.analyze()
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => String(node.target)).join(', ')}`)
}
