// A write pass for the next row this page stores (migration proof_of_work): earned in the background
// from the moment the visitor starts on a form or chooses a resume, by solving a challenge from the
// proof-of-work function. A row sent with it is never set aside for review during a flood, so a
// genuine enquiry reaches the firm at once even then. Earning never delays or blocks a send: a row
// sent before the pass is ready goes without, and is only marked if a flood is on.
import { backendUrl } from './config'

const endpoint = `${backendUrl}/functions/v1/proof-of-work`

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

/** An insert of one row (supabase-js), which can carry a request header. */
interface RowInsert<Answer> extends PromiseLike<Answer> {
  setHeader(name: string, value: string): RowInsert<Answer>
}

/**
 * Sends an insert with the pass, if one is ready (X-Write-Pass), and forgets the pass once the row is
 * stored: the database has spent it. A failed insert keeps it for the next try.
 */
export async function withWritePass<Answer extends { error: unknown }>(
  insert: RowInsert<Answer>,
): Promise<Answer> {
  const pass = earned
  const answer = await (pass ? insert.setHeader('x-write-pass', pass) : insert)
  if (pass && !answer.error && earned === pass) earned = undefined
  return answer
}
