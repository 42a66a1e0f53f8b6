// The Skilled Worker result in words: the paragraph the enquiry carries (form_submissions.message) and
// the line of answers the WhatsApp handoff carries.
import { formatValue } from '../../facts/format'
import type { Locale } from '../../i18n'
import { labelledAnswers, type ResultParagraphCopy, resultParagraph } from '../text'
import { type UkAnswers, type UkResult, ukFlags } from './rules'

export interface UkSummaryCopy extends ResultParagraphCopy {
  verdicts: Record<UkResult['kind'], string>
  labels: Record<'salary' | 'goingRate' | 'option' | (typeof ukFlags)[number], string>
  yes: string
  no: string
  notGiven: string
  values: { option: Record<UkAnswers['option'], string> }
}

/** Every answer as "label: value" pairs in one line, in the form's words. */
export function ukAnswersLine(answers: UkAnswers, copy: UkSummaryCopy, language: Locale): string {
  const l = copy.labels
  const pounds = (amount: number | undefined) =>
    amount === undefined ? copy.notGiven : formatValue(amount, 'GBP', language)
  return labelledAnswers([
    ...ukFlags.map((flag) => [l[flag], answers[flag] ? copy.yes : copy.no] as const),
    [l.salary, pounds(answers.salary)],
    [l.goingRate, pounds(answers.goingRate)],
    [l.option, copy.values.option[answers.option]],
  ])
}

export function ukSummary(
  answers: UkAnswers,
  result: UkResult,
  copy: UkSummaryCopy,
  link: string,
  language: Locale,
): string {
  return resultParagraph(
    copy,
    {
      verdict: copy.verdicts[result.kind],
      total: result.total,
      minimum: result.minimum,
      threshold: result.threshold.amount,
    },
    ukAnswersLine(answers, copy, language),
    link,
    language,
  )
}
