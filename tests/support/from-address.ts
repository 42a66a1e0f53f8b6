// Requests from a chosen loopback address, as clients on other machines would send them: all of
// 127.0.0.0/8 is this machine, and 127.x.y is one IPv4 /24, so 127.1.0.1 and 127.2.0.1 are two
// networks and 127.1.0.1 and 127.1.0.2 two addresses in one. The local backend takes the client's
// address from its socket, as the gateway reports it in production.
import { request } from 'node:http'
import { solve } from '@shared/proof-of-work.ts'

export interface Answer {
  status: number
  body: string
}

export function sendFrom(
  base: string,
  address: string,
  method: 'GET' | 'POST',
  path: string,
  {
    body = new Uint8Array(),
    headers = {},
  }: { body?: Uint8Array | string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const url = new URL(path, base)
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress: address,
        agent: false,
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        )
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

/** A write pass earned as the page's script earns it: a challenge taken from this address, solved. */
export async function earnPassFrom(base: string, address: string): Promise<string> {
  const challenge = await sendFrom(base, address, 'GET', '/functions/v1/proof-of-work')
  if (challenge.status !== 200) throw new Error(`no challenge: ${challenge.status} ${challenge.body}`)
  const solved = await solve(JSON.parse(challenge.body))
  const answer = await sendFrom(base, address, 'POST', '/functions/v1/proof-of-work', {
    body: JSON.stringify(solved),
    headers: { 'Content-Type': 'application/json' },
  })
  if (answer.status !== 200) throw new Error(`no pass: ${answer.status} ${answer.body}`)
  return (JSON.parse(answer.body) as { pass: string }).pass
}

/** A file as the scanner's upload sends it: multipart, with its name. */
export async function uploadBody(bytes: Uint8Array, name = 'cv.pdf') {
  const form = new FormData()
  form.set('file', new Blob([bytes as BlobPart], { type: 'application/pdf' }), name)
  form.set('fileName', name)
  const encoded = new Request('http://upload.invalid/', { method: 'POST', body: form })
  return {
    body: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  }
}
