// A result handed to a consultant on WhatsApp: the score, the answers in one line and the link, in a
// wa.me address any browser opens; never more than a set length, and nothing of a resume but its name.
import { describe, expect, it } from 'vitest'
import { fixResume as fixResumeIn } from '../../content/fix-resume'
import { formatMessage } from '../../lib/island-messages'
import { messagesFor } from '../../lib/messages'
import { maxMessageLength, resultMessage, whatsAppHref } from '../../lib/whatsapp'

const fixResume = fixResumeIn(messagesFor('en'))

const textOf = (href: string) => new URL(href).searchParams.get('text') ?? ''

describe('whatsAppHref', () => {
  it('opens a chat with the number and the message, encoded', () => {
    const href = whatsAppHref('912000000001', 'Score 478 & more? Link: https://x.example/crs?age=29&spouse=1')
    expect(href.startsWith('https://wa.me/912000000001?text=')).toBe(true)
    expect(href).not.toContain(' ')
    expect(href).toContain('%26')
    expect(textOf(href)).toBe('Score 478 & more? Link: https://x.example/crs?age=29&spouse=1')
  })
})

describe('resultMessage', () => {
  const lead = 'Hello, I worked out my CRS score on your website: 478 of 1,200.'
  const link = 'https://dreamborder.example/crs-calculator?age=29&education=master'

  it('reads lead, answers, link', () => {
    expect(resultMessage({ lead, details: 'age: 29; education: master', link })).toBe(
      `${lead} age: 29; education: master ${link}`,
    )
  })

  it('shortens only the answers to fit, keeping the score and the link whole', () => {
    const message = resultMessage({ lead, details: 'answer; '.repeat(200), link })
    expect(message.length).toBeLessThanOrEqual(maxMessageLength)
    expect(message.startsWith(lead)).toBe(true)
    expect(message.endsWith(link)).toBe(true)
    expect(message).toContain('…')
  })

  it('carries a resume’s name and score, never its contents', () => {
    const lead = formatMessage(fixResume.scanner.result.whatsApp.text, 'en', {
      file: 'priya-cv.pdf',
      score: 72,
    })
    const message = resultMessage({ lead })
    expect(message).toContain('priya-cv.pdf')
    expect(message).toContain('72/100')
  })
})
