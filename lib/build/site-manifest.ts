// What a build made, for the tools that run on the build without Vite (the benchmark, the end-to-end
// tests): the indexable pages and the posts. scripts/postbuild.ts writes it to dist/site.json, beside
// (never inside) the published dist/client.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { IndexablePage } from '../../content/routes'

interface BuiltPost {
  slug: string
  path: string
  title: string
  category: string
  date: string
  updated: string
  featured: boolean
}

/** The whole stylesheet, kept beside the published site (each page carries its part inline). */
export const wholeStylesheetFile = 'styles.css'

export interface SiteManifest {
  pages: readonly IndexablePage[]
  posts: readonly BuiltPost[]
}

const file = (dist: string) => join(dist, 'site.json')

export function writeSiteManifest(dist: string, manifest: SiteManifest): void {
  writeFileSync(file(dist), `${JSON.stringify(manifest, null, 2)}\n`)
}

export function readSiteManifest(dist: string): SiteManifest {
  return JSON.parse(readFileSync(file(dist), 'utf8')) as SiteManifest
}
