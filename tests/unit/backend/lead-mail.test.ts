// Every lead reaches the firm (issue 37): the local backend mails each stored enquiry, by either path,
// once, to LEADS_TO, through SMTP_URL (here a real SMTP server of the test's own on a free port), and
// keeps trying through a mail server's outage and a notifier's death. The clock is moved by moving the
// rows' own times back, as the database reads "now".
import { type ChildProcess, execFile } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { PGlite } from '@electric-sql/pglite'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../supabase/local/free-port'
import { type MailCatcher, startMailCatcher } from '../../../supabase/local/mail-catcher'
import { startBackend } from '../../../supabase/local/start'
import { killBackend, migratedDataDir, spawnBackend } from '../../support/backend-child'
import { validEnquiry } from '../../support/enquiries'
import { generousLimits, localBackend } from '../../support/local-backend'

const leadsTo = ['leads@firm.example', 'partner@firm.example']
const mailSettings = (smtpUrl: string) => ({
  SMTP_URL: smtpUrl,
  LEADS_TO: leadsTo.join(','),
  MAIL_FROM: 'DreamBorder website <website@firm.example>',
})
const projectRoot = join(import.meta.dirname, '..', '..', '..')

/** Moves the database's clock on for the outbox: every lead's times, and the last summary's, go back. */
async function passMinutes(db: PGlite, minutes: number) {
  const shift = `${minutes} minutes`
  await db.query(
    `update public.form_submissions set created_at = created_at - $1::interval,
       notify_after = notify_after - $1::interval, notify_lease_until = notify_lease_until - $1::interval,
       notified_at = notified_at - $1::interval`,
    [shift],
  )
  await db.query('update private.review_summaries set sent_at = sent_at - $1::interval', [shift])
}

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > end) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

let sequence = 0
const lead = (label: string, fields: Partial<typeof validEnquiry> = {}) => ({
  ...validEnquiry,
  email: `${label}.${sequence++}@example.com`,
  source: 'contact',
  ...fields,
})

const mailsAbout = (catcher: MailCatcher, email: string) =>
  catcher.messages.filter((mail) => mail.replyTo === email)

