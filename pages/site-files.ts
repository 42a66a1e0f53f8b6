// What the build publishes beside the pages (lib/build/site-files.ts) for every page a crawler should
// index, listed from the copy's route words in each language (lib/site-pages.ts). Loaded by
// lib/build/site-files-plugin.ts; here, not in lib/, because lib/ is handed the copy, never reads it.
import { copyIn } from '../content/copy'
import { siteFiles as filesFor, type SiteFile } from '../lib/build/site-files'
import type { HeaderConfig } from '../lib/security/headers'
import { indexablePages as pagesIn } from '../lib/site-pages'

export { buildNotes } from '../lib/build/site-files'

export const indexablePages = pagesIn(copyIn)

/** The sitemap, robots.txt, the headers and the link previews of the indexable pages. */
export const siteFiles = (headers: HeaderConfig): Promise<SiteFile[]> => filesFor(headers, indexablePages)
