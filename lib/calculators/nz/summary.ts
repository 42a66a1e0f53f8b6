// The Skilled Migrant result in words: the paragraph the enquiry carries (form_submissions.message) and
// the line of answers the WhatsApp handoff carries.
import { formatValue } from '../../facts/format'
import type { Locale } from '../../i18n'
import { labelledAnswers, type ResultParagraphCopy, resultParagraph } from '../text'
import { type NzAnswers, type NzResult, nzFlags } from './rules'

export interface NzSummaryCopy extends ResultParagraphCopy {
  verdicts: Record<NzResult['kind'], string>
  labels: Record<
    | 'age'
    | 'registration'
    | 'qualification'
    | 'hourlyRate'
    | 'jobLevel'
    | 'nzWork'
    | (typeof nzFlags)[number],
    string
  >
  yes: string
  no: string
  notGiven: string
  values: {
    registration: Record<NzAnswers['registration'], string>
    qualification: Record<NzAnswers['qualification'], string>
    jobLevel: Record<NzAnswers['jobLevel'], string>
  }
}

/** Every answer as "label: value" pairs in one line, in the form's words. */
export function nzAnswersLine(answers: NzAnswers, copy: NzSummaryCopy, language: Locale): string {
  const l = copy.labels
  return labelledAnswers([
    [l.age, answers.age],
    [l.registration, copy.values.registration[answers.registration]],
    [l.qualification, copy.values.qualification[answers.qualification]],
    [
      l.hourlyRate,
      answers.hourlyRate === undefined ? copy.notGiven : formatValue(answers.hourlyRate, 'NZD', language),
    ],
    [l.jobLevel, copy.values.jobLevel[answers.jobLevel]],
    [l.nzWork, answers.nzWork],
    ...nzFlags.map((flag) => [l[flag], answers[flag] ? copy.yes : copy.no] as const),
  ])
}

export function nzSummary(
  answers: NzAnswers,
  result: NzResult,
  copy: NzSummaryCopy,
  link: string,
  language: Locale,
): string {
  return resultParagraph(
    copy,
    { verdict: copy.verdicts[result.kind], total: result.total, minimum: result.minimum },
    nzAnswersLine(answers, copy, language),
    link,
    language,
  )
}
