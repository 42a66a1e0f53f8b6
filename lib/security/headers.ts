// The site's HTTP response headers, in one place: written to dist/client/_headers for static hosts
// (Netlify, Cloudflare Pages) and sent by the `npm start` server. The README shows the same rules
// for Vercel and nginx.
import { createHash } from 'node:crypto'
import { firstPaintScript } from '../first-paint'

/** A CSP source that allows exactly this inline script. */
const scriptHash = (script: string) => `sha256-${createHash('sha256').update(script).digest('base64')}`

export interface HeaderConfig {
  /** The backend the browser calls (Supabase, or the local backend). */
  backendUrl: string
  /** Where uploaded files are served from (Cloudinary). */
  mediaOrigin: string
}

export type HeaderRule = { path: string; headers: Record<string, string> }

export function contentSecurityPolicy({ backendUrl, mediaOrigin }: HeaderConfig): string {
  const backend = new URL(backendUrl).origin
  return [
    "default-src 'self'",
    // Only the site's own script files run, and the one inline script by its hash: no eval.
    `script-src 'self' '${scriptHash(firstPaintScript)}'`,
    // Inline styles: the page's own CSS is inlined for speed, and notifications set style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${mediaOrigin}`,
    "font-src 'self'",
    `connect-src 'self' ${backend}`,
    "worker-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    // The enquiry forms post to the backend's enquiry function when their script is not there.
    `form-action 'self' ${backend}`,
  ].join('; ')
}

export function headerRules(config: HeaderConfig): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(config),
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy':
          'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
        // A page that opens this site gets no handle on it. Not 'same-origin': that also severs the
        // site from the tab it opens in, so every visit starts a fresh browser process, which
        // Lighthouse counts as the page's blocking time. The links that open a tab use rel="noopener".
        'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
        // HTML and everything not hashed: use it, but check for a newer version every time.
        'Cache-Control': 'public, max-age=0, must-revalidate',
      },
    },
    {
      // Vite's hashed files never change under the same name.
      path: '/assets/*',
      headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    },
  ]
}

/** The Netlify / Cloudflare Pages `_headers` file. */
export function headersFile(rules: HeaderRule[]): string {
  return `${rules
    .map((rule) =>
      [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n\n')}\n`
}

/** The headers one path gets, later rules overriding earlier ones as static hosts apply them. */
export function headersFor(path: string, rules: HeaderRule[]): Record<string, string> {
  const matches = (pattern: string) =>
    pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern
  return Object.assign({}, ...rules.filter((rule) => matches(rule.path)).map((rule) => rule.headers))
}
