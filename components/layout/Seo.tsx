import { Helmet } from 'react-helmet-async'
import type { HeadTags } from '../../lib/seo/head'

/** Renders a page's head tags (built by lib/seo/head.ts) inside the document's <head>; its structured data goes at the end of <body> (StructuredData). */
export function Seo({ head }: { head: HeadTags }) {
  return (
    <Helmet>
      <title>{head.title}</title>
      {head.meta.map((tag) => (
        <meta
          key={`${tag.name ?? tag.property}`}
          name={tag.name}
          property={tag.property}
          content={tag.content}
        />
      ))}
      {head.links.map((link) => (
        <link
          key={`${link.rel} ${link.hreflang ?? ''}`}
          rel={link.rel}
          hrefLang={link.hreflang}
          href={link.href}
        />
      ))}
    </Helmet>
  )
}

/**
 * A page's JSON-LD, read by crawlers wherever it stands: after the page's content, so that the first
 * round trip carries the first screen rather than data no visitor reads (a Hindi FAQ's is some 6 KB).
 */
export function StructuredData({ jsonLd }: { jsonLd: readonly string[] }) {
  return jsonLd.map((json) => (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes "<"
    <script key={json} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
  ))
}
