// The EIR ("employer-inbox-ready") score: how well screening software can read a resume, from
// weighted, explainable checks on its text. Deterministic: the same file always scores the same.
//
// Weights (total 100):
//   readable text 20 · e-mail 10 · phone 10 · standard headings 20 (5 each: summary, experience,
//   education, skills) · length 10 (300-1000 words; 5 for 150-1500) · dated roles 10 (2+ dates or
//   date ranges) · measurable results 10 (3+ figures: %, money, counts) · at most three pages 10

export type ResumeContent = { kind: 'pdf'; text: string; pages: number } | { kind: 'image' }

export interface EirCheck {
  id: string
  /** What was looked for, in plain words. */
  label: string
  points: number
  maxPoints: number
  passed: boolean
  /** What we found, or what to fix. */
  detail: string
}

export interface EirResult {
  score: number
  checks: EirCheck[]
}

const headings = {
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

const check = (
  id: string,
  label: string,
  maxPoints: number,
  points: number,
  found: string,
  fix: string,
): EirCheck => ({
  id,
  label,
  points,
  maxPoints,
  passed: points === maxPoints,
  detail: points === maxPoints ? found : fix,
})

export function analyzeResume(content: ResumeContent): EirResult {
  if (content.kind === 'image') {
    const checks = [
      check(
        'readable',
        'Screening software can read the text',
        20,
        0,
        '',
        'This is an image: screening software cannot read text in a picture. Upload your resume as a text-based PDF.',
      ),
      check(
        'email',
        'An e-mail address',
        10,
        0,
        '',
        'No text could be read, so no e-mail address was found.',
      ),
      check('phone', 'A phone number', 10, 0, '', 'No text could be read, so no phone number was found.'),
      check('headings', 'Standard section headings', 20, 0, '', 'No headings could be read from an image.'),
      check('length', 'A sensible length', 10, 0, '', 'The length could not be measured from an image.'),
      check('dates', 'Dated roles', 10, 0, '', 'No dates could be read from an image.'),
      check('results', 'Measurable results', 10, 0, '', 'No figures could be read from an image.'),
      check('pages', 'No more than three pages', 10, 10, 'A single page.', ''),
    ]
    return { score: total(checks), checks }
  }

  const text = content.text.replace(/\s+/g, ' ').trim()
  const words = text ? text.split(' ').length : 0
  const readable = text.length >= 200
  const foundHeadings = Object.entries(headings)
    .filter(([, pattern]) => pattern.test(text))
    .map(([name]) => name)
  const missingHeadings = Object.keys(headings).filter((name) => !foundHeadings.includes(name))
  const dates = text.match(datePattern)?.length ?? 0
  const results = text.match(resultPattern)?.length ?? 0
  const lengthPoints = words >= 300 && words <= 1000 ? 10 : words >= 150 && words <= 1500 ? 5 : 0

  const checks = [
    check(
      'readable',
      'Screening software can read the text',
      20,
      readable ? 20 : 0,
      'The text is machine-readable.',
      'Little or no text could be read: the PDF may be a scan. Export it from your word processor instead.',
    ),
    check(
      'email',
      'An e-mail address',
      10,
      emailPattern.test(text) ? 10 : 0,
      'An e-mail address was found.',
      'Add a professional e-mail address at the top.',
    ),
    check(
      'phone',
      'A phone number',
      10,
      phonePattern.test(text) ? 10 : 0,
      'A phone number was found.',
      'Add a phone number with its country code, e.g. +91.',
    ),
    check(
      'headings',
      'Standard section headings',
      20,
      foundHeadings.length * 5,
      'Summary, Experience, Education and Skills headings were found.',
      `Add the standard heading${missingHeadings.length > 1 ? 's' : ''}: ${missingHeadings.map(capitalise).join(', ')}.`,
    ),
    check(
      'length',
      'A sensible length',
      10,
      lengthPoints,
      `${words} words: a good length.`,
      words < 300
        ? `${words} words: too short. Aim for 300 to 1,000 words describing your roles and results.`
        : `${words} words: too long. Keep it under 1,000 words.`,
    ),
    check(
      'dates',
      'Dated roles',
      10,
      dates >= 2 ? 10 : 0,
      'Your roles and studies are dated.',
      'Give each role and qualification its dates, e.g. "Jan 2020 – Present".',
    ),
    check(
      'results',
      'Measurable results',
      10,
      results >= 3 ? 10 : 0,
      'Your achievements are measured in numbers.',
      'Show results in numbers: percentages, amounts, team sizes, clients served.',
    ),
    check(
      'pages',
      'No more than three pages',
      10,
      content.pages <= 3 ? 10 : 0,
      `${content.pages} page${content.pages === 1 ? '' : 's'}.`,
      `${content.pages} pages: keep it to two, three at most.`,
    ),
  ]
  return { score: total(checks), checks }
}

const total = (checks: EirCheck[]) => checks.reduce((sum, item) => sum + item.points, 0)
const capitalise = (word: string) => word[0]?.toUpperCase() + word.slice(1)