describe('one mail per lead, through SMTP_URL', () => {
  let smtp: MailCatcher
  let backend: Awaited<ReturnType<typeof localBackend>>
  let smtpPort = 0

  beforeAll(async () => {
    smtp = await startMailCatcher()
    smtpPort = Number(new URL(smtp.url).port)
    backend = await localBackend({ ...generousLimits, ...mailSettings(smtp.url) })
  })
  afterAll(async () => {
    await backend?.close()
    await smtp?.close()
  })

  it("a lead stored by the page's script is mailed at once, to the firm only, with Reply-To the visitor", async () => {
    const row = lead('script')
    const { error } = await backend.anon.from('form_submissions').insert(row)
    expect(error).toBeNull()
    const mails = await until(
      () => mailsAbout(smtp, row.email),
      (found) => found.length > 0,
    )
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail?.subject).toBe('New enquiry: Permanent Residency (PR) — Asha K.')
    expect(mail?.to).toEqual(leadsTo)
    expect([...(mail?.envelopeTo ?? [])].sort()).toEqual(leadsTo)
    expect(mail?.from).toBe('"DreamBorder website" <website@firm.example>')
    expect(mail?.text).toContain('Mobile: +91 9876543210')
    expect(mail?.text).toContain('From: the Contact page form')
    // The catcher has the mail as soon as the message ends; the notifier marks the row only once the
    // server's reply reaches it, a moment later.
    const [stored] = await until(
      async () =>
        (
          await backend.db.query<{ id: string; notified_at: Date | null; notify_attempts: number }>(
            'select id, notified_at, notify_attempts from public.form_submissions where email = $1',
            [row.email],
          )
        ).rows,
      ([found]) => found?.notified_at != null,
    )
    expect(mail?.text).toContain(`Lead id: ${stored?.id}`)
    expect(stored?.notified_at).not.toBeNull()
    expect(stored?.notify_attempts).toBe(0)

    // The sweep after it finds nothing to send.
    await passMinutes(backend.db, 3)
    expect(await backend.notifier.sweep()).toEqual({ sent: 0, failed: 0, summarised: 0 })
    expect(mailsAbout(smtp, row.email)).toHaveLength(1)
  })

  it('a lead from the plain form (the enquiry function) is mailed the same way', async () => {
    const email = `plain.${sequence++}@example.com`
    const response = await fetch(`${backend.url}/functions/v1/enquiry`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost:3000' },
      body: new URLSearchParams({
        form: 'home',
        fullName: 'Kavita Deshmukh',
        email,
        countryCode: '+91',
        mobileNumber: '9876543210',
        immigrationType: 'Work Visa',
      }).toString(),
    })
    expect(response.status).toBe(303)
    const mails = await until(
      () => mailsAbout(smtp, email),
      (found) => found.length > 0,
    )
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe('New enquiry: Work Visa — Kavita D.')
    expect(mails[0]?.text).toContain('From: the Home page form')
  })

  it('a message with line breaks, a Bcc: line and markup adds no header, no recipient and no markup', async () => {
    const row = lead('inject', {
      message:
        'Hello\r\nBcc: thief@evil.example\r\nTo: thief@evil.example\r\n\r\n<script>alert(1)</script><b>bold</b>',
    })
    expect((await backend.anon.from('form_submissions').insert(row)).error).toBeNull()
    const [mail] = await until(
      () => mailsAbout(smtp, row.email),
      (found) => found.length > 0,
    )
    expect(mail?.headerLines.filter((line) => /^(bcc|cc|to):/i.test(line))).toEqual([
      'To: leads@firm.example, partner@firm.example',
    ])
    expect([...(mail?.envelopeTo ?? [])].sort()).toEqual(leadsTo)
    expect(mail?.html).not.toContain('<script>')
    expect(mail?.html).not.toContain('<b>')
    expect(mail?.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(mail?.text).toContain('Bcc: thief@evil.example')
    // A name can hold no line break at all: the table refuses it, so no subject can carry one.
    const { error } = await backend.anon
      .from('form_submissions')
      .insert(lead('inject-name', { full_name: 'Asha\r\nBcc: thief@evil.example' }))
    expect(error?.code).toBe('23514')
  })

  it('leads stored while the mail server is down are listed as waiting, then sent once each after it returns', async () => {
    await smtp.close()
    const rows = [lead('outage'), lead('outage')]
    for (const row of rows) expect((await backend.anon.from('form_submissions').insert(row)).error).toBeNull()
    const failed = await until(
      async () =>
        (
          await backend.db.query<{ notify_attempts: number; notify_error: string | null }>(
            'select notify_attempts, notify_error from public.form_submissions where email = any($1) and notified_at is null',
            [rows.map((row) => row.email)],
          )
        ).rows,
      (found) => found.length === 2 && found.every((row) => row.notify_attempts === 1),
    )
    expect(failed.map((row) => row.notify_error)).toEqual([
      expect.stringMatching(/ECONNREFUSED/),
      expect.stringMatching(/ECONNREFUSED/),
    ])
    // The firm's own listing shows them under "not yet notified", with the mail server's answer.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(projectRoot, 'scripts', 'leads.ts')],
      { cwd: projectRoot, env: { ...process.env, LEADS_BACKEND_URL: backend.url } },
    )
    const waiting = stdout.slice(stdout.indexOf('not yet notified'))
    expect(waiting).toMatch(/^not yet notified: 2/)
    for (const row of rows) expect(waiting).toContain(row.email)
    expect(waiting).toContain('ECONNREFUSED')

    // A minute on, the sweep tries each again and fails again; the mail server returns; the next sweep
    // sends them.
    await passMinutes(backend.db, 3)
    expect(await backend.notifier.sweep()).toMatchObject({ sent: 0, failed: 2 })
    smtp = await startMailCatcher(smtpPort)
    await passMinutes(backend.db, 1)
    expect(await backend.notifier.sweep()).toMatchObject({ sent: 2, failed: 0 })
    await passMinutes(backend.db, 3)
    expect(await backend.notifier.sweep()).toMatchObject({ sent: 0, failed: 0 })
    for (const row of rows) expect(mailsAbout(smtp, row.email)).toHaveLength(1)
  })
})

