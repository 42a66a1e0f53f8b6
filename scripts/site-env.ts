// What a build of the site is configured with: the backend it calls and where uploads are served.
// Production sets VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY (the public anon key only); without
// them the site is built against the embedded local backend (npm start, the tests).
import type { HeaderConfig } from '../lib/security/headers'
import { localKeys } from '../supabase/local/keys'

export function backendEnv(): { url: string; anonKey: string } {
  if (process.env.VITE_SUPABASE_URL && process.env.VITE_SUPABASE_ANON_KEY) {
    return { url: process.env.VITE_SUPABASE_URL, anonKey: process.env.VITE_SUPABASE_ANON_KEY }
  }
  const local = localKeys()
  return { url: local.url, anonKey: local.anonKey }
}

export function headerConfig(): HeaderConfig {
  return { backendUrl: backendEnv().url, mediaOrigin: 'https://res.cloudinary.com' }
}
