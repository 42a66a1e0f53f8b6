// Moves the client entry from the script tag Vike injects (which the browser would fetch while the
// page is still arriving) to the page's first-paint script, which requests it once the page has
// painted (lib/first-paint.ts). Runs at build time on the prerendered files, as inline-css.ts does.
import { clientEntryAttribute } from '../first-paint'

const injectedEntry = /<script src="([^"]+\.js)" type="module" async><\/script>/
const emptyEntry = `${clientEntryAttribute}=""`

export function deferClientEntry(html: string): string {
  const src = injectedEntry.exec(html)?.[1]
  if (!src) throw new Error('No client entry script in the page')
  if (!html.includes(emptyEntry)) throw new Error('No first-paint script in the page')
  return html.replace(injectedEntry, '').replace(emptyEntry, `${clientEntryAttribute}="${src}"`)
}
