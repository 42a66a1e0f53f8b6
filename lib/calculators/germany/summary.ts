// The Opportunity Card result in words: the paragraph the enquiry carries (form_submissions.message)
// and the line of answers the WhatsApp handoff carries.
import type { Locale } from '../../i18n'
import { labelledAnswers, type ResultParagraphCopy, resultParagraph } from '../text'
import { type GermanyAnswers, type GermanyResult, germanyFlags } from './rules'

export interface GermanySummaryCopy extends ResultParagraphCopy {
  verdicts: Record<GermanyResult['kind'], string>
  labels: Record<
    'qualification' | 'german' | 'english' | 'experience' | 'age' | (typeof germanyFlags)[number],
    string
  >
  yes: string
  no: string
  values: {
    qualification: Record<GermanyAnswers['qualification'], string>
    german: Record<GermanyAnswers['german'], string>
    english: Record<GermanyAnswers['english'], string>
    experience: Record<GermanyAnswers['experience'], string>
  }
}

/** Every answer as "label: value" pairs in one line, in the form's words. */
export function germanyAnswersLine(answers: GermanyAnswers, copy: GermanySummaryCopy): string {
  const l = copy.labels
  const v = copy.values
  return labelledAnswers([
    [l.qualification, v.qualification[answers.qualification]],
    [l.german, v.german[answers.german]],
    [l.english, v.english[answers.english]],
    [l.experience, v.experience[answers.experience]],
    [l.age, answers.age],
    ...germanyFlags.map((flag) => [l[flag], answers[flag] ? copy.yes : copy.no] as const),
  ])
}

export function germanySummary(
  answers: GermanyAnswers,
  result: GermanyResult,
  copy: GermanySummaryCopy,
  link: string,
  language: Locale,
): string {
  return resultParagraph(
    copy,
    { verdict: copy.verdicts[result.kind], total: result.total, minimum: result.minimum },
    germanyAnswersLine(answers, copy),
    link,
    language,
  )
}
