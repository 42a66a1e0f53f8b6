// The local backend's fixed keys, read from supabase/local/.env (the one place they are written).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface LocalKeys {
  url: string
  anonKey: string
  serviceRoleKey: string
}

export function localKeys(): LocalKeys {
  const env = Object.fromEntries(
    readFileSync(join(import.meta.dirname, '.env'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1).trim()]),
  )
  const value = (name: string) => {
    const found = env[name]
    if (!found) throw new Error(`supabase/local/.env has no ${name}`)
    return found
  }
  return {
    url: value('SUPABASE_URL'),
    anonKey: value('SUPABASE_ANON_KEY'),
    serviceRoleKey: value('SUPABASE_SERVICE_ROLE_KEY'),
  }
}
