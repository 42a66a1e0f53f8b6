// `npm run refresh` runs every feed's refresher: each writes its snapshot and says what changed, and one
// that fails leaves its snapshot alone, is named, and does not stop the others.
import { describe, expect, it } from 'vitest'
import { type Refresher, type RefreshIo, refreshAll } from '../../lib/refresh'

const refresher = (name: string, fail = false): Refresher => ({
  name,
  feeds: [{ url: `https://example.org/${name}.json` }],
  file: `content/${name}.json`,
  update([feed], before) {
    if (fail) throw new Error('not a feed it knows')
    return { snapshot: { feed, before }, changes: [`${name} changed`] }
  },
})

function io(feeds: Record<string, unknown>) {
  const written = new Map<string, unknown>()
  const lines: string[] = []
  const world: RefreshIo = {
    async fetchJson({ url, post }) {
      if (!(url in feeds)) throw new Error(`${url} answered 503`)
      return post === undefined ? feeds[url] : { answerTo: post }
    },
    read: (file) => ({ old: file }),
    write: (file, snapshot) => written.set(file, snapshot),
    log: (line) => lines.push(line),
    today: '2026-11-27',
  }
  return { world, written, lines }
}

describe('npm run refresh', () => {
  it('writes every snapshot and prints what each changed', async () => {
    const { world, written, lines } = io({
      'https://example.org/rounds.json': { rounds: 1 },
      'https://example.org/fees.json': { fees: 2 },
    })
    expect(await refreshAll([refresher('rounds'), refresher('fees')], world)).toEqual([])
    expect(written.get('content/rounds.json')).toEqual({
      feed: { rounds: 1 },
      before: { old: 'content/rounds.json' },
    })
    expect(written.get('content/fees.json')).toEqual({
      feed: { fees: 2 },
      before: { old: 'content/fees.json' },
    })
    expect(lines).toEqual([
      'rounds (content/rounds.json):\n  rounds changed',
      'fees (content/fees.json):\n  fees changed',
    ])
  })

  it('names a refresher that failed, writes nothing for it, and still runs the others', async () => {
    const { world, written, lines } = io({
      'https://example.org/fees.json': { fees: 2 },
      'https://example.org/visas.json': { visas: 3 },
    })
    const failed = await refreshAll([refresher('rounds'), refresher('fees'), refresher('visas', true)], world)
    expect(failed).toEqual(['rounds', 'visas'])
    expect([...written.keys()]).toEqual(['content/fees.json'])
    expect(lines[0]).toBe(
      'rounds: FAILED, snapshot left as it was: https://example.org/rounds.json answered 503',
    )
    expect(lines[2]).toBe('visas: FAILED, snapshot left as it was: not a feed it knows')
  })

  it('hands a refresher every feed it reads, in its order, posting where a feed answers only to a POST', async () => {
    const { world, written } = io({ 'https://example.org/a.json': 'A', 'https://example.org/b.json': 'B' })
    const both: Refresher = {
      name: 'both',
      feeds: [{ url: 'https://example.org/b.json' }, { url: 'https://example.org/a.json', post: { q: 1 } }],
      file: 'content/both.json',
      update: (fetched) => ({ snapshot: fetched, changes: [] }),
    }
    expect(await refreshAll([both], world)).toEqual([])
    expect(written.get('content/both.json')).toEqual(['B', { answerTo: { q: 1 } }])
  })
})
