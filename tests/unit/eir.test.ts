import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { analyzeResume } from '../../lib/eir/analysis'
import { scoreBand } from '../../lib/eir/bands'
import { pdfText } from '../../lib/eir/pdf-text'
import { pdfWithText } from '../support/files'
import { strongResume, thinResume } from '../support/resumes'

async function scorePdf(pages: readonly (readonly string[])[]) {
  const bytes = await pdfWithText(pages)
  const { text, pages: count } = await pdfText(pdfjs as never, bytes)
  return analyzeResume({ kind: 'pdf', text, pages: count })
}

describe('the EIR analysis', () => {
  it('scores a strong one-page resume 80 or more, passing every check', async () => {
    const result = await scorePdf([strongResume])
    expect(result.score).toBeGreaterThanOrEqual(80)
    expect(result.checks.filter((check) => !check.passed)).toEqual([])
  })

  it('scores a thin resume below 70 and says what to fix', async () => {
    const result = await scorePdf([thinResume])
    expect(result.score).toBeLessThan(70)
    const failed = result.checks.filter((check) => !check.passed).map((check) => check.id)
    expect(failed).toEqual(
      expect.arrayContaining(['readable', 'email', 'phone', 'headings', 'dates', 'results']),
    )
    expect(result.checks.find((check) => check.id === 'headings')?.detail).toContain('Experience')
  })

  it('scores an image low, because screening software cannot read it', () => {
    const result = analyzeResume({ kind: 'image' })
    expect(result.score).toBeLessThan(20)
    expect(result.checks[0]?.detail).toContain('cannot read text in a picture')
  })

  it('gives the same file the same score every time', async () => {
    const first = await scorePdf([strongResume])
    const second = await scorePdf([strongResume])
    expect(second).toEqual(first)
  })

  it('marks a resume of more than three pages', async () => {
    const result = await scorePdf([strongResume, strongResume, strongResume, strongResume])
    expect(result.checks.find((check) => check.id === 'pages')?.passed).toBe(false)
  })

  it('keeps every score between 0 and 100 with weights that add up to 100', async () => {
    const result = await scorePdf([strongResume])
    expect(result.checks.reduce((sum, check) => sum + check.maxPoints, 0)).toBe(100)
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
    expect(scoreBand(score)).toEqual({ tone, message })
  })
})
