// Serves and emits the drawings of lib/illustrations as /illustrations/<name>.svg: from memory in
// `vike dev`, as assets of the client build in `npm run build` (so dist/client/illustrations/ holds them).
// The route map is projected here, at build time, and nothing about it reaches the browser but the SVG.
// The dev server reads the drawings once: restart it after editing one.
import type { Plugin } from 'vite'
import { illustrationNames, illustrationSvg } from '../illustrations'
import { illustrationPath } from '../illustrations/catalogue'

export function illustrations(): Plugin {
  const files = new Map(illustrationNames.map((name) => [illustrationPath(name), illustrationSvg(name)]))
  return {
    name: 'dreamborder:illustrations',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const svg = files.get(request.url?.split('?')[0] ?? '')
        if (!svg) return next()
        response.setHeader('Content-Type', 'image/svg+xml')
        response.end(svg)
      })
    },
    generateBundle() {
      // Vike builds the client and the server; only the client's output is the site.
      if (this.environment.name !== 'client') return
      for (const [path, source] of files) this.emitFile({ type: 'asset', fileName: path.slice(1), source })
    },
  }
}
