// https://vike.dev/config
import type { ComponentType } from 'react'
import type { Config, PageContextServer } from 'vike/types'
import type { PageSeo } from '../lib/seo/head'

/** A route's head data: a value, or a function of its page context (blog posts, errors). */
type SeoSetting = PageSeo | ((pageContext: PageContextServer) => PageSeo)

export default {
  // Each page is written as about.html, served at /about (the address it has always had) by every static
  // host: lib/static-host.ts.
  prerender: { noExtraDir: true },
  clientRouting: false,
  meta: {
    // Page components and their content never reach the browser: islands are the only client code.
    Page: { env: { server: true, client: false } },
    // https://vike.dev/meta — each route's head data, a value or a function of its page context.
    seo: { env: { server: true } },
  },
} satisfies Config

declare global {
  namespace Vike {
    interface Config {
      seo?: SeoSetting
      /** Every page is a server-only component that receives its page context. */
      Page?: ComponentType<{ pageContext: PageContextServer }>
    }
  }
}
