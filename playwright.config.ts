import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium'

const port = 4321

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'tsx scripts/serve.ts --in-memory',
    // Many uploads come from one address in a test run; the limit itself is tested on its own.
    env: { PORT: String(port), UPLOAD_LIMIT_PER_HOUR: '1000' },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
  },
})
