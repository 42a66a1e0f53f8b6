// The paragraph the CRS calculator puts in the enquiry: the score by section and every answer, then
// the link that reopens the result. The consultant reads it in form_submissions.message.

import { formatMessage, type MessageText } from '../../island-messages'
import { type YearsInSentence, yearsInSentence } from '../text'
import type { CrsAnswers, CrsScore } from './rules'
import { abilities } from './rules'

export interface CrsSummaryCopy {
  /** {total}, {maximum}, {sections}. */
  summary: MessageText
  /** {answers}. */
  answers: MessageText
  linkLead: string
  sections: Record<CrsScore['sections'][number]['id'], string>
  /** "{label}: {value}" pairs, in the form's words. */
  labels: {
    age: string
    spouse: string
    education: string
    first: string
    second: string
    canadianWork: string
    foreignWork: string
    certificate: string
    nomination: string
    study: string
    sibling: string
    spouseEducation: string
    spouseLanguage: string
    spouseCanadianWork: string
    occupation: string
  }
  values: {
    yes: string
    no: string
    education: Record<CrsAnswers['education'], string>
    language: Record<CrsAnswers['first'], string>
    study: Record<CrsAnswers['canadianStudy'], string>
    occupation: Record<CrsAnswers['occupation'], string>
  }
  reading: YearsInSentence
}

const levels = (answers: CrsAnswers, prefix: '' | 's', suffix: '' | '2') =>
  abilities.map((ability) => answers[`${prefix}${ability}${suffix}` as keyof CrsAnswers]).join('/')

/** Every answer as "label: value" pairs in one line, in the form's words. */
export function crsAnswersLine(answers: CrsAnswers, copy: CrsSummaryCopy): string {
  const l = copy.labels
  const v = copy.values
  const yes = (flag: boolean) => (flag ? v.yes : v.no)
  const second = answers.first === 'en' ? 'fr' : 'en'
  const pairs: [string, string | number][] = [
    [l.age, answers.age],
    [l.spouse, yes(answers.spouse)],
    [l.education, v.education[answers.education]],
    [l.first, `${v.language[answers.first]} ${levels(answers, '', '')}`],
    ...(abilities.some((ability) => answers[`${ability}2`] > 0)
      ? ([[l.second, `${v.language[second]} ${levels(answers, '', '2')}`]] as [string, string][])
      : []),
    [l.canadianWork, yearsInSentence(answers.canadianWork, copy.reading)],
    [l.foreignWork, yearsInSentence(answers.foreignWork, copy.reading)],
    [l.certificate, yes(answers.certificate)],
    ...(answers.spouse
      ? ([
          [l.spouseEducation, v.education[answers.spouseEducation]],
          [l.spouseLanguage, levels(answers, 's', '')],
          [l.spouseCanadianWork, yearsInSentence(answers.spouseCanadianWork, copy.reading)],
        ] as [string, string][])
      : []),
    [l.nomination, yes(answers.nomination)],
    [l.study, v.study[answers.canadianStudy]],
    [l.sibling, yes(answers.sibling)],
    ...(answers.occupation !== 'other'
      ? ([[l.occupation, v.occupation[answers.occupation]]] as [string, string][])
      : []),
  ]
  return pairs.map(([label, value]) => `${label}: ${value}`).join('; ')
}

export function crsSummary(
  answers: CrsAnswers,
  score: CrsScore,
  maximum: number,
  copy: CrsSummaryCopy,
  link: string,
) {
  const sections = score.sections
    .map((section) => `${copy.sections[section.id]} ${section.subtotal.points}`)
    .join(', ')
  const { language } = copy.reading
  return [
    formatMessage(copy.summary, language, { total: score.total, maximum, sections }),
    formatMessage(copy.answers, language, { answers: crsAnswersLine(answers, copy) }),
    `${copy.linkLead} ${link}`,
  ].join(' ')
}
