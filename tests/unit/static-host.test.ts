// One URL per page on every static host: the rule `npm start` follows (lib/static-host.ts) and the
// CloudFront Function that gives an S3 bucket the same addresses (deploy/cloudfront-function.js).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { routes } from '../../content/routes'
import { hostAnswer, pageFile } from '../../lib/static-host'

// A site of a few pages and files, laid out as the build lays it out.
const files = new Set([
  'index.html',
  'about.html',
  'blog/canada-express-entry-guide.html',
  'blog/404.html',
  'enquiry-sent/contact.html',
  '404.html',
  'assets/entry-abc.js',
  'og/about.png',
  'robots.txt',
])
const answer = (path: string) => hostAnswer(path, (file) => files.has(file))

describe('pageFile', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/blog/canada-express-entry-guide', 'blog/canada-express-entry-guide.html'],
  ])('%s is held in %s', (path, file) => {
    expect(pageFile(path)).toBe(file)
  })
})

describe('hostAnswer (npm start, as Cloudflare Pages answers)', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/blog/canada-express-entry-guide', 'blog/canada-express-entry-guide.html'],
    ['/enquiry-sent/contact', 'enquiry-sent/contact.html'],
    ['/assets/entry-abc.js', 'assets/entry-abc.js'],
    ['/robots.txt', 'robots.txt'],
  ])('serves %s from %s', (path, file) => {
    expect(answer(path)).toEqual({ kind: 'file', file })
  })

  it.each([
    ['/about/', '/about'],
    ['/about.html', '/about'],
    ['/blog/canada-express-entry-guide/', '/blog/canada-express-entry-guide'],
    ['/blog/canada-express-entry-guide.html', '/blog/canada-express-entry-guide'],
    ['/index.html', '/'],
  ])('redirects %s to %s', (path, location) => {
    expect(answer(path)).toEqual({ kind: 'redirect', location })
  })

  it.each([
    '/nowhere',
    '/nowhere/',
    '/blog/',
    '/blog/unknown-post',
    '/enquiry-sent',
    '/assets',
    '/../package.json',
    '/assets/..%2f..%2fpackage.json/..',
    '//example.com/about/',
    '/about\\',
  ])('has no page at %s', (path) => {
    expect(answer(path)).toEqual({ kind: 'not-found' })
  })
})

// The function as CloudFront runs it: a script whose `handler` receives the viewer request.
interface CloudFrontRequest {
  uri: string
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>
}
type CloudFrontResult = CloudFrontRequest | { statusCode: number; headers: { location: { value: string } } }
const cloudFrontHandler = new Function(
  `${readFileSync(join(import.meta.dirname, '..', '..', 'deploy', 'cloudfront-function.js'), 'utf8')}\nreturn handler`,
)() as (event: { request: CloudFrontRequest }) => CloudFrontResult
const viewerRequest = (uri: string, querystring: CloudFrontRequest['querystring'] = {}) =>
  cloudFrontHandler({ request: { uri, querystring } })

describe('deploy/cloudfront-function.js (an S3 bucket behind CloudFront)', () => {
  const pages = Object.values(routes).map((route) => route.path)

  it.each(pages)('asks the bucket for the file of %s', (path) => {
    expect(viewerRequest(path)).toMatchObject({ uri: `/${pageFile(path)}` })
  })

  it.each(pages.filter((path) => path !== '/'))(
    'redirects %s/ and %s.html to it permanently, as the local server does',
    (path) => {
      const siteFiles = new Set(pages.map(pageFile))
      for (const other of [`${path}/`, `${path}.html`]) {
        expect(viewerRequest(other)).toMatchObject({
          statusCode: 301,
          headers: { location: { value: path } },
        })
        expect(hostAnswer(other, (file) => siteFiles.has(file))).toEqual({ kind: 'redirect', location: path })
      }
    },
  )

  it('redirects /index.html to / and serves / from index.html', () => {
    expect(viewerRequest('/index.html')).toMatchObject({
      statusCode: 301,
      headers: { location: { value: '/' } },
    })
    expect(viewerRequest('/')).toMatchObject({ uri: '/index.html' })
  })

  it('keeps the query string through a redirect', () => {
    const result = viewerRequest('/crs-calculator/', {
      age: { value: '29' },
      spouse: { value: '' },
      lang: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b' }] },
    })
    expect(result).toMatchObject({
      headers: { location: { value: '/crs-calculator?age=29&spouse&lang=a&lang=b' } },
    })
  })

  it('leaves files with an extension, and paths that name another host, to the bucket', () => {
    expect(viewerRequest('/assets/entry-abc.js')).toMatchObject({ uri: '/assets/entry-abc.js' })
    expect(viewerRequest('//example.com/')).toMatchObject({ uri: '//example.com/' })
  })
})
