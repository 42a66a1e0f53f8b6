// Debian's Chromium and the flags it needs here (no sandbox as root, no calls home on a closed
// network). Playwright's own browser download is not available on these machines.
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
