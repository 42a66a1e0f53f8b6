// A local backend in a child process (tests/support/backend-process.ts), for a test that kills it
// mid-send (SIGKILL) and starts another on the same data.
import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'

const projectRoot = join(import.meta.dirname, '..', '..')

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
