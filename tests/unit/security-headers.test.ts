import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { firstPaintScript } from '../../lib/first-paint'
import { contentSecurityPolicy, headerRules, headersFile, headersFor } from '../../lib/security/headers'

const config = { backendUrl: 'https://abc.supabase.co/', mediaOrigin: 'https://res.cloudinary.com' }

describe('the Content-Security-Policy', () => {
  const csp = contentSecurityPolicy(config)
  const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `))

  it('runs only the site’s own script files and its one inline script, by that script’s hash', () => {
    const hash = createHash('sha256').update(firstPaintScript).digest('base64')
    expect(directive('script-src')).toBe(`script-src 'self' 'sha256-${hash}'`)
    expect(csp).not.toMatch(/unsafe-eval/)
  })

  it('lets the browser talk to the site and the backend only', () => {
    expect(directive('connect-src')).toBe("connect-src 'self' https://abc.supabase.co")
    expect(directive('img-src')).toBe("img-src 'self' data: https://res.cloudinary.com")
  })

  it('refuses framing, base and form targets other than the site and the backend’s enquiry function', () => {
    for (const rule of ["frame-ancestors 'none'", "base-uri 'self'", "object-src 'none'"]) {
      expect(csp).toContain(rule)
    }
    expect(directive('form-action')).toBe("form-action 'self' https://abc.supabase.co")
  })
})

describe('header rules', () => {
  const rules = headerRules(config)

  it('cache hashed assets for a year and revalidate pages', () => {
    expect(headersFor('/assets/chunks/chunk-abc.js', rules)['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    )
    expect(headersFor('/about', rules)['Cache-Control']).toBe('public, max-age=0, must-revalidate')
  })

  it('send the security headers everywhere', () => {
    const headers = headersFor('/', rules)
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': expect.stringContaining('max-age='),
      'Permissions-Policy': expect.stringContaining('camera=()'),
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    })
  })

  it('write the Netlify / Cloudflare Pages _headers format', () => {
    const file = headersFile(rules)
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'/)
    expect(file).toContain('\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n')
  })
})
