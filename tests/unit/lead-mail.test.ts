// The firm's mail for a lead (issue 37): what it says, in plain text and HTML, and the three settings
// that say where it goes.
import { describe, expect, it } from 'vitest'
import { indiaTime, type Lead, leadMail, reviewSummaryMail } from '../../supabase/functions/_shared/lead-mail'
import { readLeadsTo, readMailFrom, readSmtpUrl } from '../../supabase/functions/_shared/mail-settings'

const site = 'https://dreamborder.example'
const priya: Lead = {
  id: '0b5c2f7e-1111-4222-8333-944455556666',
  full_name: 'Priya Sharma',
  mobile_number: '9876543210',
  email: 'priya@example.com',
  immigration_type: 'Work Visa',
  country_code: '+91',
  message: null,
  source: 'home',
  language: 'en',
  marketing_consent: false,
  needs_review: false,
  created_at: '2026-11-25T08:35:00Z',
  notify_attempts: 0,
  resume_url: null,
  resume_filename: null,
  resume_score: null,
}

describe('the mail for a lead', () => {
  it('names what the visitor wants and who, without their contact details', () => {
    expect(leadMail(priya, site).subject).toBe('New enquiry: Work Visa — Priya S.')
    expect(leadMail({ ...priya, full_name: 'Asha' }, site).subject).toBe('New enquiry: Work Visa — Asha')
    expect(leadMail({ ...priya, full_name: 'Ñandú  José María López' }, site).subject).toBe(
      'New enquiry: Work Visa — Ñandú L.',
    )
  })

  it('gives every field in plain text, with the time in India and the row id', () => {
    const { text, replyTo } = leadMail({ ...priya, message: 'Canada or Germany?\nWe are two.' }, site)
    expect(text).toContain('Name: Priya Sharma\n')
    expect(text).toContain('Mobile: +91 9876543210\n')
    expect(text).toContain('E-mail: priya@example.com\n')
    expect(text).toContain('Immigration type: Work Visa\n')
    expect(text).toContain('Message: Canada or Germany?\n  We are two.\n')
    expect(text).toContain('From: the Home page form\n')
    expect(text).toContain('Language: English\n')
    expect(text).toContain('Received: 25 Nov 2026, 14:05 IST\n')
    expect(text).toContain(`Lead id: ${priya.id}`)
    expect(replyTo).toBe('priya@example.com')
  })

  it('asks for a reply in Hindi or Marathi when the enquiry came from that page', () => {
    expect(leadMail({ ...priya, language: 'hi' }, site).text).toContain(
      'Language: Hindi: sent from the Hindi page, so please reply in Hindi\n',
    )
    expect(leadMail({ ...priya, language: 'mr' }, site).text).toContain('please reply in Marathi')
  })

  it('says whether the visitor agreed to updates and offers (issue 38)', () => {
    expect(leadMail(priya, site).text).toContain(
      'Updates and offers: not agreed: reply to this enquiry only, and send no updates or offers\n',
    )
    expect(leadMail({ ...priya, marketing_consent: true }, site).text).toContain(
      'Updates and offers: agreed: they may be sent visa updates and offers by e-mail or WhatsApp\n',
    )
  })

  it('links the mobile number and the e-mail address in the HTML part', () => {
    const { html } = leadMail(priya, site)
    expect(html).toContain('<a href="tel:+919876543210">+91 9876543210</a>')
    expect(html).toContain('<a href="mailto:priya@example.com">priya@example.com</a>')
    expect(html).not.toContain('Message')
  })

  it('escapes every value in the HTML part', () => {
    const { html, subject } = leadMail(
      {
        ...priya,
        full_name: 'Asha "A" O\'Neil & Co',
        message: '<img src=x onerror=alert(1)>\r\nBcc: x@evil.example',
      },
      site,
    )
    expect(html).not.toMatch(/<img|onerror=alert\(1\)>/)
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;')
    expect(html).toContain('Asha &#34;A&#34; O&#39;Neil &#38; Co')
    expect(subject).not.toMatch(/[\r\n]/)
  })

  it('says where it came from: the Contact page, a calculator with its result, or the resume scanner', () => {
    expect(leadMail({ ...priya, source: 'contact' }, site).text).toContain('From: the Contact page form')

    const result = `${site}/crs-calculator?age=29&edu=masters`
    const calculator = leadMail({ ...priya, source: 'contact', message: `My CRS result: ${result}` }, site)
    expect(calculator.text).toContain(`From: the CRS calculator (the visitor's result)\n  ${result}`)
    expect(calculator.html).toContain(`<a href="${result.replace('&', '&#38;')}">`)
    // A link to another site in a message is the visitor's text, not a result of ours.
    expect(
      leadMail({ ...priya, source: 'contact', message: 'https://evil.example/crs-calculator?x=1' }, site)
        .text,
    ).toContain('From: the Contact page form')

    const file = 'https://res.cloudinary.com/demo/raw/upload/v1/resumes/Rohan%20CV.pdf'
    const review = leadMail(
      { ...priya, source: 'review', resume_url: file, resume_filename: 'Rohan CV.pdf', resume_score: 82 },
      site,
    )
    expect(review.text).toContain(
      `From: the resume scanner: EIR score 82 of 100, file Rohan CV.pdf\n  ${file}`,
    )
    expect(review.html).toContain(`<a href="${file}">`)
  })

  it('tells the time in India across midnight', () => {
    expect(indiaTime('2026-11-25T18:45:00Z')).toBe('26 Nov 2026, 00:15 IST')
    expect(indiaTime(new Date('2026-01-01T00:00:00Z'))).toBe('1 Jan 2026, 05:30 IST')
  })

  it('lists the leads past the hour’s budget by name and number, and says where the rest are', () => {
    const base = {
      country_code: '+91',
      mobile_number: '9876543210',
      immigration_type: 'Work Visa',
      created_at: '2026-11-25T08:35:00Z',
    }
    const { subject, text, html, replyTo } = reviewSummaryMail(
      [
        { ...base, id: 'lead-1', full_name: 'Priya Sharma', email: 'priya@example.com', needs_review: false },
        { ...base, id: 'lead-2', full_name: 'Rohan <b>', email: 'rohan@example.com', needs_review: true },
      ],
      5,
    )
    expect(subject).toBe("2 enquiries past the hour's mail budget")
    expect(text).toContain(
      'Priya Sharma, +91 9876543210, priya@example.com: Work Visa (25 Nov 2026, 14:05 IST, lead lead-1)',
    )
    expect(text).toContain('To check: Rohan <b>, +91 9876543210')
    expect(html).toContain('Rohan &#60;b&#62;')
    expect(text).toContain('3 more wait for the next summary')
    expect(text).toContain('form_submissions')
    expect(replyTo).toBeUndefined()
  })

  it('flags a lead sent without the page’s proof of work, in the subject and the body', () => {
    const mail = leadMail({ ...priya, needs_review: true }, site)
    expect(mail.subject).toMatch(/^New enquiry to check: /)
    expect(mail.text).toMatch(/^To check: sent without the page's proof of work/m)
  })
})

describe('the mail settings', () => {
  it('takes smtp:// and smtps:// URLs and refuses anything else by name', () => {
    expect(readSmtpUrl('smtps://user:placeholder@smtp.example.com:465')).toBe(
      'smtps://user:placeholder@smtp.example.com:465',
    )
    expect(readSmtpUrl(' smtp://127.0.0.1:2525 ')).toBe('smtp://127.0.0.1:2525')
    expect(() => readSmtpUrl(undefined)).toThrow('SMTP_URL is not set')
    expect(() => readSmtpUrl('smtp.zoho.in')).toThrow(/^SMTP_URL/)
    expect(() => readSmtpUrl('https://smtp.zoho.in')).toThrow(/^SMTP_URL/)
  })

  it('takes one or more addresses for LEADS_TO', () => {
    expect(readLeadsTo('leads@firm.example')).toEqual(['leads@firm.example'])
    expect(readLeadsTo(' a@firm.example , b@firm.example ')).toEqual(['a@firm.example', 'b@firm.example'])
    for (const bad of ['', 'firm', 'a@firm.example,', 'a@firm.example; b@firm.example', 'a@firm']) {
      expect(() => readLeadsTo(bad)).toThrow(/^LEADS_TO/)
    }
  })

  it('takes an address, or a name and an address, for MAIL_FROM', () => {
    expect(readMailFrom('site@firm.example')).toBe('site@firm.example')
    expect(readMailFrom('DreamBorder website <site@firm.example>')).toBe(
      'DreamBorder website <site@firm.example>',
    )
    for (const bad of ['Website', 'Website <site>', 'A\r\nBcc: x@y.example <site@firm.example>']) {
      expect(() => readMailFrom(bad)).toThrow(/^MAIL_FROM/)
    }
  })
})
