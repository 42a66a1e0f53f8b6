// Which route a page is: its folder under pages/ gives its address (Vike's filesystem routing), and
// content/routes.ts declares the route at that address (tests/unit/routes.test.ts keeps the two in
// step), so a page finds its own route from its address and never names it.
import { type RouteKey, routes } from '../content/routes'

/** The route content/routes.ts declares at a page's own address (without its language). */
export function routeAt(path: string): RouteKey {
  const key = (Object.keys(routes) as RouteKey[]).find((candidate) => routes[candidate].path === path)
  if (!key) throw new Error(`No route is declared at ${path} (content/routes.ts)`)
  return key
}
