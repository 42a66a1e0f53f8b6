import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { localKeys } from './supabase/local/keys'

// A production build sets VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY (the public anon key only).
// Without them the site is built against the embedded local backend (`npm start`, the tests).
if (!process.env.VITE_SUPABASE_URL) {
  const local = localKeys()
  process.env.VITE_SUPABASE_URL = local.url
  process.env.VITE_SUPABASE_ANON_KEY = local.anonKey
}

export default defineConfig({
  plugins: [vike(), tailwindcss()],
})
