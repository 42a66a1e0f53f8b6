// The firm's mail links only where it says (issue 51, item 6): a calculator's result link only on the
// site's own origin, parsed, never a look-alike of it; one address per mailto: link, whatever its local
// part holds; and the visitor's address as the one Reply-To, and the one recipient of their link.
import { load } from 'cheerio'
import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'
import { type Lead, leadMail } from '../../supabase/functions/_shared/lead-mail'
import { mailSender, visitorMailSender } from '../../supabase/functions/_shared/mail-settings'

const lead: Lead = {
  id: '0b5c2f7e-1111-4222-8333-944455556666',
  full_name: 'Priya Sharma',
  mobile_number: '9876543210',
  email: 'priya@example.com',
  immigration_type: 'Work Visa',
  country_code: '+91',
  message: null,
  source: 'contact',
  language: 'en',
  marketing_consent: false,
  needs_review: false,
  created_at: '2026-11-25T08:35:00Z',
  notify_attempts: 0,
  resume_url: null,
  resume_filename: null,
  resume_score: null,
}

/** Every link in the mail's HTML, as a mail program reads it (entities decoded by the parser). */
const links = (html: string) =>
  load(html)('a[href]')
    .map((_, link) => link.attribs.href ?? '')
    .get()

/** The links that lead somewhere on the web: all but the visitor's phone and address. */
const webLinks = (html: string) => links(html).filter((href) => /^https?:/.test(href))

describe('a calculator result in the message', () => {
  it.each([
    ['http://localhost:3000', 'http://localhost:3000.evil.example/crs-calculator?age=29&edu=masters'],
    ['http://localhost:3000', 'http://localhost:3000@evil.example/crs-calculator?age=29'],
    ['http://localhost:3000', 'http://localhost:3000:3000@evil.example/australia-points-calculator?age=29'],
    ['https://dreamborder.example', 'https://dreamborder.example.evil.example/crs-calculator?age=29'],
    ['https://dreamborder.example', 'https://dreamborder.example@evil.example/crs-calculator?age=29'],
    ['https://dreamborder.example', 'https://visitor:secret@dreamborder.example/crs-calculator?age=29'],
    ['https://dreamborder.example', 'https://dreamborder.example:8443/crs-calculator?age=29'],
    ['https://dreamborder.example', 'http://dreamborder.example/crs-calculator?age=29'],
    ['https://dreamborder.example', 'https://dreamborder.example/crs-calculator/../../evil?age=29'],
    ['https://dreamborder.example', 'https://dreamborder.example/contact?age=29'],
    ['https://dreamborder.example', 'https://dreamborder.example/crs-calculator'],
  ])('site %s, message with %s: shown as the visitor’s text, linked nowhere', (site, address) => {
    const message = `My CRS result: ${address}`
    const { text, html } = leadMail({ ...lead, message }, site)
    expect(text).toContain('From: the Contact page form\n')
    expect(text).not.toContain("the visitor's result")
    expect(webLinks(html)).toEqual([])
    expect(html).toContain(address.replace(/&/g, '&#38;'))
  })

  it.each([
    ['http://localhost:3000', '/crs-calculator', 'the CRS calculator'],
    ['https://dreamborder.example', '/crs-calculator', 'the CRS calculator'],
    ['https://dreamborder.example', '/hi/crs-calculator', 'the CRS calculator'],
    ['https://dreamborder.example', '/mr/australia-points-calculator', 'the Australia points calculator'],
  ])('site %s: its own %s result still links, on its own origin', (site, path, name) => {
    const result = `${site}${path}?age=29&edu=masters`
    const { text, html } = leadMail({ ...lead, message: `My result: ${result}` }, site)
    expect(text).toContain(`From: ${name} (the visitor's result)\n  ${result}\n`)
    expect(webLinks(html)).toEqual([result])
  })

  it('a look-alike before the genuine link does not hide it, and is not the one linked', () => {
    const site = 'http://localhost:3000'
    const genuine = `${site}/crs-calculator?age=29`
    const message = `See http://localhost:3000.evil.example/crs-calculator?age=99 or ${genuine}`
    expect(webLinks(leadMail({ ...lead, message }, site).html)).toEqual([genuine])
  })
})

describe('the visitor’s address', () => {
  // The address rules refuse the first (a second "@"), so no row holds it; the second they take, as
  // RFC 5322 allows "?", "&", "=" and "%" in a local part.
  const hostile = 'pay?cc=x@y.example&subject=hi@evil.example'
  const hostileAccepted = 'pay?cc=x%40y.example&subject=hi@evil.example'

  it.each([hostile, hostileAccepted])(
    '%s becomes a mailto: link to that one address, with no header',
    (email) => {
      const { html } = leadMail({ ...lead, email }, 'https://dreamborder.example')
      const mailto = links(html).find((href) => href.startsWith('mailto:')) ?? ''
      const url = new URL(mailto)
      expect(url.search).toBe('')
      expect(url.hash).toBe('')
      expect(url.pathname).not.toMatch(/[?&,;]/)
      expect(decodeURIComponent(url.pathname)).toBe(email)
      // The text shown is the address as typed.
      expect(html).toContain(`>${email.replace(/&/g, '&#38;')}</a>`)
    },
  )

  it('a plain address still reads plainly in its link', () => {
    const { html } = leadMail(lead, 'https://dreamborder.example')
    expect(links(html)).toContain('mailto:priya@example.com')
  })

  // Sent through nodemailer as the notifier and the data-request function send, into a buffer.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const sent: { envelope: { to: string[] }; message: Buffer }[] = []
  const recording = {
    sendMail: async (message: Parameters<typeof transport.sendMail>[0]) => {
      const info = (await transport.sendMail(message)) as unknown as (typeof sent)[number]
      sent.push(info)
      return info
    },
  }
  const headers = (message: Buffer) => message.toString('utf8').split('\n\n')[0] ?? ''

  it.each([hostileAccepted, 'a|b@evil.example', 'x=?utf-8?q?y?=@evil.example'])(
    '%s: the firm’s mail goes to the firm, and Reply-To names it alone',
    async (email) => {
      const send = mailSender(recording, { leadsTo: ['leads@firm.example'], mailFrom: 'site@firm.example' })
      await send(leadMail({ ...lead, email }, 'https://dreamborder.example'))
      const { envelope, message } = sent.at(-1) ?? { envelope: { to: [] }, message: Buffer.from('') }
      expect(envelope.to).toEqual(['leads@firm.example'])
      const head = headers(message)
      expect(head.match(/^Reply-To: (.*)$/gm)).toEqual([`Reply-To: ${email}`])
      expect(head).not.toMatch(/^(Cc|Bcc):/im)
      expect(head.match(/^Subject:/gm)).toHaveLength(1)
    },
  )

  it('a visitor’s link goes to their address alone', async () => {
    const send = visitorMailSender(recording, { mailFrom: 'site@firm.example' })
    await send(hostileAccepted, { subject: 'Your link', text: 'link', html: '<p>link</p>' })
    expect(sent.at(-1)?.envelope.to).toEqual([hostileAccepted])
  })
})
