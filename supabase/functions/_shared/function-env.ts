// What a function entry takes from its setting: its secrets, each one required, the site's origins,
// and the database's functions (PostgREST's /rpc) called with the service role key Supabase gives
// every function. Web APIs only (Deno.env is handed in); imports carry .ts for Deno.

/** A reader of required secrets: a missing or empty one stops the function at start, named. */
export const requiredSecrets =
  (read: (name: string) => string | undefined) =>
  (name: string): string => {
    const value = read(name)
    if (!value) throw new Error(`Missing secret ${name}`)
    return value
  }

/** ALLOWED_ORIGINS: the site's origins, comma-separated, in their order (the first is the default). */
export const originList = (value: string): string[] =>
  value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)

/** Calls a database function as the service role; the answer as PostgREST gives it. */
export const serviceRpcResponse =
  (supabaseUrl: string, serviceRoleKey: string) =>
  (name: string, args: object): Promise<Response> =>
    fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        Authorization: `Bearer ${serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    })

/** Calls a database function as the service role: its result, or an error naming it and its answer. */
export function serviceRpc(supabaseUrl: string, serviceRoleKey: string) {
  const call = serviceRpcResponse(supabaseUrl, serviceRoleKey)
  return async (name: string, args: object): Promise<unknown> => {
    const response = await call(name, args)
    if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`)
    return response.status === 204 ? null : response.json()
  }
}
