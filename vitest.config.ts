import { defineConfig } from 'vitest/config'

// Unit tests run on plain TypeScript; the Vike plugin is not needed (nor wanted) here.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Opening a Postgres (PGlite) database takes a second or two, more on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
