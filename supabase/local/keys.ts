// The local backend's fixed keys: its URL and anon key are the site's defaults in the root .env,
// its service role key is in supabase/local/.env. Each is written in one place.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseEnv } from 'node:util'

export interface LocalKeys {
  url: string
  anonKey: string
  serviceRoleKey: string
}

const readEnvFile = (path: string) => parseEnv(readFileSync(path, 'utf8'))

export function localKeys(): LocalKeys {
  const files = {
    '.env': readEnvFile(join(import.meta.dirname, '..', '..', '.env')),
    'supabase/local/.env': readEnvFile(join(import.meta.dirname, '.env')),
  }
  const value = (file: keyof typeof files, name: string) => {
    const found = files[file][name]
    if (!found) throw new Error(`${file} has no ${name}`)
    return found
  }
  return {
    url: value('.env', 'VITE_SUPABASE_URL'),
    anonKey: value('.env', 'VITE_SUPABASE_ANON_KEY'),
    serviceRoleKey: value('supabase/local/.env', 'SUPABASE_SERVICE_ROLE_KEY'),
  }
}
