// Emits into the client build what the site publishes beside its pages (lib/build/site-files.ts, for the
// pages that pages/site-files.ts lists from the copy): the sitemap, robots.txt, the host's headers and the
// link-preview images (Vike makes none of these); then prints the build's notes for the firm. The module
// loads through Vite's module runner, as lib/build/illustrations-plugin.ts loads the drawings (the posts
// are bundled by Vite, import.meta.glob), so the config itself imports nothing but this file.
import { join } from 'node:path'
import { type Plugin, runnerImport } from 'vite'
import type * as SiteFiles from '../../pages/site-files'
import type { HeaderConfig } from '../security/headers'

export function siteFiles(headers: () => HeaderConfig): Plugin {
  return {
    name: 'dreamborder:site-files',
    apply: 'build',
    // Vike builds the client and the server; only the client's output is the site.
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      const { module } = await runnerImport<typeof SiteFiles>(
        join(import.meta.dirname, '../../pages/site-files.ts'),
        {
          configFile: false,
          logLevel: 'silent',
          resolve: { tsconfigPaths: true },
        },
      )
      const files = await module.siteFiles(headers())
      for (const { fileName, source } of files) this.emitFile({ type: 'asset', fileName, source })
      const notes = module.buildNotes(new Date().toISOString().slice(0, 10))
      for (const note of notes.info) console.log(note)
      for (const warning of notes.warnings) console.warn(warning)
    },
  }
}
