// A local backend in a child process (tests/support/backend-process.ts), for a test that kills it
// mid-send (SIGKILL) and starts another on the same data.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { openDatabase } from '../../supabase/local/db'

const projectRoot = join(import.meta.dirname, '..', '..')

/** This process's migrated database, as the image PGlite dumps: taken once, then written out for each folder. */
let migratedImage: Promise<Blob> | undefined
const migrated = () => {
  migratedImage ??= openDatabase().then(async (db) => {
    const image = await db.dumpDataDir('none')
    await db.close()
    return image
  })
  return migratedImage
}

/**
 * A backend's data folder holding a database already migrated, as one it made before: written from the
 * image, not created and migrated on disk (initdb and every migration, seconds of CPU in each child on
 * two cores). tests/unit/backend/database.test.ts opens a folder fresh. The backend keeps its database
 * in the folder's `db` (supabase/local/start.ts).
 */
export async function migratedDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backend-'))
  await (await PGlite.create({ dataDir: join(dataDir, 'db'), loadDataDir: await migrated() })).close()
  return dataDir
}

/** Starts the backend on `port` with `dataDir` and `env`: resolves once it listens. */
export async function spawnBackend(
  dataDir: string,
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(projectRoot, 'tests', 'support', 'backend-process.ts'), dataDir, String(port)],
    { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Local backend:')) resolve()
    }
    child.stdout?.on('data', seen)
    child.stderr?.on('data', seen)
    child.once('exit', (code) => reject(new Error(`the backend exited with ${code}:\n${output}`)))
  })
  return child
}

/** Kills the backend at once, as a crash would, and waits until it is gone. */
export async function killBackend(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}
