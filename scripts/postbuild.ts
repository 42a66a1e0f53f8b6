// Runs after `vike build`: writes what is made from the route list beside the prerendered pages (whose
// HTML Vike wrote final, pages/+onRenderHtml.tsx): the sitemap, robots.txt, the host's headers and each
// page's 1200x630 preview image.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runnerImport } from 'vite'
import { facts } from '../content/facts'
import { site } from '../content/site'
import type * as Blog from '../lib/blog'
import { stylesheetSource } from '../lib/build/client-entry-plugin'
import type { BuildManifest } from '../lib/build/island-scripts'
import { wholeStylesheetFile, writeSiteManifest } from '../lib/build/site-manifest'
import { allFacts } from '../lib/facts/resolve'
import { overdue, overtaken } from '../lib/facts/review'
import { illustrationSvg } from '../lib/illustrations'
import { illustrationSize } from '../lib/illustrations/catalogue'
import { previewFonts } from '../lib/og/fonts'
import { pictureSize, socialCardPng } from '../lib/og/social-card'
import { ownerDetailsFile, ownerDetailsToFill } from '../lib/owner-details'
import { headerRules, headersFile } from '../lib/security/headers'
import { robotsTxt, sitemapXml } from '../lib/seo/crawl'
import { socialImagePath } from '../lib/seo/url'
import type * as SitePages from '../lib/site-pages'
import { headerConfig } from './site-env'

const dist = join(import.meta.dirname, '..', 'dist')
const out = join(dist, 'client')

// The posts are bundled by Vite (import.meta.glob), so they are read through Vite's module runner.
const load = async <T>(module: string) =>
  (await runnerImport<T>(module, { configFile: false, logLevel: 'silent', resolve: { tsconfigPaths: true } }))
    .module
const { indexablePages } = await load<typeof SitePages>(
  join(import.meta.dirname, '..', 'lib', 'site-pages.ts'),
)
const { blogPosts } = await load<typeof Blog>(join(import.meta.dirname, '..', 'lib', 'blog.ts'))
writeSiteManifest(dist, {
  pages: indexablePages,
  posts: blogPosts.map(({ slug, path, title, category, date, updated, featured }) => ({
    slug,
    path,
    title,
    category,
    date,
    updated,
    featured: featured ?? false,
  })),
})

// Nothing is published that no page uses. Vike's page entries are empty (for Vike the pages are
// HTML-only, lib/build/client-entry-plugin.ts); the stylesheet is inline in every page, so it moves beside
// the site (dist/styles.css), for the tests that compare a page's CSS with the whole.
const built = JSON.parse(readFileSync(join(dist, 'assets.json'), 'utf8')) as BuildManifest
for (const [source, { file }] of Object.entries(built)) {
  if (!source.startsWith('virtual:vike:page-entry:client:')) continue
  if (readFileSync(join(out, file), 'utf8').trim()) throw new Error(`Vike's page entry ${file} is not empty`)
  rmSync(join(out, file))
}
renameSync(join(out, built[stylesheetSource]?.file ?? ''), join(dist, wholeStylesheetFile))

// The blog's 404 page lives where hosts look for the nearest 404.html (see pages/blog-not-found).
renameSync(join(out, 'blog-not-found.html'), join(out, 'blog', '404.html'))

writeFileSync(
  join(out, 'sitemap.xml'),
  sitemapXml(
    site.url,
    indexablePages.map((page) => page.path),
  ),
)
writeFileSync(join(out, 'robots.txt'), robotsTxt(site.url))
writeFileSync(join(out, '_headers'), headersFile(headerRules(headerConfig())))

const fonts = previewFonts()
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
      illustration: {
        src: `data:image/svg+xml;base64,${Buffer.from(illustrationSvg(page.illustration)).toString('base64')}`,
        ...pictureSize(illustrationSize(page.illustration)),
      },
    },
    fonts,
  )
  writeFileSync(join(out, socialImagePath(page.path)), png)
}
console.log(`postbuild: sitemap.xml, robots.txt and _headers; ${indexablePages.length} link-preview images`)

// What only the firm can fill in is left off the pages until it does; this keeps it from being forgotten.
const toFill = ownerDetailsToFill(site)
if (toFill.length > 0) console.log(`Owner details still to fill (${ownerDetailsFile}): ${toFill.join('; ')}`)

// Facts past their review date or a known change warn, never fail: the build must work on any date
// (`npm run facts` fails).
const today = new Date().toISOString().slice(0, 10)
const stale = new Set(
  [...overdue(allFacts(facts), today), ...overtaken(allFacts(facts), today)].map(([name]) => name),
)
if (stale.size > 0) {
  console.warn(
    `postbuild: ${stale.size} facts are past their review date or a known change; run \`npm run facts\` for the list`,
  )
}
