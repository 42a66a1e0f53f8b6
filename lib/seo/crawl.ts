import { pageAlternates } from './head'
import { absoluteUrl } from './url'

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Every page's address, with its other languages as xhtml:link alternates, as its head names them. */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => {
    const alternates = pageAlternates(path, siteUrl).map(
      (link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`,
    )
    return `  <url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>${alternates.join('')}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`
}

/** The pages a sitemap lists, as paths on the site: what a crawler finds to index. */
export function sitemapPaths(xml: string): string[] {
  // Of the characters escapeXml escapes, only "&" can stand in a URL.
  return [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(
    ([, loc = '']) => new URL(loc.replaceAll('&amp;', '&')).pathname,
  )
}
