// axe on a settled page: a toast or panel still fading in has, for a moment, text whose contrast is
// lower than it ends at, so finite animations are let finish before the page is checked.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** Each violation as "rule: the elements it found", so a failure says where to look. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  )
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  )
}
