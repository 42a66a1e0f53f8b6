// A CloudFront Function (runtime cloudfront-js-2.0, on the distribution's viewer requests) for the site
// in an S3 bucket, which serves neither /about from about.html nor any folder's index by itself. It
// gives the bucket the addresses the other static hosts give the site (lib/static-host.ts): a page at
// its canonical path, its other forms redirected there permanently. Unknown paths reach the bucket as
// /path.html and are answered by the distribution's custom error response (404 → /404.html, status 404).
// tests/unit/static-host.test.ts runs it against the same cases as lib/static-host.ts.
// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls it by its name.
function handler(event) {
  const request = event.request
  const uri = request.uri
  // "//host" is never a redirect's target: the bucket answers such a path (with its 404).
  if (uri.includes('//')) return request
  if (uri === '/') {
    request.uri = '/index.html'
    return request
  }
  const canonical = uri === '/index.html' ? '/' : uri.replace(/\/+$/, '').replace(/\.html$/, '')
  if (canonical !== uri && canonical !== '') return moved(canonical, request.querystring)
  // The last segment has no extension: a page, held in its .html file.
  if (!/\.[^/]*$/.test(uri)) request.uri = `${uri}.html`
  return request
}

function moved(location, querystring) {
  const query = Object.keys(querystring)
    .map((name) => {
      const param = querystring[name]
      const values = param.multiValue ? param.multiValue.map((each) => each.value) : [param.value]
      return values.map((value) => (value === '' ? name : `${name}=${value}`)).join('&')
    })
    .join('&')
  return {
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: { location: { value: query ? `${location}?${query}` : location } },
  }
}
