// Runs after `vike build`: writes what is made from the route list beside the prerendered pages,
// the sitemap, robots.txt and each page's 1200x630 link-preview image.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { indexablePages } from '../content/routes'
import { site } from '../content/site'
import { interFonts } from '../lib/og/fonts'
import { socialCardPng } from '../lib/og/social-card'
import { robotsTxt, sitemapXml } from '../lib/seo/crawl'
import { socialImagePath } from '../lib/seo/url'

const out = join(import.meta.dirname, '..', 'dist', 'client')

writeFileSync(
  join(out, 'sitemap.xml'),
  sitemapXml(
    site.url,
    indexablePages.map((page) => page.path),
  ),
)
writeFileSync(join(out, 'robots.txt'), robotsTxt(site.url))

const fonts = interFonts()
const logo = `data:image/svg+xml;base64,${readFileSync(join(import.meta.dirname, '..', 'public', site.logo)).toString('base64')}`
mkdirSync(join(out, 'og'), { recursive: true })
for (const page of indexablePages) {
  const png = await socialCardPng(
    {
      title: page.title,
      eyebrow: page.eyebrow,
      brand: site.name,
      tagline: site.tagline,
      domain: new URL(site.url).host,
      logo,
    },
    fonts,
  )
  writeFileSync(join(out, socialImagePath(page.path)), png)
}
console.log(`postbuild: sitemap.xml and robots.txt, ${indexablePages.length} link-preview images`)
