// The proof-of-work function: GET gives the page a signed challenge, POST takes it back solved and
// answers a write pass for one row (migration proof_of_work), recorded so that a challenge earns one
// pass only. A challenge is signed and expires, so giving one keeps nothing and is never refused
// (migration stateless_challenges): only solved ones are counted, in the database (every instance
// counts the same), and the work doubles once while an address or its network earns passes faster
// than visitors would. A challenge asked for by another site's page is refused, so no page elsewhere
// can make its visitors' browsers ask for ours. Web APIs only, so the tests run it under Node and the
// entry under Deno.
import { corsHeaders } from '../_shared/cors.ts'
import type { ChallengeWork, PassIssuer } from '../_shared/function-limits.ts'
import { issueChallenge, passSeconds, solvedChallenge, visitorTries } from '../_shared/proof-of-work.ts'
import { BodyTooLarge, readLimited } from '../_shared/read-limited.ts'
import { fetchedByAnotherSite } from '../_shared/site-origin.ts'

/** A solved challenge is about 400 bytes. */
const maxBody = 4 * 1024

export interface ProofOfWorkOptions {
  /** Signs the challenges: at least 32 characters, the same in every instance. */
  secret: string
  /** Records a pass for a solved challenge, counted for its address: null when that challenge earned one. */
  issuePass: PassIssuer
  /** The site's own origins: CORS for them, and a challenge for no other site's page. */
  isAllowedOrigin: (origin: string) => boolean
  /** How many times a challenge's work doubles for an address (0 or 1). */
  challengeWork: ChallengeWork
  /** A challenge's tries before doubling: a visitor's unless a local test backend sets fewer. */
  tries?: number
}

export function createProofOfWorkHandler({
  secret,
  issuePass,
  isAllowedOrigin,
  challengeWork,
  tries = visitorTries,
}: ProofOfWorkOptions) {
  if (secret.length < 32) throw new Error('POW_SECRET must be at least 32 characters')
  return async function handleProofOfWork(request: Request, clientAddress = 'unknown'): Promise<Response> {
    const cors = corsHeaders(request, {
      isAllowedOrigin,
      methods: 'GET, POST, OPTIONS',
      headers: 'content-type',
    })
    const json = (status: number, body: object) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { ...cors, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
      })

    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors })
    if (request.method === 'GET') {
      if (fetchedByAnotherSite(request, isAllowedOrigin)) return json(403, { error: 'ask from the site' })
      return json(200, await issueChallenge(secret, Date.now(), await challengeWork(clientAddress), tries))
    }
    if (request.method !== 'POST') return json(405, { error: 'GET a challenge, POST it solved' })
    let payload: unknown
    try {
      payload = JSON.parse(
        new TextDecoder('utf-8', { fatal: true }).decode(await readLimited(request, maxBody)),
      )
    } catch (error) {
      if (error instanceof BodyTooLarge) return json(413, { error: 'too large' })
      return json(400, { error: 'expected {"challenge": …, "solution": …}' })
    }
    const signature = await solvedChallenge(payload, secret)
    if (!signature) return json(400, { error: 'not solved' })
    const pass = await issuePass(signature, passSeconds, clientAddress)
    return pass ? json(200, { pass }) : json(409, { error: 'this challenge has already earned its pass' })
  }
}
