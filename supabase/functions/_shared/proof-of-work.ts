// The proof of work a page's script solves for a write pass (migration proof_of_work): an ALTCHA
// challenge (altcha-lib, self-hosted, no third party) derived with PBKDF2/SHA-256 through web crypto,
// so the same code runs in the page, under Deno and under Node. Deno resolves 'altcha-lib' through
// supabase/functions/deno.json (deployed) or node_modules (deno check, tests).
import { type Challenge, createChallenge, randomInt, solveChallenge, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'

export type { Challenge }

/**
 * About a second of a laptop's time and a few of a cheap phone's, spent while the visitor types: a
 * thousand PBKDF2 rounds for each of 1,000 to 2,000 tries. Cheap for one enquiry, dear for a flood.
 * While an address or its network earns passes faster than visitors would, the tries (ALTCHA's
 * counter, v1's maxnumber) double, once (migration stateless_challenges, challenge_work): at most
 * 4,000 tries, which Chromium slowed to a phone's speed (4x CPU throttling) solves within the page's
 * 10 s. Checking a solution stays one derivation.
 */
const work = { algorithm: 'PBKDF2/SHA-256', cost: 1000 } as const

/** How many tries a challenge takes before any doubling: from `from` to twice that. */
export const visitorTries = 1000

/**
 * The most a flood can make the work double: once, so at most 4,000 tries, which Chromium at 4x CPU
 * slowdown (a phone's speed) solved in 2.0 to 3.9 s, at most 7 s for all 4,000 at the slowest rate
 * seen, on a two-core machine under a load of 25 (issue 62): within the page's 10 s, where 16 times a
 * visitor's work took a phone-speed browser past it.
 */
const maxDoublings = 1

/** The most tries a challenge can ask: twice the tries, doubled as far as a flood can make it. */
export const maxTries = 2 * visitorTries * 2 ** maxDoublings

/** A challenge must be solved within this long. */
const challengeSeconds = 10 * 60
/** A pass, once earned, is good for one row within this long (a visitor may take a while to type). */
export const passSeconds = 60 * 60

/**
 * A signed challenge for the page to solve: `tries` to twice that, doubled `doublings` times. Only the
 * browser tests' local backend sets fewer tries than a visitor's (CHALLENGE_TRIES): the work is the
 * same kind, and a suite that solves dozens need not spend minutes on it.
 */
export function issueChallenge(
  secret: string,
  now = Date.now(),
  doublings = 0,
  tries = visitorTries,
): Promise<Challenge> {
  const times = 2 ** Math.min(Math.max(doublings, 0), maxDoublings)
  return createChallenge({
    algorithm: work.algorithm,
    cost: work.cost,
    // altcha-lib's randomInt takes the largest first: from tries + 1 to twice tries, times over.
    counter: randomInt(2 * tries * times, tries * times + 1),
    deriveKey,
    hmacSignatureSecret: secret,
    expiresAt: new Date(now + challengeSeconds * 1000),
  })
}

/** What the page sends back: the challenge as it was issued and its solution. */
export interface SolvedChallenge {
  challenge: Challenge
  solution: { counter: number; derivedKey: string }
}

/** Solves a challenge (in the page; tests do it under Node): null when it cannot within `timeoutMs`. */
export async function solve(challenge: Challenge, timeoutMs = 120_000): Promise<SolvedChallenge | null> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: timeoutMs })
  return solution
    ? { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }
    : null
}

/**
 * The signature of a challenge this secret issued, unexpired and solved, or null for anything else
 * (a forged, expired, unsolved or malformed payload never throws). The signature covers the
 * challenge's parameters, so no one can make the work cheaper.
 */
export async function solvedChallenge(payload: unknown, secret: string): Promise<string | null> {
  const { challenge, solution } = (payload ?? {}) as Partial<SolvedChallenge>
  if (typeof challenge?.signature !== 'string' || typeof solution?.derivedKey !== 'string') return null
  try {
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret })
    return result.verified ? challenge.signature : null
  } catch {
    return null
  }
}
