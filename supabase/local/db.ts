// The local database: real Postgres (PGlite, compiled to WebAssembly) with the roles hosted Supabase
// has, and the project's migrations applied in order, once each.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'

const migrationsDir = join(import.meta.dirname, '..', 'migrations')

const roles = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end
$$;
grant usage on schema public to anon, authenticated, service_role;
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (version text primary key, applied_at timestamptz not null default now());
`

/** Opens the database (in memory without a folder) and brings it up to the latest migration. */
export async function openDatabase(dataDir?: string): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const db = await PGlite.create(dataDir)
  await db.exec(roles)
  const applied = new Set(
    (
      await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).rows.map((row) => row.version),
  )
  for (const file of readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    const version = file.split('_')[0] ?? file
    if (applied.has(version)) continue
    await db.transaction(async (tx) => {
      await tx.exec(readFileSync(join(migrationsDir, file), 'utf8'))
      await tx.query('insert into supabase_migrations.schema_migrations (version) values ($1)', [version])
    })
  }
  return db
}
