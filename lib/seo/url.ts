/** An absolute URL on the site: the base without a trailing slash plus a path starting with "/". */
export function absoluteUrl(base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path
  return `${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`
}

/** Where the build writes a page's link-preview image (lib/build/site-files.ts). */
export function socialImagePath(path: string): string {
  const name = path === '/' ? 'home' : path.replace(/^\/+|\/+$/g, '').replace(/\//g, '-')
  return `/og/${name}.png`
}
