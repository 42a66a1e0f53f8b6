import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { singleClientEntry } from './lib/build/client-entry-plugin.ts'
import { illustrations } from './lib/build/illustrations-plugin.ts'
import { clientBuildForPages } from './lib/build/page-assets-plugin.ts'
import { siteFiles } from './lib/build/site-files-plugin.ts'
import { headerConfig } from './scripts/site-env.ts'

// The backend the site calls comes from VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY: the environment,
// else the root .env (the embedded local backend). Import aliases come from tsconfig.json `paths`.
// `vike build` makes the whole site in dist/client: Vike prerenders the pages (pages/+config.ts), and
// these plugins add the client entry and what the pages take from it, the drawings, and the files
// made from the route list (sitemap, robots.txt, _headers, link previews).
export default defineConfig(({ command }) => ({
  plugins: [
    vike(),
    tailwindcss(),
    illustrations(),
    singleClientEntry(),
    clientBuildForPages(),
    siteFiles(headerConfig),
    // The islands format messages parsed at build time (lib/messages.ts `messageText`): the browser's
    // build takes FormatJS's parser-less entry, some 9 KB gzip lighter. The server keeps the parser.
    {
      name: 'messages-without-parser',
      enforce: 'pre',
      applyToEnvironment: (environment) => environment.name === 'client',
      resolveId(id, importer) {
        if (id !== '@formatjs/icu-messageformat-parser') return null
        return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true })
      },
    },
  ],
  resolve: { tsconfigPaths: true },
  // A build prints only warnings and errors, not a table of every bundle's size, so that `npm start`
  // opens on its URLs; the dev server keeps Vite's usual output (its URL is an info line).
  logLevel: command === 'build' ? 'warn' : 'info',
  build: { reportCompressedSize: false },
  environments: {
    // The server render loads every island at once (components/layout/Island.tsx), so the lazy imports
    // that split the browser's code (the review form, the notifications) cannot split the server's, and
    // need not: the check stays on for the client build, where splitting matters.
    ssr: { build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } },
  },
}))
