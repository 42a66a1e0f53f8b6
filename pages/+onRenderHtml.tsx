// https://vike.dev/onRenderHtml
// The one place that renders a document: head tags from the page's seo setting, the shared
// layout, and the page, with the CSS and the client entry the build gives it (lib/build/page-assets.ts).
// Pages are HTML-only; islands inside them hydrate through pages/client-entry.ts.
import clientBuild from 'virtual:client-build'
import { renderToString } from 'react-dom/server'
import { HelmetProvider } from 'react-helmet-async'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { Layout } from '../components/layout/Layout'
import { PageLanguage } from '../components/layout/PageLanguage'
import { Seo, StructuredData } from '../components/layout/Seo'
import { site } from '../content/site'
import { clientEntrySource, stylesheetSource } from '../lib/build/client-entry-plugin'
import { pageAssets } from '../lib/build/page-assets'
import { clientEntryAttribute, firstPaintScript } from '../lib/first-paint'
import { languageTag } from '../lib/i18n'
import { liftIslandProps } from '../lib/island-props'
import { buildHead, type PageSeo } from '../lib/seo/head'
import { routeSeo } from './route-seo'

/** The page's head data: its own +seo, else its route's (content/routes.ts). */
function seoOf(pageContext: PageContextServer): PageSeo {
  const seo = pageContext.config.seo ?? routeSeo()
  return typeof seo === 'function' ? seo(pageContext) : seo
}

export async function onRenderHtml(pageContext: PageContextServer) {
  const { Page, locale } = pageContext
  if (!Page) throw new Error(`No +Page for ${pageContext.urlPathname}`)
  const tags = buildHead(seoOf(pageContext), site)
  const body = liftIslandProps(
    renderToString(
      // The page's own address, without its language (pages/+onBeforeRoute.ts): its route's (lib/page-route.ts).
      <PageLanguage locale={locale} path={pageContext.urlPathname}>
        <Layout locale={locale} path={pageContext.urlPathname}>
          <Page pageContext={pageContext} />
        </Layout>
      </PageLanguage>,
    ),
  )
  // The page's CSS depends on what its body and islands use, so the body is rendered first.
  // The build's assets; in development (npm run dev) Vite serves the stylesheet and the entry itself.
  const assets = clientBuild ? pageAssets(clientBuild, body) : null
  const head = renderToString(
    <HelmetProvider>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content="#1a4fb0" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      {/* Before any text: it picks the typeface the first paint uses, and requests the client entry
          once the page has painted (lib/first-paint.ts). */}
      <script
        // In development Vite serves the entry from its source.
        {...{ [clientEntryAttribute]: assets?.clientEntry ?? `/${clientEntrySource}` }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of lib/first-paint.ts, allowed by its hash
        dangerouslySetInnerHTML={{ __html: firstPaintScript }}
      />
      <Seo head={tags} />
    </HelmetProvider>,
  )
  return {
    // The encoding first, within the 1024 bytes a browser reads for it; then the stylesheet, before
    // React's head tags, so the page paints styled from its first bytes (in development Vite serves it).
    documentHtml: escapeInject`<!DOCTYPE html><html lang="${languageTag[locale]}"><head><meta charset="utf-8">${dangerouslySkipEscape(assets ? `<style>${assets.css}</style>` : `<link rel="stylesheet" href="/${stylesheetSource}">`)}${dangerouslySkipEscape(head)}</head><body>${dangerouslySkipEscape(body)}${dangerouslySkipEscape(renderToString(<StructuredData jsonLd={tags.jsonLd} />))}</body></html>`,
  }
}
