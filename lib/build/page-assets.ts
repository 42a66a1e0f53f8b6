// What a prerendered page carries of the client build, decided while Vike renders it
// (pages/+onRenderHtml.tsx), so the HTML Vike writes is final: the client entry's URL, which the
// page's first-paint script requests once the page has painted (lib/first-paint.ts), and the CSS the
// page can use, inline in its <head> (on a slow connection a second round trip for CSS costs more than
// the few kilobytes it adds). Vike prerenders after the client build, whose manifest it keeps as
// dist/assets.json.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { clientEntrySource, stylesheetSource } from './client-entry-plugin'
import { type BuildManifest, pageScripts } from './island-scripts'
import { candidatesIn, pruneUtilities } from './prune-css'

export interface PageAssets {
  /** The client entry's URL. */
  clientEntry: string
  /** The page's stylesheet, pruned to the classes it and its islands can use. */
  css: string
}

/** The modules that load and hydrate any island: they render nothing of their own. */
const hydrators = [clientEntrySource, 'components/layout/hydrate-island.ts']

const cache = new Map<string, string>()
const read = (path: string) => {
  const text = cache.get(path) ?? readFileSync(path, 'utf8')
  cache.set(path, text)
  return text
}

/** A page's assets from the client build in `dist`. */
export function pageAssets(dist: string, bodyHtml: string): PageAssets {
  const manifest = JSON.parse(read(join(dist, 'assets.json'))) as BuildManifest
  const entry = manifest[clientEntrySource]?.file
  const stylesheet = manifest[stylesheetSource]?.file
  if (!entry || !stylesheet)
    throw new Error(`dist/assets.json lacks ${clientEntrySource} or ${stylesheetSource}`)
  const builtFile = (file: string) => read(join(dist, 'client', file))
  const used = candidatesIn(bodyHtml, pageScripts(manifest, bodyHtml, hydrators).map(builtFile))
  return {
    clientEntry: `/${entry}`,
    css: pruneUtilities(builtFile(stylesheet), used).replace(/<\/style/gi, '<\\/style'),
  }
}
