// The browser's one entry, pages/client-entry.ts, which finds the islands and hydrates them, and the
// site's stylesheet, as inputs of the client build. Vike's pages are HTML-only (no +client, no CSS
// imported by page code), so Vike injects no tag: each page carries its CSS inline and its first-paint
// script requests this entry once the page has painted (lib/first-paint.ts, lib/build/page-assets.ts),
// which Vike's tags cannot do. Vike still bundles its own client runtime for server routing, which these
// pages never load; as a second entry it made the bundler move code both entries share (Vite's preload
// helper) into a chunk of its own, a second script every page had to fetch. So it is left out.
import type { Plugin } from 'vite'

/** The entry's source. */
export const clientEntrySource = 'pages/client-entry.ts'
/** The site's stylesheet, built as an input of its own: each page carries its part inline. */
export const stylesheetSource = 'components/layout/styles.css'
/** The whole stylesheet, beside (never inside) the published dist/client, for the tests to compare with. */
export const wholeStylesheetFile = 'styles.css'
const serverRoutingRuntime = 'entries/entry-server-routing'

export function singleClientEntry(): Plugin {
  return {
    name: 'dreamborder:single-client-entry',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    options(options) {
      const { input } = options
      if (input && typeof input === 'object' && !Array.isArray(input)) {
        delete input[serverRoutingRuntime]
        input['entries/pages_client'] = clientEntrySource
        input['static/styles'] = stylesheetSource
      }
    },
  }
}
