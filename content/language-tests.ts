// The language tests' names, and what a page says of a score it cannot read: shared by every page
// that takes the scores a test report prints (the CRS, Australian, UK, New Zealand and German calculators).
import type { MessageText } from '../lib/island-messages'
import {
  type Ability,
  abilities,
  type ScoreProblem,
  scoreProblems,
  type TestId,
  testIds,
} from '../lib/language-scores/tests'
import { type Messages, messageText, words } from '../lib/messages'
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

/** The words of a calculator's English question when it takes a level or a test's scores (components/ui/TestScores.tsx). */
export interface EnglishScoresCopy extends LanguageTestsCopy {
  /** "Your English". */
  legend: string
  /** "I know my level": the calculator's own question, as it asked it before it took scores. */
  level: string
  /** IELTS where a route takes Academic and General Training alike. */
  ieltsEither: string
  overall: string
  /** {ability} (or the overall score) and the {score} it needs for the next step. */
  needs: MessageText
}

/** The words that need no value of the visitor's; the island fills in the others. */
const testWords = (m: Messages) => words(m, 'languageTests', {}, ['problems', 'needs'])

export function languageTests(m: Messages): LanguageTestsCopy {
  const said = testWords(m)
  const taken = testIds.filter((test): test is TakenTest => test !== 'clb')
  return {
    question: said.question,
    abilities: byId(abilities, (ability) => said.abilities[ability]),
    names: byId(taken, (test) => said.names[test]),
    problems: Object.fromEntries(
      scoreProblems.map((problem) => [problem, messageText(m, `languageTests.problems.${problem}`)]),
    ) as Record<ScoreProblem, MessageText>,
  }
}

export function englishScores(m: Messages): EnglishScoresCopy {
  const { legend, level, ieltsEither, overall } = testWords(m)
  return {
    ...languageTests(m),
    legend,
    level,
    ieltsEither,
    overall,
    needs: messageText(m, 'languageTests.needs'),
  }
}
