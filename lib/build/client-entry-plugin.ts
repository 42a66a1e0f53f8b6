// Keeps the browser's code in one entry. Vike also bundles its own client runtime for server routing,
// which these pages never load (clientRouting is off and pages/+client.ts is the client); as a second
// entry it made the bundler move code both entries share (Vite's preload helper) into a chunk of its
// own, a second script every page had to fetch. Without it, that code stays inside pages/+client.ts.
import type { Plugin } from 'vite'

const serverRoutingRuntime = 'entries/entry-server-routing'

export function singleClientEntry(): Plugin {
  return {
    name: 'dreamborder:single-client-entry',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    options(options) {
      const { input } = options
      if (input && typeof input === 'object' && !Array.isArray(input)) delete input[serverRoutingRuntime]
    },
  }
}
