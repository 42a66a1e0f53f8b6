// Everything a page puts in its <head>, as plain data: components/layout/Seo.tsx renders it and
// the unit tests check it without React.
import type { Thing, WithContext } from 'schema-dts'
import type { Site } from '../../content/site'
import { isTranslatedPath, languageTag, locales, localizedPath, ogLocale, splitLocale } from '../i18n'
import { businessJsonLd, serializeJsonLd, webPageJsonLd, websiteJsonLd } from './jsonld'
import { absoluteUrl, socialImagePath } from './url'

interface SocialImage {
  path: string
  alt: string
  width: number
  height: number
}

/** What a page says about itself; built by pageSeo() or by a page's own +seo hook. */
export interface PageSeo {
  path: string
  title: string
  /** The document title where `title` is longer than search results show (`maxTitleLength`). */
  shortTitle?: string
  description: string
  keywords: readonly string[]
  type?: 'website' | 'article'
  publishedTime?: string
  modifiedTime?: string
  image?: SocialImage
  /** Page-specific structured data, e.g. FAQPage. */
  jsonLd?: readonly WithContext<Thing>[]
  /** Pages that must not be indexed (404). */
  noindex?: boolean
}

export interface HeadTags {
  title: string
  meta: { name?: string; property?: string; content: string }[]
  links: { rel: string; href: string; hreflang?: string }[]
  jsonLd: string[]
}

/** The page's own preview image, generated at build from its title; Home's for pages not indexed. */
const socialImageOf = (page: PageSeo, site: Site): SocialImage => ({
  path: socialImagePath(page.noindex ? '/' : page.path),
  alt: page.noindex ? `${site.name}: ${site.tagline}` : `${page.title}: ${site.name}`,
  width: 1200,
  height: 630,
})

/** Home, in any of its languages (/, /hi, /mr). */
const isHome = (page: PageSeo) => splitLocale(page.path).path === '/'

/** Search results show a title's first 60 characters or so: a document title is never longer than this. */
export const maxTitleLength = 65

/** The page's title with the firm's name where both fit, else its own (short) title alone. */
function documentTitle(page: PageSeo, site: Site): string {
  const branded = isHome(page) ? `${site.name} | ${page.title}` : `${page.title} | ${site.name}`
  if (branded.length <= maxTitleLength) return branded
  const own = page.shortTitle ?? page.title
  if (own.length > maxTitleLength)
    throw new Error(`The title of ${page.path} is over ${maxTitleLength} characters: give it a shortTitle`)
  return own
}

/**
 * The addresses of a page in each of its languages, for hreflang: English (also the default for any
 * other language), Hindi and Marathi; none for a page without a translation.
 */
export function pageAlternates(path: string, siteUrl: string): { hreflang: string; href: string }[] {
  const english = splitLocale(path).path
  if (!isTranslatedPath(english)) return []
  const href = (locale: (typeof locales)[number]) => absoluteUrl(siteUrl, localizedPath(english, locale))
  return [
    ...locales.map((locale) => ({ hreflang: languageTag[locale], href: href(locale) })),
    { hreflang: 'x-default', href: href('en') },
  ]
}

export function buildHead(page: PageSeo, site: Site): HeadTags {
  const url = absoluteUrl(site.url, page.path)
  const { locale } = splitLocale(page.path)
  const title = documentTitle(page, site)
  const image = page.image ?? socialImageOf(page, site)
  const imageUrl = absoluteUrl(site.url, image.path)
  const type = page.type ?? 'website'

  const meta: HeadTags['meta'] = [
    { name: 'description', content: page.description },
    { name: 'keywords', content: page.keywords.join(', ') },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: type },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    // A page that is not indexed (404) names no address of its own: it answers at any address.
    ...(page.noindex ? [] : [{ property: 'og:url', content: url }]),
    { property: 'og:locale', content: ogLocale[locale] },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    ...(page.publishedTime ? [{ property: 'article:published_time', content: page.publishedTime }] : []),
    ...(page.modifiedTime ? [{ property: 'article:modified_time', content: page.modifiedTime }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
  ]

  const structured: WithContext<Thing>[] = [businessJsonLd(site)]
  if (isHome(page)) structured.push(websiteJsonLd(site))
  structured.push(...(page.jsonLd ?? []))
  if (!page.noindex) structured.push(webPageJsonLd({ url, name: page.title, language: languageTag[locale] }))

  return {
    title,
    meta,
    links: page.noindex
      ? []
      : [
          { rel: 'canonical', href: url },
          ...pageAlternates(page.path, site.url).map((link) => ({ rel: 'alternate', ...link })),
        ],
    jsonLd: structured.map(serializeJsonLd),
  }
}
