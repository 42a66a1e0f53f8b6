// The local backend's mailbox, as Supabase's local stack has Mailpit: with no SMTP_URL, `npm start` runs
// a real SMTP server on 127.0.0.1 that keeps what it receives in memory, and the backend shows the
// mails at /mail (and as JSON at /mail/messages.json, which the tests read).
import { Hono } from 'hono'
import { type AddressObject, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface CaughtMail {
  from: string
  to: string[]
  /** The recipients the sender gave the server (RCPT TO), whatever the headers say. */
  envelopeTo: string[]
  replyTo: string
  subject: string
  text: string
  html: string
  /** How many files came attached (the firm's mail links a resume, never attaches it). */
  attachments: number
  /** The attached files' names, types and text (a booking's calendar file). */
  files: { filename: string; contentType: string; content: string }[]
  /** Every header line as received, for tests that look for one that should not be there. */
  headerLines: string[]
  receivedAt: string
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((entry) =>
    entry.value.map((mailbox) => mailbox.address ?? ''),
  )

export async function startMailCatcher(port = 0) {
  const messages: CaughtMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            from: parsed.from?.text ?? '',
            to: addresses(parsed.to),
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            replyTo: parsed.replyTo?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.length,
            files: parsed.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content.toString('utf8'),
            })),
            headerLines: parsed.headerLines.map((line) => line.line),
            receivedAt: new Date().toISOString(),
          })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      // A client that drops its connection is the client's affair, not a reason to stop the backend.
      server.on('error', (error) => console.error(`mail catcher: ${error.message}`))
      resolve()
    })
  })
  const address = server.server.address()
  const listening = typeof address === 'object' && address ? address.port : port
  return {
    url: `smtp://127.0.0.1:${listening}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The mailbox page: the newest mail first, each with its headers and plain text. */
function mailboxPage(messages: readonly CaughtMail[]): string {
  const items = [...messages]
    .reverse()
    .map(
      (mail) => `<article style="border-top:1px solid #ccc;padding:12px 0">
<h2 style="font-size:1.1rem;margin:0">${escapeHtml(mail.subject)}</h2>
<p style="margin:4px 0;color:#555">From ${escapeHtml(mail.from)} to ${escapeHtml(mail.to.join(', '))}, reply to ${escapeHtml(mail.replyTo)}, ${escapeHtml(mail.receivedAt)}</p>
<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(mail.text)}</pre>
</article>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title></head>
<body style="font-family:sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem">
<h1>Local mailbox (${messages.length})</h1>
<p>What the local backend's notifier sent. Kept in memory until the backend stops.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`
}

/** The mailbox's pages: the list at /, the same as JSON at /messages.json. */
export function mailboxApp(messages: readonly CaughtMail[]) {
  const app = new Hono()
  app.get('/', (c) => c.html(mailboxPage(messages)))
  app.get('/messages.json', (c) => c.json(messages))
  return app
}
