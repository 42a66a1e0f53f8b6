// Structured data builders. Every builder returns a schema-dts type so a wrong property is a
// type error, and serializeJsonLd makes the result safe to place inside a <script> element.
import type {
  BlogPosting,
  BreadcrumbList,
  Dataset,
  FAQPage,
  LocalBusiness,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts'
import type { Site } from '../../content/site'
import { languageTag, locales } from '../i18n'
import { absoluteUrl } from './url'

export interface QuestionAndAnswer {
  question: string
  answer: string
}

export function businessJsonLd(site: Site): WithContext<LocalBusiness> {
  return {
    '@context': 'https://schema.org',
    // LocalBusiness: schema.org marks ProfessionalService, used before, as deprecated.
    '@type': 'LocalBusiness',
    '@id': `${site.url}/#business`,
    name: site.name,
    slogan: site.tagline,
    description: site.description,
    url: `${site.url}/`,
    logo: absoluteUrl(site.url, site.logo),
    image: absoluteUrl(site.url, site.image),
    email: site.email,
    telephone: site.phones.map((phone) => phone.tel),
    foundingDate: String(site.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...site.hours.days],
      opens: site.hours.opens,
      closes: site.hours.closes,
    },
    sameAs: site.socials.map((social) => social.url),
  }
}

export function websiteJsonLd(site: Site): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${site.url}/#website`,
    name: site.name,
    url: `${site.url}/`,
    inLanguage: locales.map((locale) => languageTag[locale]),
    publisher: { '@id': `${site.url}/#business` },
  }
}

/** The page itself: its address, name and language (`inLanguage`, a BCP 47 tag). */
export function webPageJsonLd(page: { url: string; name: string; language: string }): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: page.url,
    name: page.name,
    inLanguage: page.language,
  }
}

export function faqPageJsonLd(items: readonly QuestionAndAnswer[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

export interface ArticleFacts {
  path: string
  title: string
  description: string
  author: string
  datePublished: string
  dateModified: string
  imagePath: string
}

export function blogPostingJsonLd(site: Site, article: ArticleFacts): WithContext<BlogPosting> {
  const url = absoluteUrl(site.url, article.path)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(site.url, article.imagePath),
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@id': `${site.url}/#business` },
  }
}

/** A trail of pages, home first: the same as the page's visible breadcrumb (components/ui/Breadcrumb.tsx). */
export function breadcrumbJsonLd(
  site: Site,
  trail: readonly { label: string; path: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((page, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: page.label,
      item: absoluteUrl(site.url, page.path),
    })),
  }
}

export interface DatasetFacts {
  path: string
  name: string
  description: string
  /** ISO dates of the first and last record. */
  from: string
  to: string
  dateModified: string
  creator: { name: string; url: string }
  basedOn: string
  variables: readonly string[]
}

/** A table of public data the page publishes, and the body it comes from. */
export function datasetJsonLd(site: Site, data: DatasetFacts): WithContext<Dataset> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: data.name,
    description: data.description,
    url: absoluteUrl(site.url, data.path),
    temporalCoverage: `${data.from}/${data.to}`,
    dateModified: data.dateModified,
    creator: { '@type': 'GovernmentOrganization', name: data.creator.name, url: data.creator.url },
    isBasedOn: data.basedOn,
    variableMeasured: [...data.variables],
    inLanguage: 'en',
    publisher: { '@id': `${site.url}/#business` },
  }
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no string can close the element. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
