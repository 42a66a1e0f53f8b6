// The finder's result in words: the paragraph the enquiry carries (form_submissions.message) and the
// line of answers the WhatsApp handoff carries.

import { labelledAnswers, type ResultParagraphCopy, resultParagraph } from '../calculators/text'
import type { Locale } from '../languages'
import { type FinderTest, type ScoreName, scoreNames } from './english'
import type { FinderAnswers, FinderResult, Judgement, RouteId } from './finder'

export interface FinderSummaryCopy extends ResultParagraphCopy {
  // The occupation goes in the link alone: the finder shows no title for it.
  labels: Record<Exclude<keyof FinderAnswers, 'test' | 'scores' | 'occupation'>, string>
  yes: string
  no: string
  /** What each answer reads as: the form's options. */
  values: {
    education: Record<FinderAnswers['education'], string>
    english: Record<FinderAnswers['english'], string>
    test: Record<FinderTest, string>
    scores: Record<ScoreName, string>
    german: Record<FinderAnswers['german'], string>
    offer: Record<FinderAnswers['offer'], string>
    goal: Record<FinderAnswers['goal'], string>
  }
  /** Said where no route has a verdict ("none"). */
  none: string
}

/** The English as answered: the level, or the test and its scores as typed ("IELTS Academic, Reading 7, …"). */
function englishAnswer({ english, test, scores }: FinderAnswers, values: FinderSummaryCopy['values']) {
  if (test === 'level') return values.english[english]
  const typed = scoreNames.flatMap((name) => (scores[name] ? [`${values.scores[name]} ${scores[name]}`] : []))
  return [values.test[test], ...typed].join(', ')
}

/** Every answer as "label: value" pairs in one line, in the form's words. */
export function finderAnswersLine(answers: FinderAnswers, copy: FinderSummaryCopy): string {
  const l = copy.labels
  const v = copy.values
  return labelledAnswers([
    [l.age, answers.age],
    [l.education, v.education[answers.education]],
    [l.english, englishAnswer(answers, v)],
    [l.german, v.german[answers.german]],
    [l.experience, answers.experience],
    [l.offer, v.offer[answers.offer]],
    [l.goal, v.goal[answers.goal]],
    [l.funds, answers.funds ? copy.yes : copy.no],
  ])
}

/** The routes with a verdict, by name, for the visitor's goal first: "Canada: Express Entry, …". */
export function routeNames(
  result: FinderResult,
  verdict: Judgement['verdict'],
  names: Record<RouteId, string>,
  none: string,
): string {
  const found = [...result.forGoal, ...result.others].filter((j) => j.verdict === verdict)
  return found.length > 0 ? found.map((j) => names[j.route]).join(', ') : none
}

export function finderSummary(
  answers: FinderAnswers,
  result: FinderResult,
  copy: FinderSummaryCopy,
  names: Record<RouteId, string>,
  link: string,
  language: Locale,
): string {
  return resultParagraph(
    copy,
    {
      eligible: routeNames(result, 'eligible', names, copy.none),
      check: routeNames(result, 'check', names, copy.none),
    },
    finderAnswersLine(answers, copy),
    link,
    language,
  )
}
