// Every internal link and image on every built page resolves: to a page (or file) of the build, and
// where it has a #hash, to an element with that id on the target page.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { builtFiles, decodeEntities, distClient } from '../support/built-site'

const pages = builtFiles().filter((file) => file.endsWith('.html'))

function targetFile(path: string): string | null {
  const clean = decodeURIComponent(path.split('#')[0]?.split('?')[0] ?? '')
  const candidates = [join(distClient, clean), join(distClient, clean, 'index.html')]
  return candidates.find((file) => existsSync(file) && !file.endsWith('/')) ?? null
}

const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]))

test('every internal link and image resolves', () => {
  const broken: string[] = []
  for (const file of pages) {
    const html = readFileSync(join(distClient, file), 'utf8')
    const from = `/${file.replace(/index\.html$/, '')}`
    const refs = [...html.matchAll(/\s(?:href|src)="(\/[^"]*|#[^"]*)"/g)].map((match) =>
      decodeEntities(match[1] ?? ''),
    )
    const srcsets = [...html.matchAll(/\ssrcSet="([^"]+)"/gi)].flatMap((match) =>
      (match[1] ?? '').split(',').map((part) => part.trim().split(' ')[0] ?? ''),
    )
    for (const ref of [...refs, ...srcsets]) {
      if (ref.startsWith('//')) continue
      const [path, hash] = ref.startsWith('#') ? [from, ref.slice(1)] : ref.split('#')
      const target = targetFile(path ?? '/')
      if (!target) {
        broken.push(`${from} → ${ref}`)
        continue
      }
      if (hash && target.endsWith('.html') && !ids(readFileSync(target, 'utf8')).has(hash)) {
        broken.push(`${from} → ${ref} (no element with id "${hash}")`)
      }
    }
  }
  expect(pages.length).toBeGreaterThan(10)
  expect(broken).toEqual([])
})
