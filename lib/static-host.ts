// One URL per page. Vike writes the page /about as about.html (pages/+config.ts, `noExtraDir`), which
// Cloudflare Pages, Netlify and GitHub Pages serve at /about with 200, as `npm start` does through
// `hostAnswer`; an S3 bucket does behind deploy/cloudfront-function.js. The address visitors have
// always seen stays the canonical one, in every link, canonical tag and sitemap entry.

/** The file that holds the page at a canonical path: "/" is index.html, "/about" about.html. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

export type HostAnswer =
  | { kind: 'file'; file: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }

/**
 * What a static host answers for a request path, given which files the site has (paths relative to
 * its root): a file as it is, a page at its canonical path, and a permanent redirect from the page's
 * other forms (/about/, /about.html, /index.html) to it, as Cloudflare Pages does.
 */
export function hostAnswer(path: string, isFile: (file: string) => boolean): HostAnswer {
  // Nothing outside the site's folder is a file of it, and "//host" is never a redirect's target.
  if (/(^|\/)\.\.?(\/|$)|\\|\/\//.test(path)) return { kind: 'not-found' }
  if (path === '/') return { kind: 'file', file: pageFile('/') }
  if (path === '/index.html') return { kind: 'redirect', location: '/' }
  const file = path.slice(1)
  if (path.endsWith('.html') && isFile(file)) return { kind: 'redirect', location: path.slice(0, -5) }
  if (path.endsWith('/')) {
    const page = path.replace(/\/+$/, '')
    return page && isFile(pageFile(page)) ? { kind: 'redirect', location: page } : { kind: 'not-found' }
  }
  if (isFile(file)) return { kind: 'file', file }
  if (isFile(pageFile(path))) return { kind: 'file', file: pageFile(path) }
  return { kind: 'not-found' }
}
