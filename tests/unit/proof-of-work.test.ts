// The proof of work behind a write pass (issue 31): challenges only this secret issued, solved,
// unexpired, each earning one pass; the work it asks; the function's answers, its CORS, and its refusal
// of other sites' pages (its count of solved challenges is the database's: tests/unit/backend/fair-limits.test.ts).
import { type Challenge, issueChallenge, maxTries, solve, solvedChallenge } from '@shared/proof-of-work.ts'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createProofOfWorkHandler } from '../../supabase/functions/proof-of-work/handler'

const secret = 'a-signing-secret-of-thirty-two-characters-or-more'
const site = 'https://dreamborder.example'

let challenge: Challenge
let solved: NonNullable<Awaited<ReturnType<typeof solve>>>
beforeAll(async () => {
  challenge = await issueChallenge(secret)
  solved = (await solve(challenge)) as typeof solved
}, 60_000)

describe('a solved challenge', () => {
  it('checks out, named by its signature', async () => {
    expect(await solvedChallenge(solved, secret)).toBe(challenge.signature)
  })

  it('does not when its solution is wrong, or another secret signed it', async () => {
    const wrong = { ...solved, solution: { ...solved.solution, counter: solved.solution.counter + 1 } }
    expect(await solvedChallenge(wrong, secret)).toBeNull()
    expect(await solvedChallenge(solved, `${secret}-rotated`)).toBeNull()
  })

  it('does not when its work was made cheaper after signing', async () => {
    const cheaper = {
      ...solved,
      challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } },
    }
    expect(await solvedChallenge(cheaper, secret)).toBeNull()
  })

  it('does not once expired', async () => {
    const old = await issueChallenge(secret, Date.now() - 11 * 60 * 1000)
    const late = await solve(old)
    expect(await solvedChallenge(late, secret)).toBeNull()
  }, 60_000)

  it('asks twice the tries for each doubling, and no fewer than a visitor’s', async () => {
    const visitor = await solve(challenge)
    const doubled = await solve(await issueChallenge(secret, Date.now(), 1))
    expect(visitor?.solution.counter).toBeGreaterThan(1000)
    expect(visitor?.solution.counter).toBeLessThanOrEqual(2000)
    expect(doubled?.solution.counter).toBeGreaterThan(2000)
    expect(doubled?.solution.counter).toBeLessThanOrEqual(4000)
  }, 60_000)

  it('asks at most 4,000 tries however hard a flood pushes: work a phone-speed browser does in 10 s', async () => {
    expect(maxTries).toBe(4000)
    const pushed = await solve(await issueChallenge(secret, Date.now(), 4))
    expect(pushed?.solution.counter).toBeGreaterThan(2000)
    expect(pushed?.solution.counter).toBeLessThanOrEqual(maxTries)
  }, 60_000)

  it.each([
    null,
    undefined,
    'text',
    42,
    {},
    { challenge: {} },
    { challenge: { signature: 'x' }, solution: {} },
  ])('is not anything malformed (%j), and never throws', async (payload) => {
    expect(await solvedChallenge(payload, secret)).toBeNull()
  })
})

describe('the proof-of-work function', () => {
  const handlerWith = (
    issuePass = vi.fn(async () => 'a-pass' as string | null),
    challengeWork = vi.fn(async () => 0),
  ) => ({
    issuePass,
    challengeWork,
    handle: createProofOfWorkHandler({
      secret,
      issuePass,
      isAllowedOrigin: (origin) => origin === site,
      challengeWork,
    }),
  })
  const post = (body: string) =>
    new Request('https://fn.example/', { method: 'POST', body, headers: { Origin: site } })

  it('refuses a short secret at start', () => {
    expect(() =>
      createProofOfWorkHandler({
        secret: 'short',
        issuePass: async () => null,
        isAllowedOrigin: () => true,
        challengeWork: async () => 0,
      }),
    ).toThrow('POW_SECRET must be at least 32 characters')
  })

  it('gives a fresh signed challenge, never cached, with CORS for the site only', async () => {
    const { handle } = handlerWith()
    const answer = await handle(new Request('https://fn.example/', { headers: { Origin: site } }))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('access-control-allow-origin')).toBe(site)
    const given = (await answer.json()) as Challenge
    expect(given.signature).toMatch(/^[0-9a-f]{64}$/)
    const foreign = await handle(
      new Request('https://fn.example/', { headers: { Origin: 'https://evil.example' } }),
    )
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers a pass for a solved challenge, recorded under its signature', async () => {
    const { handle, issuePass } = handlerWith()
    const answer = await handle(post(JSON.stringify(solved)), '203.0.113.9')
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ pass: 'a-pass' })
    expect(issuePass).toHaveBeenCalledWith(challenge.signature, 3600, '203.0.113.9')
  })

  it('answers 409 when that challenge has already earned its pass', async () => {
    const { handle } = handlerWith(vi.fn(async () => null))
    expect((await handle(post(JSON.stringify(solved)))).status).toBe(409)
  })

  it('refuses what is not solved, not JSON or too large, recording nothing', async () => {
    const { handle, issuePass } = handlerWith()
    const unsolved = { ...solved, solution: { ...solved.solution, derivedKey: '00'.repeat(32) } }
    expect((await handle(post(JSON.stringify(unsolved)))).status).toBe(400)
    expect((await handle(post('{not json'))).status).toBe(400)
    expect((await handle(post('x'.repeat(5000)))).status).toBe(413)
    expect((await handle(new Request('https://fn.example/', { method: 'PUT' }))).status).toBe(405)
    expect(issuePass).not.toHaveBeenCalled()
  })

  it('never refuses a challenge: it asks its address’s work, whatever the address took before', async () => {
    const { handle, challengeWork } = handlerWith(
      undefined,
      vi.fn(async () => 1),
    )
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => handle(new Request('https://fn.example/'), '203.0.113.9')),
    )
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]))
    expect(challengeWork).toHaveBeenCalledWith('203.0.113.9')
  })

  it.each([
    ['an <img> on another site', { 'Sec-Fetch-Site': 'cross-site', Referer: 'https://evil.example/' }],
    ['an <img> with its Referer hidden', { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'image' }],
    ['another site’s script', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
    ['an older browser on another site', { Referer: 'https://evil.example/page' }],
  ])('refuses a challenge asked for by %s, counting nothing', async (_, headers) => {
    const { handle, challengeWork } = handlerWith()
    const answer = await handle(new Request('https://fn.example/', { headers }))
    expect(answer.status).toBe(403)
    expect(challengeWork).not.toHaveBeenCalled()
  })

  it.each([
    ['the site’s script (its functions on another site)', { Origin: site, 'Sec-Fetch-Site': 'cross-site' }],
    ['a request naming no site', {}],
    ['the site’s own page, its Referer only', { Referer: `${site}/contact` }],
  ])('gives a challenge to %s', async (_, headers) => {
    const { handle } = handlerWith()
    expect((await handle(new Request('https://fn.example/', { headers }))).status).toBe(200)
  })
})
