// Round alerts against the local backend (issue 65): subscribe → one confirmation → the button → a new
// round in a local feed → exactly one alert, with RFC 8058's one-click headers; a second pass sends
// nothing; a mail outage then recovery sends it once; a shrinking or malformed feed queues nothing;
// unconfirmed subscriptions go after 48 hours; a stop ends everything, and /your-data's erase too.
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MailCatcher, startMailCatcher } from '../../../supabase/local/mail-catcher'
import { generousLimits, localBackend } from '../../support/local-backend'

const site = 'https://dreamborder.example'
const snapshot = JSON.parse(readFileSync('content/facts/express-entry-rounds.json', 'utf8')) as {
  rounds: Record<string, string>[]
}
const newest = snapshot.rounds[0] as Record<string, string>

/** A round after the snapshot's newest, in the feed's own fields. */
const newRound = (number: number, name: string, crs: string) => ({
  ...newest,
  drawNumber: String(number),
  drawDate: '2026-11-30',
  drawName: name,
  drawSize: '3,000',
  drawCRS: crs,
})

let feed: unknown = { rounds: snapshot.rounds }
let feedServer: Server
let smtp: MailCatcher
let smtpPort: number
let backend: Awaited<ReturnType<typeof localBackend>>

beforeAll(async () => {
  feedServer = createServer((_request, response) => {
    response.setHeader('Content-Type', 'application/json')
    response.end(JSON.stringify(feed))
  })
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve))
  smtp = await startMailCatcher()
  smtpPort = Number(new URL(smtp.url).port)
  backend = await localBackend(
    {
      ...generousLimits,
      SMTP_URL: smtp.url,
      ROUNDS_FEED_URL: `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/ee_rounds_123_en.json`,
      ROUND_ALERTS_EVERY_SECONDS: '0',
    },
    { siteOrigins: [site] },
  )
})
afterAll(async () => {
  await backend.close()
  await smtp.close()
  feedServer.close()
})

const fn = () => `${backend.url}/functions/v1/round-alerts`
const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email))

const subscribe = (fields: Record<string, string>) =>
  fetch(fn(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site },
    body: new URLSearchParams(fields).toString(),
  })

