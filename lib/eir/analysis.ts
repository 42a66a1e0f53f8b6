// The EIR ("employer-inbox-ready") score: how well screening software can read a resume, from
// weighted, explainable checks on its text. Deterministic: the same file always scores the same.
// The words of each check are copy (content/fix-resume.ts `eir.checks`): the caller passes them in.
//
// Weights (total 100):
//   readable text 20 · e-mail 10 · phone 10 · standard headings 20 (5 each: summary, experience,
//   education, skills) · length 10 (300-1000 words; 5 for 150-1500) · dated roles 10 (2+ dates or
//   date ranges) · measurable results 10 (3+ figures: %, money, counts) · at most three pages 10
//
// Every check but the first depends on the text. When too little could be read (an image, a scan, a
// PDF that could not be opened), the first check says so, once, and the others are not judged: they
// earn nothing and say so, instead of advice that would contradict it ("add an e-mail address", "too
// short", "a single page" for a file whose text was never seen).
import type { Locale } from '../i18n'
import { formatMessage, type MessageText } from '../island-messages'

export type ResumeContent =
  /** `pages` is null when the PDF could not be opened at all. */
  { kind: 'pdf'; text: string; pages: number | null } | { kind: 'image' }

type EirCheckId = 'readable' | 'email' | 'phone' | 'headings' | 'length' | 'dates' | 'results' | 'pages'

type HeadingName = 'summary' | 'experience' | 'education' | 'skills'

interface CheckCopy {
  label: string
  found: string
  fix: string
  /** Said when too little text could be read to look. */
  notJudged: string
}

/**
 * What the checks say, and the language they are formatted in. Arguments: {missing} and {headings}
 * (how many standard headings are missing, and which), {words}, {pages}.
 */
export interface EirChecksCopy {
  language: Locale
  readable: {
    label: string
    found: string
    /** A PDF with too little text to judge: the one place that says why nothing else was judged. */
    fix: string
    image: string
  }
  email: CheckCopy
  phone: CheckCopy
  headings: Omit<CheckCopy, 'fix'> & { fix: MessageText; names: Record<HeadingName, string> }
  length: {
    label: string
    found: MessageText
    tooShort: MessageText
    tooLong: MessageText
    notJudged: string
  }
  dates: CheckCopy
  results: CheckCopy
  pages: Omit<CheckCopy, 'found' | 'fix'> & { found: MessageText; fix: MessageText }
}

interface EirCheck {
  id: EirCheckId
  /** What was looked for, in plain words. */
  label: string
  points: number
  maxPoints: number
  passed: boolean
  /** False when too little text could be read to look: no points, and no advice. */
  judged: boolean
  /** What we found, what to fix, or why it could not be judged. */
  detail: string
}

export interface EirResult {
  score: number
  checks: EirCheck[]
}

const weights = {
  readable: 20,
  email: 10,
  phone: 10,
  headings: 20,
  length: 10,
  dates: 10,
  results: 10,
  pages: 10,
} as const satisfies Record<EirCheckId, number>

/** Fewer characters than this (a few lines) is too little text to judge a resume by. */
const minReadableCharacters = 200

const headings: Record<HeadingName, RegExp> = {
  summary: /\b(summary|profile|objective|about me)\b/i,
  experience: /\b(experience|employment|work history|career history)\b/i,
  education: /\b(education|qualifications?|academic)\b/i,
  skills: /\b(skills|competencies|expertise|technical skills)\b/i,
}

const emailPattern = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i
const phonePattern = /(\+?\d[\d\s().-]{8,}\d)/
const datePattern =
  /\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}\b(?:\s*(?:-|–|—|to)\s*(?:present|current|now|(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}))?/gi
const resultPattern =
  /(?:\d+(?:\.\d+)?\s?%|(?:[₹$€£]|\b(?:INR|Rs\.?|USD|EUR|GBP)\s?)\s?\d[\d,.]*\s?(?:k|m|bn|lakh|crore|million)?|\b\d[\d,]*\+?\s+(?:clients|customers|users|people|projects|members|countries|hours|days|weeks|months|reports|accounts|stores|sites|engineers|students)\b)/gi

/** A judged check: full points give what was found, fewer what to fix. */
function judged(id: EirCheckId, label: string, points: number, found: string, fix: string): EirCheck {
  const maxPoints = weights[id]
  const passed = points === maxPoints
  return { id, label, points, maxPoints, passed, judged: true, detail: passed ? found : fix }
}

function notJudged(id: Exclude<EirCheckId, 'readable'>, copy: EirChecksCopy): EirCheck {
  const { label, notJudged } = copy[id]
  return { id, label, points: 0, maxPoints: weights[id], passed: false, judged: false, detail: notJudged }
}

const dependentChecks = ['email', 'phone', 'headings', 'length', 'dates', 'results', 'pages'] as const

export function analyseResume(content: ResumeContent, copy: EirChecksCopy): EirResult {
  const text = content.kind === 'pdf' ? content.text.replace(/\s+/g, ' ').trim() : ''
  const pages = content.kind === 'pdf' ? content.pages : null
  const readable = pages !== null && text.length >= minReadableCharacters
  const readableCheck = judged(
    'readable',
    copy.readable.label,
    readable ? weights.readable : 0,
    copy.readable.found,
    content.kind === 'image' ? copy.readable.image : copy.readable.fix,
  )
  if (!readable) {
    const checks = [readableCheck, ...dependentChecks.map((id) => notJudged(id, copy))]
    return { score: total(checks), checks }
  }

  const say = (message: MessageText, values: Record<string, string | number>) =>
    formatMessage(message, copy.language, values)
  const words = text.split(' ').length
  const missingHeadings = (Object.keys(headings) as HeadingName[]).filter(
    (name) => !headings[name].test(text),
  )
  const dates = text.match(datePattern)?.length ?? 0
  const results = text.match(resultPattern)?.length ?? 0
  const lengthPoints = words >= 300 && words <= 1000 ? 10 : words >= 150 && words <= 1500 ? 5 : 0

  const checks = [
    readableCheck,
    judged('email', copy.email.label, emailPattern.test(text) ? 10 : 0, copy.email.found, copy.email.fix),
    judged('phone', copy.phone.label, phonePattern.test(text) ? 10 : 0, copy.phone.found, copy.phone.fix),
    judged(
      'headings',
      copy.headings.label,
      (4 - missingHeadings.length) * 5,
      copy.headings.found,
      say(copy.headings.fix, {
        missing: missingHeadings.length,
        headings: missingHeadings.map((name) => copy.headings.names[name]).join(', '),
      }),
    ),
    judged(
      'length',
      copy.length.label,
      lengthPoints,
      say(copy.length.found, { words }),
      say(words < 300 ? copy.length.tooShort : copy.length.tooLong, { words }),
    ),
    judged('dates', copy.dates.label, dates >= 2 ? 10 : 0, copy.dates.found, copy.dates.fix),
    judged('results', copy.results.label, results >= 3 ? 10 : 0, copy.results.found, copy.results.fix),
    judged(
      'pages',
      copy.pages.label,
      pages <= 3 ? 10 : 0,
      say(copy.pages.found, { pages }),
      say(copy.pages.fix, { pages }),
    ),
  ]
  return { score: total(checks), checks }
}

const total = (checks: EirCheck[]) => checks.reduce((sum, item) => sum + item.points, 0)
