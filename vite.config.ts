import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { backendEnv } from './scripts/site-env'

const backend = backendEnv()
process.env.VITE_SUPABASE_URL = backend.url
process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey

export default defineConfig({
  plugins: [vike(), tailwindcss()],
})
