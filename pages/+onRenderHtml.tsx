// https://vike.dev/onRenderHtml
// The one place that renders a document: head tags from the page's seo setting, the shared
// layout, and the page. Pages are HTML-only; islands inside them hydrate through +client.ts.
import { renderToString } from 'react-dom/server'
import { HelmetProvider } from 'react-helmet-async'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { InjectFilterEntry, PageContextServer } from 'vike/types'
import { Layout } from '../components/layout/Layout'
import { Seo } from '../components/layout/Seo'
import { site } from '../content/site'
import { clientEntryAttribute, firstPaintScript } from '../lib/first-paint'
import { buildHead, type PageSeo } from '../lib/seo/head'

function seoOf(pageContext: PageContextServer): PageSeo {
  const seo = pageContext.config.seo
  if (!seo) throw new Error(`No +seo for ${pageContext.urlPathname}: every page declares its head data`)
  return typeof seo === 'function' ? seo(pageContext) : seo
}

export async function onRenderHtml(pageContext: PageContextServer) {
  const { Page } = pageContext
  if (!Page) throw new Error(`No +Page for ${pageContext.urlPathname}`)
  const head = buildHead(seoOf(pageContext), site)
  const html = renderToString(
    <HelmetProvider>
      <html lang="en-IN">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#1a4fb0" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
          {/* Before any text: it picks the typeface the first paint uses (lib/first-paint.ts). */}
          <script
            {...{ [clientEntryAttribute]: '' }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of lib/first-paint.ts, allowed by its hash
            dangerouslySetInnerHTML={{ __html: firstPaintScript }}
          />
          <Seo head={head} />
        </head>
        <body>
          <Layout currentPath={pageContext.urlPathname}>
            <Page pageContext={pageContext} />
          </Layout>
        </body>
      </html>
    </HelmetProvider>,
  )
  return {
    documentHtml: escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(html)}`,
    // https://vike.dev/injectFilter — no preload for the brand font: a first visit paints without it.
    injectFilter(assets: InjectFilterEntry[]) {
      for (const asset of assets) if (asset.assetType === 'font') asset.inject = false
    },
  }
}