/** Opens the confirmation link in the address's newest mail and presses the page's button. */
async function confirm(email: string) {
  const link = /https?:\/\/\S+round-alerts\?confirm=\S+/.exec(mailsTo(email).at(-1)?.text ?? '')?.[0]
  expect(link).toBeDefined()
  const opened = await fetch(link as string, { redirect: 'manual' })
  expect(opened.status).toBe(303)
  const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0] as string
  return fetch(`${fn()}?confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site, Cookie: cookie },
    body: 'language=en',
  })
}

const stopOf = (email: string) =>
  /<(https?:\/\/\S+round-alerts\?stop=[0-9a-f]{64})>/.exec(
    mailsTo(email)
      .at(-1)
      ?.headerLines.find((line) => /^list-unsubscribe:/i.test(line)) ?? '',
  )?.[1]

describe('round alerts', () => {
  it('records the history on the first pass and alerts nobody', async () => {
    const report = await backend.alertPass()
    expect(report).toMatchObject({ ok: true, found: [], queued: 0, note: 'first pass' })
  })

  it('sends one confirmation, nothing else until the button, and a day’s second ask sends none', async () => {
    const email = 'asha@example.in'
    const fields = { email, language: 'mr', kind: 'score', score: '471', answers: 'age=29&education=masters' }
    expect((await subscribe(fields)).status).toBe(200)
    expect((await subscribe(fields)).status).toBe(200)
    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(1)
    expect(mailsTo(email)[0]?.subject).toBe('Express Entry ड्रॉच्या सूचना सुरू करण्यासाठी खात्री करा')
    // Opening the link alone starts nothing: a scanner's GET changes nothing.
    feed = { rounds: [newRound(438, 'Canadian Experience Class', '470'), ...snapshot.rounds] }
    const before = await confirm(email)
    expect(before.status).toBe(200)
    expect(await before.text()).toContain('तुमच्या सूचना सुरू झाल्या आहेत')
  })

  it('alerts a matching subscriber once per pass, in their language, with the one-click headers', async () => {
    const email = 'asha@example.in'
    const report = await backend.alertPass()
    expect(report).toMatchObject({ ok: true, found: [438], queued: 1 })
    await backend.alertMailer.sendFresh()
    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(2)
    const alert = mailsTo(email)[1]
    expect(alert?.text).toContain('3,000')
    expect(alert?.text).toContain('तुमच्या 471 स्कोअरला आमंत्रण मिळाले असते')
    expect(alert?.text).toContain(`${site}/mr/crs-calculator?age=29&education=masters`)
    expect(alert?.text).toContain(`${site}/express-entry-draws`)
    expect(
      alert?.headerLines.some((line) => /^list-unsubscribe-post: List-Unsubscribe=One-Click/i.test(line)),
    ).toBe(true)
    expect(stopOf(email)).toBeDefined()
    // A second pass over the same feed finds nothing and sends nothing.
    expect(await backend.alertPass()).toMatchObject({ ok: true, found: [], queued: 0 })
    await backend.alertMailer.sendFresh()
    expect(mailsTo(email)).toHaveLength(2)
  })

  it('leaves out a subscriber whose choice the round does not match', async () => {
    const email = 'ravi@example.in'
    await subscribe({ email, language: 'en', kind: 'types', 'type-pnp': 'on' })
    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(1)
    expect((await confirm(email)).status).toBe(200)
    feed = {
      rounds: [newRound(439, 'Canadian Experience Class', '520'), ...(feed as { rounds: unknown[] }).rounds],
    }
    // The Marathi subscriber's 471 does not reach 520; Ravi wants provincial rounds only.
    expect(await backend.alertPass()).toMatchObject({ ok: true, found: [439], queued: 0 })
  })

  it('sends an alert once after a mail outage, when the server is back', async () => {
    const email = 'ravi@example.in'
    await smtp.close()
    feed = {
      rounds: [newRound(440, 'Provincial Nominee Program', '780'), ...(feed as { rounds: unknown[] }).rounds],
    }
    expect(await backend.alertPass()).toMatchObject({ ok: true, found: [440], queued: 1 })
    expect(await backend.alertMailer.sendFresh()).toEqual({ sent: 0, failed: 1 })
    smtp = await startMailCatcher(smtpPort)
    const { rows } = await backend.db.query<{ id: number }>(
      "update private.alert_mails set send_after = now() where sent_at is null and kind = 'alert' returning id",
    )
    expect(rows).toHaveLength(1)
    expect(await backend.alertMailer.sendFresh()).toEqual({ sent: 1, failed: 0 })
    expect(await backend.alertMailer.sendFresh()).toEqual({ sent: 0, failed: 0 })
    // The new server's mailbox: the alert, once.
    expect(mailsTo(email)).toHaveLength(1)
    expect(mailsTo(email)[0]?.subject).toBe('New Express Entry round on 30 November 2026')
  })

  it('refuses a feed that shrinks or is malformed, and queues nothing', async () => {
    const rounds = (feed as { rounds: unknown[] }).rounds
    feed = { rounds: rounds.slice(1) }
    const shrunk = await backend.alertPass()
    expect(shrunk.ok).toBe(false)
    expect(shrunk.ok === false && shrunk.refused).toMatch(/feed_shrank/)
    feed = { rounds: [{ ...newRound(441, 'General', '480'), drawCRS: 'soon' }, ...rounds] }
    const malformed = await backend.alertPass()
    expect(malformed.ok === false && malformed.refused).toMatch(/malformed feed: Round 441/)
    feed = { rounds }
    expect(await backend.alertPass()).toMatchObject({ ok: true, found: [], queued: 0 })
  })

  it('stops in one click (RFC 8058): the address gets nothing more', async () => {
    const email = 'ravi@example.in'
    const stop = stopOf(email) as string
    const clicked = await fetch(stop, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(clicked.status).toBe(200)
    const { rows } = await backend.db.query('select 1 from private.alert_subscriptions where email = $1', [
      email,
    ])
    expect(rows).toHaveLength(0)
    // The visible link opens the site's page with its one button.
    const opened = await fetch(stop, { redirect: 'manual' })
    expect(opened.headers.get('location')).toBe(`${site}/round-alerts#stop`)
  })

  it('deletes an unconfirmed subscription after 48 hours', async () => {
    await subscribe({ email: 'late@example.in', language: 'hi', kind: 'every' })
    await backend.db.query(
      "update private.alert_subscriptions set created_at = now() - interval '49 hours' where email = 'late@example.in'",
    )
    expect(await backend.alertPass()).toMatchObject({ ok: true, forgotten: 1 })
  })

  it('is covered by /your-data: an address with only a subscription gets a link, and its copy shows it', async () => {
    const email = 'meera@example.in'
    await subscribe({ email, language: 'hi', kind: 'types', 'type-french': 'on' })
    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(1)
    await fetch(`${backend.url}/functions/v1/data-request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site },
      body: new URLSearchParams({ email, request: 'copy', language: 'en' }).toString(),
    })
    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(2)
    const link = /https?:\/\/\S+data-request\?token=\S+/.exec(mailsTo(email)[1]?.text ?? '')?.[0] as string
    const opened = await fetch(link, { redirect: 'manual' })
    const copy = await fetch(`${backend.url}/functions/v1/data-request?confirm`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: site,
        Cookie: (opened.headers.get('set-cookie') ?? '').split(';')[0] as string,
      },
      body: 'request=copy&language=en',
    })
    const page = await copy.text()
    expect(page).toContain('Round alerts')
    expect(page).toContain('rounds of these types: French-language proficiency')
    expect(page).toContain('Waiting for your confirmation')
  })

  it('is covered by /your-data: an erasure ends the subscription', async () => {
    const email = 'asha@example.in'
    await backend.db.query(
      "insert into private.data_requests (subject_hash, email, request, language, token_hash, expires_at) values ('x', $1, 'erase', 'en', repeat('a', 64), now() + interval '1 hour')",
      [email],
    )
    await backend.db.query("select public.use_data_link(repeat('a', 64))")
    const { rows } = await backend.db.query('select 1 from private.alert_subscriptions where email = $1', [
      email,
    ])
    expect(rows).toHaveLength(0)
  })
})
