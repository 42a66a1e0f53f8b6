// Runs after `vike build`: writes the crawl files next to the prerendered pages.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { indexablePaths } from '../content/routes'
import { site } from '../content/site'
import { robotsTxt, sitemapXml } from '../lib/seo/crawl'

const out = join(import.meta.dirname, '..', 'dist', 'client')
writeFileSync(join(out, 'sitemap.xml'), sitemapXml(site.url, indexablePaths))
writeFileSync(join(out, 'robots.txt'), robotsTxt(site.url))
console.log(`postbuild: sitemap.xml (${indexablePaths.length} URLs), robots.txt`)
