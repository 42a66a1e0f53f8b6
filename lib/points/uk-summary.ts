// The Skilled Worker result in words: the paragraph the enquiry carries (form_submissions.message) and
// the line of answers the WhatsApp handoff carries.
import { formatValue } from '../facts/format'
import { labelledAnswers, type ResultParagraphCopy, resultParagraph } from './text'
import { type UkAnswers, type UkResult, ukFlags } from './uk'

export interface UkSummaryCopy extends ResultParagraphCopy {
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
  return labelledAnswers([
    ...ukFlags.map((flag) => [l[flag], answers[flag] ? copy.yes : copy.no] as const),
    [l.salary, pounds(answers.salary, copy)],
    [l.goingRate, pounds(answers.goingRate, copy)],
    [l.option, copy.values.option[answers.option]],
  ])
}

export function ukSummary(answers: UkAnswers, result: UkResult, copy: UkSummaryCopy, link: string): string {
  return resultParagraph(
    copy,
    {
      verdict: copy.verdicts[result.kind],
      total: result.total,
      minimum: result.minimum,
      threshold: formatValue(result.threshold.amount, 'GBP'),
    },
    ukAnswersLine(answers, copy),
    link,
  )
}
