import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { fixResume as words } from '../../content/fix-resume'
import { analyseResume, type EirResult, type ResumeContent } from '../../lib/eir/analysis'
import { scoreBand } from '../../lib/eir/bands'
import { pdfText } from '../../lib/eir/pdf-text'
import { messagesFor } from '../../lib/messages'
import { pdfWithText } from '../support/files'
import { strongResume, thinResume } from '../support/resumes'

const fixResume = words(messagesFor('en'))
const copy = fixResume.eir.checks
const analyse = (content: ResumeContent) => analyseResume(content, copy)

async function scorePdf(pages: readonly (readonly string[])[]) {
  const bytes = await pdfWithText(pages)
  const { text, pages: count } = await pdfText(pdfjs as never, bytes)
  return analyse({ kind: 'pdf', text, pages: count })
}

const check = (result: EirResult, id: string) => result.checks.find((item) => item.id === id)
const dependentIds = ['email', 'phone', 'headings', 'length', 'dates', 'results', 'pages']

/** A resume whose text can be read but that lacks headings, dates, figures and length. */
const plainResume = [
  'Priya Sharma, priya.sharma@example.com, +91 98765 43210, Pune.',
  'I have worked in sales for several years and I am looking for a job in Canada or Australia.',
  'I am hard working, honest and good with customers. I speak English, Hindi and Marathi well.',
  'Skills: selling, talking to customers, keeping records, working in a team and learning quickly.',
] as const

describe('the EIR analysis', () => {
  it('scores a strong one-page resume 100, passing every check', async () => {
    const result = await scorePdf([strongResume])
    expect(result.score).toBe(100)
    expect(result.checks.filter((item) => !item.passed)).toEqual([])
    expect(result.checks.every((item) => item.judged)).toBe(true)
    expect(check(result, 'pages')?.detail).toBe('1 page.')
  })

  it('judges a readable but plain resume and says what to fix', async () => {
    const result = await scorePdf([plainResume])
    expect(result.score).toBeLessThan(70)
    expect(result.checks.every((item) => item.judged)).toBe(true)
    expect(check(result, 'readable')?.passed).toBe(true)
    const failed = result.checks.filter((item) => !item.passed).map((item) => item.id)
    expect(failed).toEqual(['headings', 'length', 'dates', 'results'])
    expect(check(result, 'headings')).toMatchObject({
      points: 5,
      detail: 'Add the standard headings: Summary, Experience, Education.',
    })
    expect(check(result, 'length')?.detail).toMatch(/^\d+ words: too short\./)
  })

  it('gives a text-poor PDF one explanation: too little text to judge, and nothing else judged', async () => {
    const result = await scorePdf([thinResume])
    expect(result.score).toBe(0)
    expect(check(result, 'readable')).toMatchObject({
      judged: true,
      passed: false,
      detail: copy.readable.fix,
    })
    expect(check(result, 'readable')?.detail).toContain('Too little text could be read to judge this resume')
    const rest = result.checks.filter((item) => item.id !== 'readable')
    expect(rest.map((item) => item.id)).toEqual(dependentIds)
    for (const item of rest) {
      expect(item).toMatchObject({ points: 0, passed: false, judged: false })
      expect(item.detail).toMatch(/^Too little text could be read to (look for|measure)|could not be judged/)
    }
    // No advice that contradicts "too little could be read": no "too short", no "add", no "1 page".
    const details = result.checks.map((item) => item.detail).join('\n')
    expect(details).not.toMatch(/too short|Add |page\./)
  })

  it.each<[string, ResumeContent]>([
    ['an image', { kind: 'image' }],
    ['a PDF that could not be opened', { kind: 'pdf', text: '', pages: null }],
    ['a one-page PDF with no text (a scan)', { kind: 'pdf', text: '', pages: 1 }],
  ])('gives %s no page-count points: its length could not be judged', (_name, content) => {
    const result = analyse(content)
    expect(check(result, 'pages')).toMatchObject({
      points: 0,
      passed: false,
      judged: false,
      detail: 'Without readable text, the length could not be judged.',
    })
    expect(result.score).toBe(0)
  })

  it('scores an image low, because screening software cannot read it', () => {
    const result = analyse({ kind: 'image' })
    expect(result.score).toBeLessThan(20)
    expect(result.checks[0]?.detail).toContain('cannot read text in a picture')
    expect(result.checks.slice(1).every((item) => !item.judged)).toBe(true)
  })

  it('gives the same file the same score every time', async () => {
    const first = await scorePdf([strongResume])
    const second = await scorePdf([strongResume])
    expect(second).toEqual(first)
    expect(await scorePdf([thinResume])).toEqual(await scorePdf([thinResume]))
  })

  it('marks a resume of more than three pages', async () => {
    const result = await scorePdf([strongResume, strongResume, strongResume, strongResume])
    expect(check(result, 'pages')).toMatchObject({
      passed: false,
      judged: true,
      detail: '4 pages: keep it to two, three at most.',
    })
  })

  it('keeps every score between 0 and 100 with weights that add up to 100', async () => {
    for (const result of [await scorePdf([strongResume]), await scorePdf([thinResume])]) {
      expect(result.checks.reduce((sum, item) => sum + item.maxPoints, 0)).toBe(100)
      expect(result.score).toBeGreaterThanOrEqual(0)
      expect(result.score).toBeLessThanOrEqual(100)
    }
  })

  it('fills in every placeholder of its copy', async () => {
    for (const result of [
      await scorePdf([strongResume]),
      await scorePdf([plainResume]),
      await scorePdf([strongResume, strongResume, strongResume, strongResume]),
    ]) {
      for (const item of result.checks) expect(item.detail).not.toMatch(/[{}]/)
    }
  })
})

describe('the score bands', () => {
  it.each([
    [100, 'green', 'Excellent! Your resume is EIR-friendly.'],
    [80, 'green', 'Excellent! Your resume is EIR-friendly.'],
    [79, 'yellow', 'Good! Some improvements recommended.'],
    [70, 'yellow', 'Good! Some improvements recommended.'],
    [69, 'red', 'Needs improvement for better EIR compatibility.'],
    [0, 'red', 'Needs improvement for better EIR compatibility.'],
  ])('%i is %s', (score, tone, message) => {
    expect(scoreBand(score, fixResume.eir.bands)).toEqual({ tone, message })
  })
})
