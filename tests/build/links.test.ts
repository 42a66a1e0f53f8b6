// Every internal link and image on every built page resolves, at its canonical address (never through
// a redirect, lib/static-host.ts): to a page or file of the build, and where it has a #hash, to an
// element with that id on the target page.
import { expect, it } from 'vitest'
import { hostAnswer } from '../../lib/static-host'
import { builtFiles, builtPage } from '../support/built-site'

const files = builtFiles()
const pages = files.filter((file) => file.endsWith('.html'))
const isFile = (file: string) => files.includes(file)

/** The built file a link reaches, or why it reaches none ("redirect", "not-found"). */
function targetFile(path: string): { file: string } | { fault: string } {
  const answer = hostAnswer(path.split('#')[0]?.split('?')[0] ?? '', isFile)
  return answer.kind === 'file' ? { file: answer.file } : { fault: answer.kind }
}

it('every internal link and image resolves', () => {
  const broken: string[] = []
  for (const file of pages) {
    const $ = builtPage(file)
    const from = `/${file.replace(/(index)?\.html$/, '')}`
    const refs = $('[href], [src], [srcset]')
      .toArray()
      .flatMap(({ attribs: { href, src, srcset } }) => [
        href,
        src,
        ...(srcset ?? '').split(',').map((part) => part.trim().split(' ')[0]),
      ])
      .filter((ref): ref is string => Boolean(ref) && /^(\/(?!\/)|#)/.test(ref ?? ''))
    for (const ref of refs) {
      const [path, hash] = ref.startsWith('#') ? [from, ref.slice(1)] : ref.split('#')
      const target = targetFile(path ?? '/')
      if ('fault' in target) {
        broken.push(`${from} → ${ref} (${target.fault})`)
        continue
      }
      if (hash && target.file.endsWith('.html') && builtPage(target.file)(`[id="${hash}"]`).length === 0) {
        broken.push(`${from} → ${ref} (no element with id "${hash}")`)
      }
    }
  }
  expect(pages.length).toBeGreaterThan(10)
  expect(broken).toEqual([])
})
