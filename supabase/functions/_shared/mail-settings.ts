// The three settings of the mail to the firm, read once at start: a malformed one stops the start with
// its name, rather than losing leads later. SMTP_URL: smtp://host:port for a local or test server,
// smtps://user:password@host:465 for a provider. LEADS_TO: one or more addresses, comma-separated.
// MAIL_FROM: the sender, "address" or "Name <address>". Web APIs only (Deno and Node).

export interface MailSettings {
  smtpUrl: string
  leadsTo: string[]
  mailFrom: string
}

const address = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/

function required(name: string, raw: string | undefined): string {
  const value = raw?.trim()
  if (!value) throw new Error(`${name} is not set`)
  return value
}

export function readSmtpUrl(raw: string | undefined): string {
  const value = required('SMTP_URL', raw)
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://127.0.0.1:2525 or smtps://user:password@host:465')
  }
  if (!['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    throw new Error('SMTP_URL must start with smtp:// or smtps:// and name a host')
  }
  return value
}

export function readLeadsTo(raw: string | undefined): string[] {
  const list = required('LEADS_TO', raw)
    .split(',')
    .map((entry) => entry.trim())
  if (list.some((entry) => !address.test(entry))) {
    throw new Error('LEADS_TO must be one or more e-mail addresses, separated by commas')
  }
  return list
}

export function readMailFrom(raw: string | undefined): string {
  const value = required('MAIL_FROM', raw)
  const inner = /<([^<>]+)>$/.exec(value)?.[1] ?? value
  if (!address.test(inner) || /[\r\n]/.test(value)) {
    throw new Error('MAIL_FROM must be an address, or a name and an address: Website <site@example.com>')
  }
  return value
}

export function readMailSettings(env: (name: string) => string | undefined): MailSettings {
  return {
    smtpUrl: readSmtpUrl(env('SMTP_URL')),
    leadsTo: readLeadsTo(env('LEADS_TO')),
    mailFrom: readMailFrom(env('MAIL_FROM')),
  }
}

/**
 * nodemailer's SMTP options: the URL, and timeouts short enough that a mail server which stops answering
 * costs a notifier half a minute, not nodemailer's ten, well inside a lead's two-minute claim.
 */
export const smtpOptions = (smtpUrl: string) => ({
  url: smtpUrl,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
})

/** A file a mail carries: a booking's calendar file (text/calendar). */
export interface MailAttachment {
  filename: string
  content: string
  contentType: string
}

/** What the sender needs of nodemailer's transport (under Node, or npm:nodemailer under Deno). */
export interface MailTransport {
  sendMail(message: {
    from: string
    to: string[]
    replyTo?: string
    subject: string
    text: string
    html: string
    attachments?: MailAttachment[]
    headers?: Record<string, string>
  }): Promise<unknown>
}

/** A mail as the senders below take it. */
export interface OutgoingMail {
  subject: string
  text: string
  html: string
  attachments?: MailAttachment[]
  /** Headers of its own: an alert's List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>
}

/** Sends each mail From and To the configured addresses only; the lead gives no more than Reply-To. */
export function mailSender(transport: MailTransport, { leadsTo, mailFrom }: Omit<MailSettings, 'smtpUrl'>) {
  return async (mail: OutgoingMail & { replyTo?: string }) => {
    await transport.sendMail({ from: mailFrom, to: [...leadsTo], ...mail })
  }
}

/** Sends a mail From the configured sender To one visitor's address, as the database holds it (with any
 * headers it carries: an alert's List-Unsubscribe). */
export function visitorMailSender(transport: MailTransport, { mailFrom }: Pick<MailSettings, 'mailFrom'>) {
  return async (to: string, mail: OutgoingMail) => {
    await transport.sendMail({ from: mailFrom, to: [to], ...mail })
  }
}
