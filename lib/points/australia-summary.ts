// The paragraph the Australian calculator puts in the enquiry: the score, the verdict and every
// answer, then the link that reopens the result. The consultant reads it in form_submissions.message.

import { fill } from '../locale'
import type { AustraliaAnswers, AustraliaScore } from './australia'
import { australiaFlags } from './australia'
import { lowerFirst, type YearsCopy, yearsText } from './text'

export interface AustraliaSummaryCopy {
  summary: string
  answers: {
    age: string
    english: Record<AustraliaAnswers['english'], string>
    employment: string
    qualification: Record<AustraliaAnswers['qualification'], string>
    partner: Record<AustraliaAnswers['partner'], string>
    flags: string
  }
  linkLead: string
  flagLabels: Record<(typeof australiaFlags)[number], string>
  verdict: string
  years: YearsCopy
}

/** Every answer in one line, in the form's words. */
export function australiaAnswersLine(answers: AustraliaAnswers, copy: AustraliaSummaryCopy): string {
  const a = copy.answers
  const flags = australiaFlags.filter((flag) => answers[flag]).map((flag) => copy.flagLabels[flag])
  return [
    fill(a.age, { age: answers.age }),
    a.english[answers.english],
    fill(a.employment, {
      overseas: lowerFirst(yearsText(answers.overseas, copy.years)),
      australian: lowerFirst(yearsText(answers.australian, copy.years)),
    }),
    a.qualification[answers.qualification],
    a.partner[answers.partner],
    ...(flags.length ? [`${a.flags} ${flags.join(', ')}`] : []),
  ].join('; ')
}

export function australiaSummary(
  answers: AustraliaAnswers,
  score: AustraliaScore,
  copy: AustraliaSummaryCopy,
  link: string,
) {
  return [
    fill(copy.summary, { total: score.total, visa: answers.visa }),
    copy.verdict,
    `${australiaAnswersLine(answers, copy)}.`,
    `${copy.linkLead} ${link}`,
  ].join(' ')
}
