// Node's HTTP server closes a connection left idle for 5 s, and a client may pick that connection for
// its next request at the same moment: on a busy machine both timers run late together (in the same
// process, when a test starts the backend), the request is written to a closing socket and fails with
// ECONNRESET. The server announces a longer idle time in its Keep-Alive header and keeps to it; a
// client retires an idle connection a little before the announced time (undici: 2 s before), so it is
// always the client that ends an idle connection, never the server under its feet.
import type { ServerType } from '@hono/node-server'

/** How long a server keeps an idle connection, announced as `Keep-Alive: timeout=65`. */
const idleSeconds = 65

export function clientsEndIdleConnections(server: ServerType): void {
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = idleSeconds * 1000
}
