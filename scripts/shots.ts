// `npm run shots`: full-page screenshots of every route at a phone's width (390 px) and a laptop's
// (1280 px), for a person to review: shots/390/about.png and so on (the folder is not committed).
// Builds first unless --no-build; serves the build with the embedded backend, like the benchmark.
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { drawDeferredBlocks } from '../lib/build/deferred-blocks'
import { serveBuiltSite } from './built-site'
import { chromiumArgs, chromiumPath } from './chromium'

const widths = [390, 1280]
const { root, origin, paths, stop } = await serveBuiltSite()
const folder = join(root, 'shots')
rmSync(folder, { recursive: true, force: true })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  for (const width of widths) {
    mkdirSync(join(folder, String(width)), { recursive: true })
    const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } })
    for (const path of [...paths, '/no-such-page']) {
      await page.goto(origin + path, { waitUntil: 'networkidle' })
      // Scrolled through first, so islands that wait to be seen are drawn as a visitor sees them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y)
          await new Promise((resolve) => requestAnimationFrame(resolve))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      // Every block drawn, as a visitor scrolling meets each one (deferred-blocks.ts).
      await page.addStyleTag({ content: drawDeferredBlocks })
      const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '--')
      await page.screenshot({ path: join(folder, String(width), `${name}.png`), fullPage: true })
    }
    await page.close()
  }
  console.log(`Screenshots of ${paths.length + 1} routes at ${widths.join(' and ')} px in ${folder}`)
} finally {
  await browser.close()
  stop()
}
