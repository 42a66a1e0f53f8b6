// What a prerendered page carries of the client build, decided while Vike renders it
// (pages/+onRenderHtml.tsx), so the HTML Vike writes is final: the client entry's URL, which the
// page's first-paint script requests once the page has painted (lib/first-paint.ts), and the CSS the
// page can use, inline in its <head> (on a slow connection a second round trip for CSS costs more than
// the few kilobytes it adds). The client build hands what this needs to the server build that Vike
// prerenders from (lib/build/page-assets-plugin.ts).
import { islandsIn } from './island-scripts'
import { candidatesIn, pruneUtilities } from './prune-css'

/** What the pages take from the client build. */
export interface ClientBuild {
  /** The client entry's URL. */
  clientEntry: string
  /** The site's whole stylesheet. */
  stylesheet: string
  /** For each island, the utility classes its code, and the code it loads, can put on a page. */
  islandClasses: Record<string, string[]>
}

export interface PageAssets {
  /** The client entry's URL. */
  clientEntry: string
  /** The page's stylesheet, pruned to the classes it and its islands can use. */
  css: string
}

/** A page's assets, from its body's HTML. */
export function pageAssets(
  { clientEntry, stylesheet, islandClasses }: ClientBuild,
  bodyHtml: string,
): PageAssets {
  const used = candidatesIn(bodyHtml)
  for (const island of islandsIn(bodyHtml)) for (const name of islandClasses[island] ?? []) used.add(name)
  return { clientEntry, css: pruneUtilities(stylesheet, used).replace(/<\/style/gi, '<\\/style') }
}
