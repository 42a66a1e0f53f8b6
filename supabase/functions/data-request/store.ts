// The data-request function's side of the database (migration data_requests), through PostgREST's /rpc
// with the service role key (or, locally, the database itself): the same calls and answers either way.
import type { DataRequestStore, UsedLink } from './handler.ts'

/** A database function's answer: its status and its JSON (PostgREST's error shape on a refusal). */
export type CallRpc = (name: string, args: object) => Promise<{ status: number; body: unknown }>

/** Calls through PostgREST, as a deployed function does. */
export const postgrestCall =
  (call: (name: string, args: object) => Promise<Response>): CallRpc =>
  async (name, args) => {
    const response = await call(name, args)
    const text = await response.text()
    let body: unknown = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      body = text
    }
    return { status: response.status, body }
  }

export function dataRequestStore(call: CallRpc): DataRequestStore {
  const answer = async (name: string, args: object) => {
    const { status, body } = await call(name, args)
    if (status !== 200) throw Object.assign(new Error(`${name} answered ${status}`), { body })
    // As PostgREST sends it: JSON, with times as ISO strings.
    return JSON.parse(JSON.stringify(body)) as unknown
  }
  return {
    request: async ({ email, request, language }) =>
      (await answer('request_data_link', { email, request, language })) === true,
    async opened(tokenHash) {
      const [row] = (await answer('data_link_request', { token_hash: tokenHash })) as Awaited<
        ReturnType<DataRequestStore['opened']>
      >[]
      return row ?? null
    },
    use: async (tokenHash) => (await answer('use_data_link', { token_hash: tokenHash })) as UsedLink | null,
  }
}
