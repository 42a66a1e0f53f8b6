import { defineConfig } from 'vitest/config'

// Unit tests run on plain TypeScript; the Vike plugin is not needed (nor wanted) here.
// Import aliases (`@shared/…`) come from tsconfig.json `paths`, as for the site (vite.config.ts).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Opening a Postgres (PGlite) database takes a second or two, more on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
