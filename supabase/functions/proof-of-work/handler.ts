// The proof-of-work function: GET gives the page a signed challenge, POST takes it back solved and
// answers a write pass for one row (migration proof_of_work), recorded so that a challenge earns one
// pass only. The challenges an address takes are counted in the database (migration fair_limits), so
// every instance counts the same, and their work rises while the address or its network floods. Web
// APIs only, so the tests run it under Node and the entry under Deno.
import { corsHeaders } from '../_shared/cors.ts'
import type { ChallengeCounter } from '../_shared/function-limits.ts'
import { issueChallenge, passSeconds, solvedChallenge, visitorTries } from '../_shared/proof-of-work.ts'
import { BodyTooLarge, readLimited } from '../_shared/read-limited.ts'

/** A solved challenge is about 400 bytes. */
const maxBody = 4 * 1024

export interface ProofOfWorkOptions {
  /** Signs the challenges: at least 32 characters, the same in every instance. */
  secret: string
  /** Records a pass for a solved challenge: its id, or null when that challenge already earned one. */
  issuePass: (challengeSignature: string, validSeconds: number) => Promise<string | null>
  isAllowedOrigin: (origin: string) => boolean
  /** Counts each challenge given (a visitor needs one per enquiry or resume) and says its work. */
  takeChallenge: ChallengeCounter
  /** A challenge's tries before doubling: a visitor's unless a local test backend sets fewer. */
  tries?: number
}

export function createProofOfWorkHandler({
  secret,
  issuePass,
  isAllowedOrigin,
  takeChallenge,
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
      const doublings = await takeChallenge(clientAddress)
      if (doublings === null) return json(429, { error: 'too many challenges' })
      return json(200, await issueChallenge(secret, Date.now(), doublings, tries))
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
    const pass = await issuePass(signature, passSeconds)
    return pass ? json(200, { pass }) : json(409, { error: 'this challenge has already earned its pass' })
  }
}
