import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Unit tests run on plain TypeScript; the Vike plugin is not needed (nor wanted) here.
// Import aliases (`@shared/…`) come from tsconfig.json `paths`, as for the site (vite.config.ts).
// Two projects: `unit` before the build, `build` on the built site in dist/client after it.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    // A worker per core, not one fewer (the default): the backend tests wait on their servers' sockets
    // as much as they compute, and a 2-core machine otherwise runs the files one at a time.
    maxWorkers: availableParallelism(),
    // Test files share their worker's modules instead of each starting a fresh one: half the time
    // (unit 126 s -> 70 s, build 36 s -> 20 s on this 2-core machine), as each file no longer imports
    // the content, the catalogues and PGlite anew. So a test leaves any state it changes as it found
    // it (a time zone, a server it started): the suite passes in any order of files.
    isolate: false,
    // Opening a Postgres (PGlite) database takes a second or two, ten times that on a machine whose
    // cores other work is using (npm run test:load met 30 s hooks under a load of 25 on 2 cores): a
    // limit only says when a test that hangs is given up, so it is set for a busy machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'] } },
    ],
  },
})
