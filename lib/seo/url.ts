/** An absolute URL on the site: the base without a trailing slash plus a path starting with "/". */
export function absoluteUrl(base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path
  return `${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`
}
