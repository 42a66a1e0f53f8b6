// What a build of the site is configured with: the backend it calls and where uploads are served.
// The same values Vite gives the site: VITE_SUPABASE_URL from the environment, else from the root .env
// (the embedded local backend's, for npm start and the tests).
import { join } from 'node:path'
import { loadEnv } from 'vite'
import type { HeaderConfig } from '../lib/security/headers'

export function headerConfig(): HeaderConfig {
  const env = loadEnv('production', join(import.meta.dirname, '..'), 'VITE_')
  if (!env.VITE_SUPABASE_URL) throw new Error('VITE_SUPABASE_URL is not set (see .env)')
  return { backendUrl: env.VITE_SUPABASE_URL, mediaOrigin: 'https://res.cloudinary.com' }
}
