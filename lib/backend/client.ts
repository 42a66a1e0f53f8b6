// One supabase-js client, created on first use and imported lazily so it is never part of a
// page's initial JavaScript. The site has no login: no session is kept or written to storage.
import type { SupabaseClient } from '@supabase/supabase-js'
import { backendAnonKey, backendUrl } from './config'

let client: Promise<SupabaseClient> | undefined

export function backendClient(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(backendUrl, backendAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }),
  )
  return client
}
