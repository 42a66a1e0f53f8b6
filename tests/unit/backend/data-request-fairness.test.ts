// Nobody keeps a visitor from their own data (issue 51, items 1, 4 and 5), tried as a stranger would,
// from loopback addresses (127.x.y.z: each 127.x.y is a /24 of its own) with production settings:
// strangers who name the visitor's address, strangers flooding the visitor's network, a mail server
// down and back, and lookalike spellings of the visitor's address.
import { request as httpRequest } from 'node:http'
import type { PGlite } from '@electric-sql/pglite'
import { messagesIn } from '@shared/messages.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MailCatcher, startMailCatcher } from '../../../supabase/local/mail-catcher'
import { validEnquiry } from '../../support/enquiries'
import { localBackend, quickChallenges } from '../../support/local-backend'

const site = 'http://localhost:3000'
/** How long a mail may take on a busy machine: the outbox sends the flood's links first. */
const mailTime = { timeout: 15_000 }
const m = messagesIn('en')
type Backend = Awaited<ReturnType<typeof localBackend>>

/** Asks /your-data's function from a given local address, as a visitor on another machine would. */
function askFrom(
  backend: Backend,
  address: string,
  email: string,
  request: string,
  language = 'en',
): Promise<{ status: number; body: string }> {
  const url = new URL('/functions/v1/data-request', backend.url)
  const body = new URLSearchParams({ email, request, language }).toString()
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: address,
        agent: false,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          Origin: site,
        },
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

let mobile = 9200000000
/** An enquiry the firm holds for the address (stored by the owner, already mailed to the firm). */
async function holdFor(backend: Backend, email: string) {
  mobile++
  const { error } = await backend.service.from('form_submissions').insert({
    ...validEnquiry,
    email,
    mobile_number: String(mobile),
    notified_at: new Date().toISOString(),
  })
  expect(error).toBeNull()
}

const linkIn = (mail: { text: string } | undefined) =>
  /https?:\/\/\S+data-request\?token=\S+/.exec(mail?.text ?? '')?.[0] as string

