import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { deferredBlocks } from '../../lib/build/deferred-blocks'

const styles = readFileSync(join(import.meta.dirname, '../../components/layout/styles.css'), 'utf8')

describe('the blocks drawn only near the screen', () => {
  it('are all named in what the screenshots and the accessibility check draw first', () => {
    const rules = [...styles.matchAll(/([^{}/]+)\{\s*content-visibility:\s*auto/g)]
    expect(rules.length, 'styles.css defers blocks with content-visibility: auto').toBeGreaterThan(0)
    // Each selector of each rule, its :not(…) groups set aside: "main > :not".
    const selectors = rules.flatMap(([, selectorText = '']) => {
      let text = selectorText
      while (/\([^()]*\)/.test(text)) text = text.replace(/\([^()]*\)/g, '')
      return text.split(',')
    })
    for (const selector of selectors.map((text) => text.trim())) {
      expect(
        deferredBlocks.some((block) => selector === block || selector.startsWith(block.replace('*', ''))),
        `${selector} is in deferredBlocks`,
      ).toBe(true)
    }
  })

  it('never include the footer, which is drawn with the page', () => {
    expect(styles).not.toMatch(/#site-footer\s*\{[^}]*content-visibility/)
    expect(deferredBlocks).not.toContain('#site-footer')
  })
})
