import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

// The backend the site calls comes from VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY: the environment,
// else the root .env (the embedded local backend). Import aliases come from tsconfig.json `paths`.
export default defineConfig({
  plugins: [vike(), tailwindcss()],
  resolve: { tsconfigPaths: true },
})
