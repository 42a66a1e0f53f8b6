// The language tests' names, and what a page says of a score it cannot read: shared by every page
// that takes the scores a test report prints (the CRS and Australian calculators).
import type { MessageText } from '../lib/island-messages'
import {
  type Ability,
  abilities,
  type ScoreProblem,
  scoreProblems,
  type TestId,
  testIds,
} from '../lib/language-scores/tests'
import { type Messages, messageText } from '../lib/messages'
import { byId } from './points'

/** A test a visitor took; `clb` (levels known already) is each page's own choice. */
type TakenTest = Exclude<TestId, 'clb'>

export interface LanguageTestsCopy {
  /** "Which test did you take?" */
  question: string
  abilities: Record<Ability, string>
  names: Record<TakenTest, string>
  /** {test}, and the scale's {min}, {max}, {below} and {above}. */
  problems: Record<ScoreProblem, MessageText>
}

export function languageTests(m: Messages): LanguageTestsCopy {
  const taken = testIds.filter((test): test is TakenTest => test !== 'clb')
  return {
    question: m('languageTests.question'),
    abilities: byId(abilities, (ability) => m(`languageTests.abilities.${ability}`)),
    names: byId(taken, (test) => m(`languageTests.names.${test}`)),
    problems: Object.fromEntries(
      scoreProblems.map((problem) => [problem, messageText(m, `languageTests.problems.${problem}`)]),
    ) as Record<ScoreProblem, MessageText>,
  }
}
