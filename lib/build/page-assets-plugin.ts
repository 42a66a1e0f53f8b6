// Hands what the pages take from the client build (lib/build/page-assets.ts) to the server build that
// Vike prerenders them from, as the module `virtual:client-build`: the client entry's URL, the site's
// stylesheet and, for each island, the utility classes its code can render. Vike builds the client
// first, then the server; one plugin object serves both (sharedDuringBuild), so the second reads what the
// first found in its bundle. Vike's own asset tags cannot do this: a page's CSS is inline and pruned to
// it, and its entry is requested only once it has painted (lib/first-paint.ts).
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin, Rolldown } from 'vite'
import { clientEntrySource, stylesheetSource, wholeStylesheetFile } from './client-entry-plugin.ts'
import { islandScripts } from './island-scripts.ts'
import type { ClientBuild } from './page-assets.ts'
import { candidatesIn, utilityClasses } from './prune-css.ts'

const moduleId = 'virtual:client-build'
const resolvedModuleId = `\0${moduleId}`

/** The modules that load and hydrate any island: they render nothing of their own. */
const hydrators = [clientEntrySource, 'components/layout/hydrate-island.ts']

/** What the pages take from the client build, read from its bundle. */
function clientBuildOf(bundle: Rolldown.OutputBundle): ClientBuild {
  const outputs = Object.values(bundle)
  const chunks = outputs.filter((output) => output.type === 'chunk')
  const entry = chunks.find(
    (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(`/${clientEntrySource}`),
  )
  const stylesheet = outputs.find(
    (output) => output.type === 'asset' && output.originalFileNames.includes(stylesheetSource),
  )
  if (!entry || stylesheet?.type !== 'asset')
    throw new Error(`The client build lacks ${clientEntrySource} or ${stylesheetSource}`)
  const css = String(stylesheet.source)
  const utilities = utilityClasses(css)
  const islandClasses = Object.fromEntries(
    [...islandScripts(chunks, hydrators)].map(([island, scripts]) => [
      island,
      [...candidatesIn('', scripts)].filter((name) => utilities.has(name)).sort(),
    ]),
  )
  return { clientEntry: `/${entry.fileName}`, stylesheet: css, islandClasses }
}

export function clientBuildForPages(): Plugin {
  let clientBuild: ClientBuild | undefined
  return {
    name: 'dreamborder:client-build-for-pages',
    sharedDuringBuild: true,
    resolveId: (id) => (id === moduleId ? resolvedModuleId : undefined),
    load(id) {
      if (id !== resolvedModuleId) return
      // In development (npm run dev) Vite serves the entry and the stylesheet from their sources.
      if (this.environment.mode === 'dev') return 'export default null'
      if (!clientBuild) throw new Error(`${moduleId} is read before the client build`)
      return `export default ${JSON.stringify(clientBuild)}`
    },
    generateBundle: {
      // After Vite's manifest, where Vike looks up each page's assets.
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return
        clientBuild = clientBuildOf(bundle)
        // Nothing is published that no page loads: the stylesheet is inline in every page, and Vike's
        // entry for each page is empty (for Vike the pages are HTML-only, lib/build/client-entry-plugin.ts).
        for (const [fileName, output] of Object.entries(bundle)) {
          const unused =
            output.type === 'chunk'
              ? output.isEntry && output.code.trim() === ''
              : output.originalFileNames.includes(stylesheetSource)
          if (unused) delete bundle[fileName]
        }
      },
    },
    writeBundle(options) {
      // A Vite environment writes only into its own folder; this file is for the tests, not the site.
      if (this.environment.name === 'client' && clientBuild && options.dir)
        writeFileSync(join(options.dir, '..', wholeStylesheetFile), clientBuild.stylesheet)
    },
  }
}
