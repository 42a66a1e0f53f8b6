import { defineConfig } from 'vitest/config'

// Unit tests run on plain TypeScript; the Vike plugin is not needed (nor wanted) here.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
})
