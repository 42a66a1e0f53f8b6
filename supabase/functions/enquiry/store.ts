// Stores a checked enquiry through the database function enquiry_from_form (migration
// enquiry_form_path), with the service role key Supabase gives every function: the database applies
// the visitor's limits, the same ones the page's script meets, and answers with their names.
import type { Enquiry } from '../_shared/enquiry-rules.ts'
import { serviceRpcResponse } from '../_shared/function-env.ts'
import type { StoreOutcome } from './handler.ts'

/** The limit a refusal names (note_public_write's message), as the visitor is told of it. */
export function outcomeOfRefusal(message: string | undefined): StoreOutcome | null {
  if (message === 'enquiry_rate_limited') return 'rate-limited'
  return null
}

export function enquiryFromFormStore(supabaseUrl: string, serviceRoleKey: string) {
  const rpc = serviceRpcResponse(supabaseUrl, serviceRoleKey)
  return async (enquiry: Enquiry, clientAddress: string): Promise<StoreOutcome> => {
    const response = await rpc('enquiry_from_form', { enquiry, client_address: clientAddress })
    if (response.ok) {
      await response.body?.cancel()
      return 'stored'
    }
    const text = await response.text()
    let message: string | undefined
    try {
      message = (JSON.parse(text) as { message?: string }).message
    } catch {
      // Not PostgREST's error shape: a fault, reported below.
    }
    const refused = outcomeOfRefusal(message)
    if (refused) return refused
    throw new Error(`enquiry_from_form answered ${response.status}: ${text.slice(0, 200)}`)
  }
}
