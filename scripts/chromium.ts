// Debian's Chromium and the flags it needs here (no sandbox as root, no calls home on a closed
// network). Playwright's own browser download is not available on these machines.
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/**
 * The browser tests' Chromium: Debian's headless shell, the same Chromium without the desktop browser
 * around it, as Playwright itself runs headless tests. The suite is CPU-bound on two cores, and the
 * shell ran it in 5.6 minutes where the whole browser took over 10 (263 tests, all passing in both).
 * Lighthouse (npm run bench) keeps the whole browser its figures have always been measured in.
 */
export const testChromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
