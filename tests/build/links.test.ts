// Every internal link and image on every built page resolves, at its canonical address (never through
// a redirect, lib/static-host.ts): to a page or file of the build, and where it has a #hash, to an
// element with that id on the target page.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { hostAnswer } from '../../lib/static-host'
import { builtFiles, decodeEntities, distClient } from '../support/built-site'

const files = builtFiles()
const pages = files.filter((file) => file.endsWith('.html'))
const isFile = (file: string) => files.includes(file)

/** The file a link reaches, or why it reaches none ("redirect", "not-found"). */
function targetFile(path: string): { file: string } | { fault: string } {
  const answer = hostAnswer(path.split('#')[0]?.split('?')[0] ?? '', isFile)
  return answer.kind === 'file' ? { file: join(distClient, answer.file) } : { fault: answer.kind }
}

const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]))

test('every internal link and image resolves', () => {
  const broken: string[] = []
  for (const file of pages) {
    const html = readFileSync(join(distClient, file), 'utf8')
    const from = `/${file.replace(/(index)?\.html$/, '')}`
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
      if ('fault' in target) {
        broken.push(`${from} → ${ref} (${target.fault})`)
        continue
      }
      if (hash && target.file.endsWith('.html') && !ids(readFileSync(target.file, 'utf8')).has(hash)) {
        broken.push(`${from} → ${ref} (no element with id "${hash}")`)
      }
    }
  }
  expect(pages.length).toBeGreaterThan(10)
  expect(broken).toEqual([])
})
