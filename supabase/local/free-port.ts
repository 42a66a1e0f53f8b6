// A port for a server of our own beside others: the tests' backends, the benchmark's and the
// screenshots' sites.
import { type AddressInfo, createServer } from 'node:net'

/** A port the system has just handed out and taken back: two backends started at once never share one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}
