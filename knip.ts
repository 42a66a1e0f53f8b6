// Knip (`npm run lint`) reports files, exports and dependencies that nothing uses.
// Its plugins already know most entries: Vike's `pages/**/+*.ts(x)`, the Vite,
// Vitest and Playwright configs and their tests, and the scripts package.json runs. Islands are used
// through `import.meta.glob('./*.tsx')` in components/islands/registry.ts, which the Vite plugin reads.
// The `@shared/*` alias comes from tsconfig.json `paths`, which Knip reads itself.
import type { KnipConfig } from 'knip'

export default {
  entry: [
    // Run by hand or by package.json scripts: serve, bench, shots, facts, leads, make-images.
    'scripts/*.ts',
    // The browser's entry and the stylesheet, build inputs of lib/build/client-entry-plugin.ts (Vike
    // does not know them).
    'pages/client-entry.ts',
    'components/layout/styles.css',
    // The Deno entry of each Supabase Edge Function. (supabase/local/server.ts is `npm run backend`.)
    'supabase/functions/*/index.ts',
    // Run by CloudFront (and read by tests/unit/static-host.test.ts).
    'deploy/cloudfront-function.js',
    // Started as a child process by tests/unit/backend/lead-mail.test.ts, to be killed mid-send.
    'tests/support/backend-process.ts',
  ],
  ignoreDependencies: [
    // lib/og/fonts.ts resolves its font files by a computed path (`@fontsource/inter/files/…${weight}…`).
    '@fontsource/inter',
    // Its vnu.jar is run by java in tests/e2e/validators.spec.ts, found by path.
    'vnu-jar',
    // Deno's `npm:nodemailer@…` specifier in supabase/functions/notify-lead (nodemailer is listed itself).
    'npm',
  ],
  // The shell's own `wait`, in package.json's test script (the unit tests run beside the build).
  ignoreBinaries: ['wait'],
} satisfies KnipConfig
