import { defineConfig } from '@playwright/test'
import { chromiumArgs, testChromiumPath } from './scripts/chromium'
import { leadMailEnv, leadMailTest } from './tests/support/lead-mail'

const port = 4321

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on two cores: a browser test waits on the network, timers and the backend as much as it
  // computes, and a third worker fills those waits (a sixth less time for the same tests, measured
  // with farm-bench on this 2-core machine under load; npm run test:load keeps it honest).
  workers: 3,
  // A flaky test is a defect to fix, never one to retry.
  retries: 0,
  // How long an assertion waits for the page or the database to come round: a form's first send
  // (its script, a write pass, the insert) took over the default 5 s with six workers on two cores. A
  // limit only says when a test that hangs is given up; a passing one never waits for it.
  expect: { timeout: 15_000 },
  // The list, then where the time went (the slowest tests, and any that needed a retry).
  reporter: [['list'], ['./tests/support/slowest-reporter.ts']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: [
    // The SMTP server the backend mails each lead to (tests/support/lead-mail.ts reads it).
    {
      command: 'tsx tests/support/mail-sink.ts',
      url: `http://127.0.0.1:${leadMailTest.httpPort}/messages.json`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'tsx scripts/serve.ts --in-memory',
      // Every test's enquiries and uploads come from one address: the limits are raised here and
      // tested on their own (tests/unit/backend/public-write-path.test.ts, gateway.test.ts).
      env: {
        PORT: String(port),
        ENQUIRY_LIMIT_PER_HOUR: '1000',
        UPLOAD_LIMIT_PER_HOUR: '1000',
        RESUME_LIMIT_PER_HOUR: '1000',
        ENQUIRY_NETWORK_LIMIT_PER_HOUR: '1000',
        RESUME_NETWORK_LIMIT_PER_HOUR: '1000',
        SITE_LIMIT_PER_MINUTE: '1000',
        ENQUIRY_CAP_PER_HOUR: '1000',
        RESUME_CAP_PER_HOUR: '1000',
        EASY_CHALLENGE_LIMIT_PER_HOUR: '1000',
        EASY_CHALLENGE_NETWORK_LIMIT_PER_HOUR: '1000',
        LEAD_MAILS_PER_HOUR: '1000',
        // The page earns its passes as a visitor's does, with a challenge a hundredth the size: the
        // suite earns dozens, and their cost is tested on its own (tests/unit/backend/fair-limits.test.ts).
        CHALLENGE_TRIES: '10',
        // One consultant: a booked time leaves the list until it is cancelled (tests/e2e/booking.spec.ts).
        BOOKING_CONSULTANTS: '1',
        ...leadMailEnv,
      },
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
    },
  ],
})
