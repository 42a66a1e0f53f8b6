// The Skilled Worker result in words: the paragraph the enquiry carries (form_submissions.message) and
// the line of answers the WhatsApp handoff carries.
import { formatValue } from '../facts/format'
import { fill } from '../locale'
import { type UkAnswers, type UkResult, ukFlags } from './uk'

export interface UkSummaryCopy {
  summary: string
  answers: string
  linkLead: string
  verdicts: Record<UkResult['kind'], string>
  labels: Record<'salary' | 'goingRate' | 'option' | (typeof ukFlags)[number], string>
  yes: string
  no: string
  notGiven: string
  values: { option: Record<UkAnswers['option'], string> }
}

const pounds = (amount: number | undefined, copy: UkSummaryCopy) =>
  amount === undefined ? copy.notGiven : formatValue(amount, 'GBP')

/** Every answer as "label: value" pairs in one line, in the form's words. */
export function ukAnswersLine(answers: UkAnswers, copy: UkSummaryCopy): string {
  const l = copy.labels
  return [
    ...ukFlags.map((flag) => [l[flag], answers[flag] ? copy.yes : copy.no]),
    [l.salary, pounds(answers.salary, copy)],
    [l.goingRate, pounds(answers.goingRate, copy)],
    [l.option, copy.values.option[answers.option]],
  ]
    .map(([label, value]) => `${label}: ${value}`)
    .join('; ')
}

export function ukSummary(answers: UkAnswers, result: UkResult, copy: UkSummaryCopy, link: string): string {
  return [
    fill(copy.summary, {
      verdict: copy.verdicts[result.kind],
      total: result.total,
      minimum: result.minimum,
      threshold: formatValue(result.threshold.amount, 'GBP'),
    }),
    fill(copy.answers, { answers: ukAnswersLine(answers, copy) }),
    `${copy.linkLead} ${link}`,
  ].join(' ')
}
