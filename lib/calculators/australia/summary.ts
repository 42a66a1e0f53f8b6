// The paragraph the Australian calculator puts in the enquiry: the score, the verdict and every
// answer, then the link that reopens the result. The consultant reads it in form_submissions.message.

import { formatMessage, type MessageText } from '../../island-messages'
import { type YearsInSentence, yearsInSentence } from '../text'
import type { AustraliaAnswers, AustraliaScore } from './rules'
import { australiaFlags } from './rules'

export interface AustraliaSummaryCopy {
  /** {total} and {visa}. */
  summary: MessageText
  answers: {
    /** {age}. */
    age: MessageText
    english: Record<AustraliaAnswers['english'], string>
    /** {overseas} and {australian}. */
    employment: MessageText
    qualification: Record<AustraliaAnswers['qualification'], string>
    partner: Record<AustraliaAnswers['partner'], string>
    flags: string
  }
  linkLead: string
  flagLabels: Record<(typeof australiaFlags)[number], string>
  verdict: string
  reading: YearsInSentence
}

/** Every answer in one line, in the form's words. */
export function australiaAnswersLine(answers: AustraliaAnswers, copy: AustraliaSummaryCopy): string {
  const a = copy.answers
  const flags = australiaFlags.filter((flag) => answers[flag]).map((flag) => copy.flagLabels[flag])
  const { language } = copy.reading
  return [
    formatMessage(a.age, language, { age: answers.age }),
    a.english[answers.english],
    formatMessage(a.employment, language, {
      overseas: yearsInSentence(answers.overseas, copy.reading),
      australian: yearsInSentence(answers.australian, copy.reading),
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
    formatMessage(copy.summary, copy.reading.language, { total: score.total, visa: answers.visa }),
    copy.verdict,
    `${australiaAnswersLine(answers, copy)}.`,
    `${copy.linkLead} ${link}`,
  ].join(' ')
}