describe('a burst past the hour’s budget of individual mails', () => {
  it('mails marked leads at once, flagged, while the budget lasts, then lists the rest by name every ten minutes', async () => {
    const smtp = await startMailCatcher()
    const backend = await localBackend({
      ...generousLimits,
      SITE_LIMIT_PER_MINUTE: '3',
      LEAD_MAILS_PER_HOUR: '5',
      ...mailSettings(smtp.url),
    })
    try {
      const burst = Array.from({ length: 10 }, () => lead('burst'))
      for (const row of burst)
        expect((await backend.anon.from('form_submissions').insert(row)).error).toBeNull()
      const alone = () => smtp.messages.filter((mail) => mail.subject.startsWith('New enquiry'))
      await until(
        () => alone().length,
        (count) => count >= 5,
      )
      // The three under the mark go out as they are; the next two, marked, go out flagged; the budget
      // is then spent, and the other five wait for the summary.
      expect(alone().filter((mail) => mail.subject.startsWith('New enquiry to check'))).toHaveLength(2)
      expect((await backend.notifier.sweep()).summarised).toBe(0)
      await passMinutes(backend.db, 1)
      expect((await backend.notifier.sweep()).summarised).toBe(5)
      const summaries = () => smtp.messages.filter((mail) => mail.subject.includes('mail budget'))
      expect(summaries().map((mail) => mail.subject)).toEqual(["5 enquiries past the hour's mail budget"])
      // Every lead reached the firm once, by name and number: in a mail of its own or in the summary.
      for (const row of burst) {
        const listed = summaries()[0]?.text.includes(`${row.email}: `) ? 1 : 0
        expect(mailsAbout(smtp, row.email).length + listed).toBe(1)
      }

      // More in the same window: no second summary until ten minutes have passed.
      for (const row of burst.slice(0, 4).map(() => lead('burst'))) {
        await backend.anon.from('form_submissions').insert(row)
      }
      await passMinutes(backend.db, 1)
      expect((await backend.notifier.sweep()).summarised).toBe(0)
      await passMinutes(backend.db, 10)
      expect((await backend.notifier.sweep()).summarised).toBe(4)
      expect(summaries()).toHaveLength(2)
      expect(alone()).toHaveLength(5)
      // An hour on, the budget is back.
      await passMinutes(backend.db, 60)
      const later = lead('after')
      expect((await backend.anon.from('form_submissions').insert(later)).error).toBeNull()
      await until(
        () => mailsAbout(smtp, later.email).length,
        (count) => count >= 1,
      )
    } finally {
      await backend.close()
      await smtp.close()
    }
  })
})

