// The files the site publishes beside its pages, made from the list of indexable pages (lib/site-pages.ts):
// the sitemap, robots.txt, the host's headers and each page's 1200x630 link-preview image; and the notes
// a build leaves for the firm. lib/build/site-files-plugin.ts emits them into the client build through
// pages/site-files.ts, which hands in the pages from the copy.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { facts } from '../../content/facts'
import type { IndexablePage } from '../../content/routes'
import { site } from '../../content/site'
import { allFacts } from '../facts/resolve'
import { overdue, overtaken } from '../facts/review'
import { illustrationSvg } from '../illustrations'
import { illustrationSize } from '../illustrations/catalogue'
import { previewFonts } from '../og/fonts'
import { pictureSize, socialCardPng } from '../og/social-card'
import { ownerDetailsFile, ownerDetailsToFill } from '../owner-details'
import { type HeaderConfig, headerRules, headersFile } from '../security/headers'
import { robotsTxt, sitemapXml } from '../seo/crawl'
import { socialImagePath } from '../seo/url'

export interface SiteFile {
  /** Its path in the site, without the leading slash. */
  fileName: string
  source: string | Uint8Array
}

const dataUrl = (type: string, data: string | Buffer) =>
  `data:${type};base64,${Buffer.from(data).toString('base64')}`

/** Each indexable page's link-preview image, at its socialImagePath. */
async function previewImages(pages: readonly IndexablePage[]): Promise<SiteFile[]> {
  const fonts = previewFonts()
  const logo = dataUrl(
    'image/svg+xml',
    readFileSync(join(import.meta.dirname, '..', '..', 'public', site.logo)),
  )
  const images: SiteFile[] = []
  for (const page of pages) {
    const png = await socialCardPng(
      {
        title: page.title,
        eyebrow: page.eyebrow,
        brand: site.name,
        tagline: site.tagline,
        domain: new URL(site.url).host,
        logo,
        illustration: {
          src: dataUrl('image/svg+xml', illustrationSvg(page.illustration)),
          ...pictureSize(illustrationSize(page.illustration)),
        },
      },
      fonts,
    )
    images.push({ fileName: socialImagePath(page.path).slice(1), source: png })
  }
  return images
}

/** The files for the indexable pages, with the headers for the backend the site calls. */
export async function siteFiles(headers: HeaderConfig, pages: readonly IndexablePage[]): Promise<SiteFile[]> {
  return [
    {
      fileName: 'sitemap.xml',
      source: sitemapXml(
        site.url,
        pages.map((page) => page.path),
      ),
    },
    { fileName: 'robots.txt', source: robotsTxt(site.url) },
    { fileName: '_headers', source: headersFile(headerRules(headers)) },
    ...(await previewImages(pages)),
  ]
}

/** What a build tells the firm: what only it can fill in, and facts due for review (a warning, never a failure). */
export function buildNotes(today: string): { info: string[]; warnings: string[] } {
  const toFill = ownerDetailsToFill(site)
  // Facts past their review date or a known change warn, never fail: the build must work on any date
  // (`npm run facts` fails).
  const stale = new Set(
    [...overdue(allFacts(facts), today), ...overtaken(allFacts(facts), today)].map(([name]) => name),
  )
  return {
    info:
      toFill.length > 0 ? [`Owner details still to fill (${ownerDetailsFile}): ${toFill.join('; ')}`] : [],
    warnings:
      stale.size > 0
        ? [
            `${stale.size} facts are past their review date or a known change; run \`npm run facts\` for the list`,
          ]
        : [],
  }
}
