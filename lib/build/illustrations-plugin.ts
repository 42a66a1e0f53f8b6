// Serves and emits the pages' hero drawings (lib/illustrations) as /illustrations/<name>.svg: drawn on request in
// `vike dev` (so an edited drawing shows on reload), and as assets of the client build in `npm run build`
// (so dist/client/illustrations/ holds them). The route map is projected here, at build time; nothing of it
// reaches the browser but the SVG. The drawings load through Vite's module runner, as lib/build/site-files-plugin.ts
// loads its module, so the config itself imports nothing but this file.
import { join } from 'node:path'
import { type Plugin, runnerImport } from 'vite'
import type * as Illustrations from '../illustrations'

const drawings = async () => {
  const { module } = await runnerImport<typeof Illustrations>(
    join(import.meta.dirname, '..', 'illustrations', 'index.ts'),
    // The route list they read names the firm (content/site.ts, through the @shared alias).
    { configFile: false, logLevel: 'silent', resolve: { tsconfigPaths: true } },
  )
  return new Map(
    module.heroIllustrationNames.map((name) => [`/illustrations/${name}.svg`, module.illustrationSvg(name)]),
  )
}

export function illustrations(): Plugin {
  return {
    name: 'dreamborder:illustrations',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        if (!path.startsWith('/illustrations/')) return next()
        drawings().then((files) => {
          const svg = files.get(path)
          if (!svg) return next()
          response.setHeader('Content-Type', 'image/svg+xml')
          response.end(svg)
        }, next)
      })
    },
    async generateBundle() {
      // Vike builds the client and the server; only the client's output is the site.
      if (this.environment.name !== 'client') return
      for (const [path, source] of await drawings())
        this.emitFile({ type: 'asset', fileName: path.slice(1), source })
    },
  }
}