describe('a notifier killed between claim and send', () => {
  let child: ChildProcess | undefined
  afterAll(() => child?.kill('SIGKILL'))

  // Two backends open one database on disk, each in a process of its own: seconds on an idle machine,
  // past a minute on a loaded one, so the test has its own limit.
  it('leaves the lead to be sent once, by the next notifier, when the claim runs out', {
    timeout: 180_000,
  }, async () => {
    // A mail server that takes the message and never answers: the notifier is mid-send when killed.
    let received: () => void = () => {}
    const midSend = new Promise<void>((resolve) => {
      received = resolve
    })
    const holding = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 100,
      onData(stream) {
        stream.resume()
        received()
      },
    })
    // Its connection is cut when the notifier dies: expected here.
    holding.on('error', () => {})
    const holdingPort = await freePort()
    await new Promise<void>((resolve) => holding.listen(holdingPort, '127.0.0.1', resolve))
    const dataDir = await migratedDataDir()
    const port = await freePort()
    child = await spawnBackend(dataDir, port, {
      ...generousLimits,
      ...mailSettings(`smtp://127.0.0.1:${holdingPort}`),
    })
    const { anonKey } = (await import('../../../supabase/local/keys')).localKeys()
    const row = lead('killed')
    const insert = await fetch(`http://127.0.0.1:${port}/rest/v1/form_submissions`, {
      method: 'POST',
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(row),
    })
    expect(insert.status).toBe(201)
    await midSend
    await killBackend(child)
    await new Promise<void>((resolve) => holding.close(() => resolve()))

    const smtp = await startMailCatcher()
    const backend = await startBackend({
      dataDir,
      port: await freePort(),
      env: { ...generousLimits, ...mailSettings(smtp.url) },
    })
    try {
      // Still claimed: the new notifier leaves it alone (it may be on its way) ...
      expect(await backend.notifier.sweep()).toMatchObject({ sent: 0 })
      const [claimed] = (
        await backend.db.query<{ leased: boolean }>(
          'select notify_lease_until > now() as leased from public.form_submissions where email = $1',
          [row.email],
        )
      ).rows
      expect(claimed?.leased).toBe(true)
      // ... until the claim runs out; then it is sent, once.
      await passMinutes(backend.db, 3)
      expect(await backend.notifier.sweep()).toMatchObject({ sent: 1 })
      await passMinutes(backend.db, 3)
      expect(await backend.notifier.sweep()).toMatchObject({ sent: 0 })
      expect(mailsAbout(smtp, row.email)).toHaveLength(1)
    } finally {
      await backend.close()
      await smtp.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('the local mailbox and the settings', () => {
  it('without SMTP_URL, the backend catches the mail itself and shows it at /mail', async () => {
    const backend = await localBackend()
    try {
      const row = lead('mailbox')
      expect((await backend.anon.from('form_submissions').insert(row)).error).toBeNull()
      const mails = await until(
        async () =>
          (await (await fetch(`${backend.url}/mail/messages.json`)).json()) as { replyTo: string }[],
        (found) => found.some((mail) => mail.replyTo === row.email),
      )
      expect(mails.filter((mail) => mail.replyTo === row.email)).toHaveLength(1)
      const page = await (await fetch(`${backend.url}/mail`)).text()
      expect(page).toContain('New enquiry: Permanent Residency (PR) — Asha K.')
      expect(page).toContain(`reply to ${row.email}`)
    } finally {
      await backend.close()
    }
  })

  it.each([
    ['SMTP_URL', 'mail.example.com:465'],
    ['SMTP_URL', 'https://mail.example.com'],
    ['LEADS_TO', 'the firm'],
    ['LEADS_TO', 'leads@firm.example,'],
    ['MAIL_FROM', 'Website'],
    ['LEAD_SWEEP_EVERY_SECONDS', 'often'],
  ])('a malformed %s (%j) stops the start and names it', async (name, value) => {
    await expect(startBackend({ port: await freePort(), env: { [name]: value } })).rejects.toThrow(name)
  })
})

describe('npm run leads -- --since … --until …', () => {
  const leads = (url: string, ...args: string[]) =>
    promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(projectRoot, 'scripts', 'leads.ts'), ...args],
      {
        cwd: projectRoot,
        env: { ...process.env, LEADS_BACKEND_URL: url },
        maxBuffer: 4 * 1024 * 1024,
      },
    )

  // Two runs of the script, each a Node process with tsx: seconds on an idle machine, a minute on a loaded one.
  it('lists everyone stored in the window, both days whole, past a page of rows, with each resume its e-mail', {
    timeout: 180_000,
  }, async () => {
    // The window is the whole UTC month before last, dated from the day the test runs: a fixed
    // calendar date would one day fall inside "today" (the run without --until below).
    const now = new Date()
    const monthStart = (monthsAgo: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1))
    const dayOf = (date: Date) => date.toISOString().slice(0, 10)
    const since = dayOf(monthStart(2))
    const until = dayOf(new Date(monthStart(1).getTime() - 1))
    const afterWindow = monthStart(1).toISOString()
    const inMonth = (day: number, time: string) =>
      `${since.slice(0, 8)}${String(day).padStart(2, '0')}T${time}Z`
    const backend = await localBackend()
    try {
      // Stored by staff (the owner), at chosen times, already mailed: the notifier leaves them alone.
      const store = (
        email: string,
        at: string,
        fields: { source?: string; language?: string; resume?: string } = {},
      ) =>
        backend.db.query(
          `insert into public.form_submissions (full_name, mobile_number, email, immigration_type, country_code,
             source, language, resume_id, created_at, notified_at)
           values ('Asha Kulkarni', '9876543210', $1, 'Student Visa', '+91', $2, $3, $4, $5, $5)`,
          [email, fields.source ?? 'contact', fields.language ?? 'en', fields.resume ?? null, at],
        )
      const resume = async (name: string, at: string) => {
        const url = `https://res.cloudinary.com/demo/raw/upload/v1/resumes/${encodeURIComponent(name)}.pdf`
        await backend.db.query(
          `insert into public.stored_uploads (url, file_type) values ($1, 'application/pdf')`,
          [url],
        )
        const { rows } = await backend.db.query<{ id: string }>(
          `insert into public.resumes (cloudinary_url, original_filename, file_type, ats_score, created_at)
           values ($1, $2, 'application/pdf', 71, $3) returning id`,
          [url, name, at],
        )
        return rows[0]?.id ?? ''
      }
      const inWindow = await resume('Window CV.pdf', inMonth(15, '12:00:00'))
      await resume('Late CV.pdf', afterWindow)
      await store('before@example.com', `${dayOf(new Date(monthStart(2).getTime() - 1))}T23:59:59.999999Z`)
      await store('first.day@example.com', inMonth(1, '00:00:00'), { language: 'mr', source: 'home' })
      await store('last.day@example.com', `${until}T23:59:59.999999Z`, {
        source: 'review',
        resume: inWindow,
      })
      await store('after@example.com', afterWindow)
      // More than one page (1000 rows), two at each instant, so that a page may end between two rows
      // stored at the same time.
      await backend.db.query(
        `insert into public.form_submissions (full_name, mobile_number, email, immigration_type, source, created_at, notified_at)
         select 'Bulk ' || i, '9000000000', 'bulk' || i || '@example.com', 'Work Visa', 'contact',
           $1::timestamptz + (i / 2) * interval '1 millisecond',
           $1::timestamptz
         from generate_series(1, 1201) i`,
        [inMonth(10, '00:00:00')],
      )

      const { stdout } = await leads(backend.url, '--since', since, '--until', until)
      const [enquiries = '', resumes = ''] = stdout.split('\nresumes stored')
      expect(enquiries).toContain(`form_submissions stored from ${since} to ${until} included, UTC: 1203`)
      for (const email of [
        'first.day@example.com',
        'last.day@example.com',
        'bulk1@example.com',
        'bulk1201@example.com',
      ])
        expect(enquiries).toContain(email)
      expect(enquiries.match(/bulk600@example\.com/g)).toHaveLength(1)
      expect(enquiries).toContain('9876543210')
      expect(enquiries).toMatch(/first\.day@example\.com.*'\+91'.*'9876543210'.*'mr'.*'home'/)
      expect(stdout).not.toContain('before@example.com')
      expect(stdout).not.toContain('after@example.com')
      expect(resumes).toMatch(new RegExp(`^ from ${since} to ${until} included, UTC: 1\n`))
      expect(resumes).toMatch(/Window CV\.pdf.*last\.day@example\.com/)
      expect(resumes).not.toContain('Late CV.pdf')

      // Without --until, the window runs to the moment the script runs.
      const stored = new Date()
      await store('today@example.com', stored.toISOString())
      const today = stored.toISOString().slice(0, 10)
      const untilNow = (await leads(backend.url, '--since', today)).stdout
      expect(untilNow).toMatch(new RegExp(`form_submissions stored from ${today} to now \\(.+\\), UTC: 1\n`))
      expect(untilNow).toContain('today@example.com')
      expect(untilNow).toMatch(new RegExp(`resumes stored from ${today} to now \\(.+\\), UTC: 0\n`))

      // The old listing is unchanged.
      const latest = (await leads(backend.url, '3')).stdout
      expect(latest).toContain('form_submissions: 3 latest')
      expect(latest).toContain('not yet notified: 0')
      expect(latest).toContain('resumes: 2 latest')
    } finally {
      await backend.close()
    }
  })

  it('refuses a malformed date in plain words, with exit code 1 and no stack trace', async () => {
    const failure = await leads('http://127.0.0.1:9', '--since', '2026-11-31').then(
      () => null,
      (error: { code: number; stderr: string; stdout: string }) => error,
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stderr.trim()).toBe(
      '--since "2026-11-31" is not a date: write it as year-month-day, for example --since 2026-11-01',
    )
    expect(failure?.stdout).toBe('')
  })
})
