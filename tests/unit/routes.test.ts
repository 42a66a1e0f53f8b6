// A route is its folder under pages/ (Vike's filesystem routing gives its address) and its entry in
// content/routes.ts (its languages, its picture; its words are the catalogues'): the two name the same
// addresses, both ways, and each route is prerendered in exactly the languages its entry declares.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { PrerenderContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { formAnswerPaths, type RouteKey, routes } from '../../content/routes'
import { localizedPath, translatedLocales } from '../../lib/i18n'
import { routeAt } from '../../lib/page-route'
import { onPrerenderStart } from '../../pages/+onPrerenderStart'

const pagesFolder = join(import.meta.dirname, '..', '..', 'pages')

/** Every folder under pages/ with its files, as a path from pages/ ("fees", "blog/@slug"). */
function folders(dir = ''): { dir: string; files: string[] }[] {
  const entries = readdirSync(join(pagesFolder, dir), { withFileTypes: true })
  return [
    { dir, files: entries.filter((entry) => entry.isFile()).map((entry) => entry.name) },
    ...entries
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => folders(dir ? `${dir}/${entry.name}` : entry.name)),
  ]
}

/** The address Vike gives a page folder: its path, `index` being the root and `@name` any one segment. */
const addressOf = (dir: string) => `/${dir}`.replace(/\/index$/, '') || '/'

const pageFolders = folders().filter(({ files }) => files.includes('+Page.tsx'))

/** Whether a folder's address, with its `@name` segments, matches a page's address. */
const matches = (dir: string, path: string) =>
  new RegExp(`^${addressOf(dir).replace(/@[^/]+/g, '[^/]+')}$`).test(path)

/** The pages that are no route: Vike's error page, the blog's posts and 404 page, the forms' answers. */
const notRoutes = ['_error', 'blog/@slug', 'blog/404']

describe('routes and page folders', () => {
  it('no page sets its own address: a folder is its route (no +route file)', () => {
    expect(folders().filter(({ files }) => files.some((file) => file.startsWith('+route.')))).toEqual([])
  })

  it('every page folder is a route of content/routes.ts, and every route has its folder', () => {
    const routeFolders = pageFolders
      .map(({ dir }) => dir)
      .filter((dir) => !notRoutes.includes(dir) && !formAnswerPaths.some((path) => matches(dir, path)))
    expect(routeFolders.map(addressOf).sort()).toEqual(
      Object.values(routes)
        .map((route) => route.path)
        .sort(),
    )
  })

  it('every form answer has its folder', () => {
    for (const path of formAnswerPaths)
      expect(pageFolders.filter(({ dir }) => matches(dir, path)).length, path).toBe(1)
  })

  it('a page finds its route from its address', () => {
    for (const key of Object.keys(routes) as RouteKey[]) expect(routeAt(routes[key].path)).toBe(key)
    expect(() => routeAt('/no-such-page')).toThrow('No route is declared at /no-such-page')
  })

  it('each route is prerendered in English, and in Hindi and Marathi exactly where it is translated', () => {
    const english = Object.values(routes).map((route) => ({ urlOriginal: route.path }))
    const { pageContexts } = onPrerenderStart({
      pageContexts: english,
    } as unknown as PrerenderContext).prerenderContext
    const built = pageContexts.map(({ urlOriginal, locale }) => `${locale} ${urlOriginal}`).sort()
    expect(built).toEqual(
      Object.values(routes)
        .flatMap((route) => [
          `en ${route.path}`,
          ...(route.translated
            ? translatedLocales.map((locale) => `${locale} ${localizedPath(route.path, locale)}`)
            : []),
        ])
        .sort(),
    )
  })
})