/** Opens a link and presses its button, as the visitor does: the page the button answers with. */
async function act(link: string, request: string) {
  const opened = await fetch(link, { redirect: 'manual' })
  const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0] as string
  const pressed = await fetch(`${new URL(link).origin}${new URL(link).pathname}?confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site, Cookie: cookie },
    body: new URLSearchParams({ request, language: 'en' }).toString(),
  })
  return { status: pressed.status, page: await pressed.text() }
}

const enquiriesFor = async (db: PGlite, email: string) =>
  Number(
    (
      await db.query<{ n: number }>(
        'select count(*)::integer as n from public.form_submissions where email = $1',
        [email],
      )
    ).rows[0]?.n,
  )

describe('strangers and floods', () => {
  let backend: Backend
  beforeAll(async () => {
    // Production limits: the local backend's defaults.
    backend = await localBackend(quickChallenges)
  })
  afterAll(() => backend.close())

  const linksTo = (email: string) => backend.mailbox.filter((mail) => mail.envelopeTo.includes(email))

  it('three strangers ask about an address; its owner then asks and erases at once', async () => {
    const owner = 'meera.joshi@example.com'
    await holdFor(backend, owner)
    await holdFor(backend, owner)
    // Three strangers, each in a network of its own, ask for a copy: the old limit's three an hour.
    for (const stranger of ['127.1.0.1', '127.2.0.1', '127.3.0.1']) {
      expect((await askFrom(backend, stranger, owner, 'copy')).status).toBe(200)
    }
    // The owner, from a fourth network, asks to erase: answered, and the link arrives.
    const answer = await askFrom(backend, '127.4.0.1', owner, 'erase')
    expect(answer.status).toBe(200)
    expect(answer.body).toContain(m('dataRequest.pages.sent.lead'))
    await expect.poll(() => linksTo(owner).length, mailTime).toBe(2)
    const eraseMail = linksTo(owner).find((mail) => mail.text.includes(m('dataRequest.requests.erase')))
    expect(eraseMail?.envelopeTo).toEqual([owner])
    const erased = await act(linkIn(eraseMail), 'erase')
    expect(erased.status).toBe(200)
    expect(erased.page).toContain(m('dataRequest.pages.erased.title'))
    expect(await enquiriesFor(backend.db, owner)).toBe(0)
  })

  it('strangers asking everything, again and again, leave the owner a working link for each request', async () => {
    const owner = 'kiran.patil@example.com'
    await holdFor(backend, owner)
    const statuses: number[] = []
    for (const stranger of ['127.5.0.1', '127.6.0.1', '127.7.0.1']) {
      for (const request of ['copy', 'stop', 'erase', 'erase']) {
        statuses.push((await askFrom(backend, stranger, owner, request)).status)
      }
    }
    expect(statuses).toEqual(Array(12).fill(200))
    // The owner asks to erase too: still one link per request in the mailbox (three mails for 13
    // requests), and the erase link there works for the owner.
    expect((await askFrom(backend, '127.8.0.1', owner, 'erase')).status).toBe(200)
    await expect.poll(() => linksTo(owner).length, mailTime).toBe(3)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(linksTo(owner)).toHaveLength(3)
    const eraseMail = linksTo(owner).find((mail) => mail.text.includes(m('dataRequest.requests.erase')))
    expect((await act(linkIn(eraseMail), 'erase')).status).toBe(200)
    expect(await enquiriesFor(backend.db, owner)).toBe(0)
  })

  it('two strangers flood one network; a genuine visitor there is answered and gets their link', async () => {
    const visitor = 'sunil.more@example.com'
    await holdFor(backend, visitor)
    // Forty requests each, about held and unheld addresses: past the old 10 an address, 30 a network.
    const held = ['flood.held.1@example.com', 'flood.held.2@example.com']
    for (const email of held) await holdFor(backend, email)
    const flood = await Promise.all(
      ['127.9.0.1', '127.9.0.2'].flatMap((stranger) =>
        Array.from({ length: 40 }, (_, index) =>
          askFrom(
            backend,
            stranger,
            index % 4 === 0 ? (held[index % 2] as string) : `nobody.${index}@example.com`,
            (['copy', 'stop', 'erase'] as const)[index % 3] as string,
          ),
        ),
      ),
    )
    expect(flood.map((answer) => answer.status)).toEqual(Array(80).fill(200))
    const answer = await askFrom(backend, '127.9.0.3', visitor, 'copy')
    expect(answer.status).toBe(200)
    expect(answer.body).toBe(flood[1]?.body)
    await expect.poll(() => linksTo(visitor).length, mailTime).toBe(1)
    const shown = await act(linkIn(linksTo(visitor)[0]), 'copy')
    expect(shown.page).toContain(m('dataRequest.pages.copy.title'))
    // What the flood left: for each held address one link per request it named, and nothing at all
    // of the 60 requests about addresses the firm does not hold.
    for (const email of held) expect(linksTo(email).length).toBeLessThanOrEqual(3)
    const { rows } = await backend.db.query<{ n: number }>(
      "select count(*)::integer as n from private.data_requests where email like 'nobody.%'",
    )
    expect(rows[0]?.n).toBe(0)
  })
})

describe('the mail server down, then back', () => {
  let smtp: MailCatcher
  let smtpPort = 0
  let backend: Backend
  beforeAll(async () => {
    smtp = await startMailCatcher()
    smtpPort = Number(new URL(smtp.url).port)
    backend = await localBackend({
      SMTP_URL: smtp.url,
      LEADS_TO: 'leads@firm.example',
      MAIL_FROM: 'DreamBorder website <website@firm.example>',
    })
  })
  afterAll(async () => {
    await backend?.close()
    await smtp?.close()
  })

  /** Moves the outbox's clock on: every waiting mail's times go back. */
  const passMinutes = (minutes: number) =>
    backend.db.query(
      `update private.data_mails set created_at = created_at - $1::interval,
         send_after = send_after - $1::interval, lease_until = lease_until - $1::interval`,
      [`${minutes} minutes`],
    )
  const waiting = async () =>
    (
      await backend.db.query<{ kind: string; attempts: number; error: string | null }>(
        'select kind, attempts, error from private.data_mails where sent_at is null order by id',
      )
    ).rows
  const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.envelopeTo.includes(email))
  const firmMails = (subject: RegExp) =>
    smtp.messages.filter(
      (mail) => mail.envelopeTo.includes('leads@firm.example') && subject.test(mail.subject),
    )

  /** Takes the mail server down, or brings it back on the same port. */
  const down = () => smtp.close()
  const up = async () => {
    smtp = await startMailCatcher(smtpPort)
  }

  it('the visitor is told the truth; each link, and the firm’s notice of a stop and of an erasure, arrives once after recovery', async () => {
    const eraser = 'priya.kulkarni@example.com'
    const stopper = 'rohan.desai@example.com'
    await holdFor(backend, eraser)
    await holdFor(backend, stopper)

    await down()
    for (const [email, request] of [
      [eraser, 'erase'],
      [stopper, 'stop'],
    ] as const) {
      const answer = await askFrom(backend, '127.10.0.1', email, request)
      expect(answer.status).toBe(200)
      expect(answer.body).toContain(m('dataRequest.pages.sent.lead'))
    }
    // Both links wait, each tried once; asking again adds no second link and is answered the same.
    expect((await askFrom(backend, '127.10.0.2', eraser, 'erase')).status).toBe(200)
    await expect
      .poll(async () => (await waiting()).map((mail) => [mail.kind, mail.attempts]))
      .toEqual([
        ['link', 1],
        ['link', 1],
      ])
    expect((await waiting())[0]?.error).toMatch(/ECONNREFUSED/)
    // No token of a link that reached nobody is kept, not even its hash.
    const { rows: links } = await backend.db.query<{ token_hash: string | null }>(
      'select token_hash from private.data_requests where email = any($1)',
      [[eraser, stopper]],
    )
    expect(links.map((link) => link.token_hash)).toEqual([null, null])

    // A sweep while still down: tried again, failed again.
    await passMinutes(3)
    expect(await backend.dataMailer.sweep()).toEqual({ sent: 0, failed: 2 })
    await up()
    await passMinutes(3)
    expect(await backend.dataMailer.sweep()).toEqual({ sent: 2, failed: 0 })
    await passMinutes(3)
    expect(await backend.dataMailer.sweep()).toEqual({ sent: 0, failed: 0 })
    expect(mailsTo(eraser)).toHaveLength(1)
    expect(mailsTo(stopper)).toHaveLength(1)
    // The token in the mail is nowhere in the database.
    const token = new URL(linkIn(mailsTo(eraser)[0])).searchParams.get('token') as string
    const { rows: everything } = await backend.db.query(
      'select r.*, m.* from private.data_requests r full join private.data_mails m on m.link_id = r.id',
    )
    expect(JSON.stringify(everything)).not.toContain(token)

    // The visitors act while the mail server is down again: the pages say it is done, and the firm's
    // notices wait.
    const eraseLink = linkIn(mailsTo(eraser)[0])
    const stopLink = linkIn(mailsTo(stopper)[0])
    await down()
    expect((await act(eraseLink, 'erase')).page).toContain(m('dataRequest.pages.erased.title'))
    expect((await act(stopLink, 'stop')).page).toContain(m('dataRequest.pages.stopped.title'))
    await expect
      .poll(async () => (await waiting()).map((mail) => [mail.kind, mail.attempts]))
      .toEqual([
        ['erase', 1],
        ['stop', 1],
      ])
    await up()
    await passMinutes(3)
    expect(await backend.dataMailer.sweep()).toEqual({ sent: 2, failed: 0 })
    await passMinutes(3)
    expect(await backend.dataMailer.sweep()).toEqual({ sent: 0, failed: 0 })
    expect(firmMails(/erased/)).toHaveLength(1)
    expect(firmMails(/not to be contacted/)).toHaveLength(1)
    expect(firmMails(/not to be contacted/)[0]?.text).toContain(stopper)
    expect(firmMails(/erased/)[0]?.text).not.toContain(eraser)
    // Once sent, the stop notice keeps no address.
    const { rows: notices } = await backend.db.query(
      "select email from private.data_mails where kind in ('stop', 'erase')",
    )
    expect(JSON.stringify(notices)).not.toContain(stopper)
  })
})

describe('a lookalike address', () => {
  let backend: Backend
  beforeAll(async () => {
    backend = await localBackend(undefined, { siteOrigins: [site] })
  })
  afterAll(() => backend.close())

  const kavita = 'kavita.shinde@example.com'
  const lookalike = '\u212Aavita.shinde@example.com'

  it('cannot be stored as a second spelling of a held address, by any path', async () => {
    await holdFor(backend, kavita)
    // The public key, straight to the table: refused, as is any spelling that is not the one.
    for (const spelling of [lookalike, 'Kavita.Shinde@Example.com', 'ｋavita.shinde@example.com']) {
      const { error } = await backend.anon
        .from('form_submissions')
        .insert({ ...validEnquiry, email: spelling, mobile_number: '9111111111' })
      expect(error?.code).toBe('23514')
    }
    // The plain form: stored, in the one spelling, so it is the same address, not a lookalike of it.
    const response = await fetch(`${backend.url}/functions/v1/enquiry`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site },
      body: new URLSearchParams({
        form: 'home',
        fullName: 'Not Kavita',
        email: lookalike,
        countryCode: '+91',
        mobileNumber: '9111111112',
        immigrationType: 'Work Visa',
      }).toString(),
    })
    expect(response.status).toBe(303)
    const { rows } = await backend.db.query<{ email: string }>(
      "select email from public.form_submissions where lower(email) like '%avita.shinde@example.com'",
    )
    expect(rows.map((row) => row.email)).toEqual([kavita, kavita])
  })

  it('never receives another’s link: a request typed with it is mailed to the one spelling only', async () => {
    const answer = await askFrom(backend, '127.11.0.1', lookalike, 'copy')
    expect(answer.status).toBe(200)
    await expect
      .poll(() => backend.mailbox.filter((mail) => mail.envelopeTo.includes(kavita)).length, mailTime)
      .toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const recipients = backend.mailbox.flatMap((mail) => [...mail.envelopeTo, ...mail.to])
    expect(
      recipients.filter((recipient) => /\u212A|avita\.shinde/i.test(recipient) && recipient !== kavita),
    ).toEqual([])
  })

  it('an address with another script before the @ is refused with its reason, in the visitor’s language', async () => {
    const answer = await askFrom(backend, '127.11.0.2', 'कविता@example.com', 'copy', 'mr')
    expect(answer.status).toBe(400)
    expect(answer.body).toContain(messagesIn('mr')('dataRequest.messages.emailLocalPart'))
  })
})
