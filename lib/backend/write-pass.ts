// A write pass for the next row this page stores (migration proof_of_work): earned in the background
// from the moment the visitor starts on a form or chooses a resume, by solving a challenge from the
// proof-of-work function. A row sent with it is never set aside for review nor refused for what others
// on the visitor's connection or network sent (migration fair_limits), so a genuine enquiry reaches the
// firm at once even then. A send waits for a pass being earned rather than go without one (issue 62),
// and the page says so: at most 4,000 tries, which a phone-speed browser solves within 10 s. A resume's
// upload carries the pass too, and its record spends it: one pass for the pair.
import { backendUrl } from './config'

const endpoint = `${backendUrl}/functions/v1/proof-of-work`

/**
 * The longest a send waits for a pass being earned: past it the device is far slower than the phones
 * the work was sized for, and the row goes without one (stored, and marked only if others were busy).
 */
const passWaitMs = 60_000

let earning: Promise<void> | undefined
let earned: string | undefined

async function earn(): Promise<string | undefined> {
  const [{ solve }, answer] = await Promise.all([import('@shared/proof-of-work.ts'), fetch(endpoint)])
  if (!answer.ok) return undefined
  const solved = await solve(await answer.json())
  if (!solved) return undefined
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(solved),
  })
  return response.ok ? ((await response.json()) as { pass: string }).pass : undefined
}

/** Starts earning a pass, unless one is earned or on its way. Failures are quiet: the next start retries. */
export function earnWritePass(): void {
  if (earning || earned) return
  earning = earn()
    .then((pass) => {
      earned = pass
    })
    .catch(() => {})
    .finally(() => {
      earning = undefined
    })
}

/**
 * The pass: the one earned, or the one being earned, waited for (`onWaiting` is told, so the page can
 * say it is still working), or undefined when none can be had (no challenge, a failure) within passWaitMs.
 */
export async function writePass(onWaiting: () => void = () => {}): Promise<string | undefined> {
  earnWritePass()
  if (earning) {
    onWaiting()
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([earning, new Promise((resolve) => (timer = setTimeout(resolve, passWaitMs)))])
    clearTimeout(timer)
  }
  return earned
}

/** Forgets a pass the server has taken (spent by a row, or claimed by an upload that was refused). */
export function forgetWritePass(pass: string): void {
  if (earned === pass) earned = undefined
}

/** An insert of one row (supabase-js), which can carry a request header. */
interface RowInsert<Answer> extends PromiseLike<Answer> {
  setHeader(name: string, value: string): RowInsert<Answer>
}

/**
 * Sends an insert with the pass (X-Write-Pass), waited for if it is being earned, and forgets the pass
 * once the row is stored: the database has spent it. A row sent without one and refused with
 * `limitedError` (past its connection's cap, which others sharing it may have spent) is sent once more
 * with a pass earned anew: with one, no one else's sending counts. A failed insert keeps its pass, so a
 * repeat of the same row carries the same one.
 */
export async function withWritePass<Answer extends { error: { message: string } | null }>(
  insert: () => RowInsert<Answer>,
  limitedError: string,
  onWaiting?: () => void,
): Promise<Answer> {
  const send = async (pass: string | undefined) => {
    const answer = await (pass ? insert().setHeader('x-write-pass', pass) : insert())
    if (pass && !answer.error) forgetWritePass(pass)
    return answer
  }
  const sentWith = await writePass(onWaiting)
  const answer = await send(sentWith)
  if (sentWith || answer.error?.message !== limitedError) return answer
  const pass = await writePass(onWaiting)
  return pass ? send(pass) : answer
}
