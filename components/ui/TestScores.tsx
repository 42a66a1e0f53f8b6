// A calculator's English when it takes test scores: which test was taken (or "I know my level", which
// shows the page's own question), the scores as the report prints them, each with what it reaches
// beside it or why it cannot be read under it (what was typed stays), then what the scores reached.
import { type ReactNode, useMemo } from 'react'
import type { EnglishScoresCopy } from '../../content/language-tests'
import type { Locale } from '../../lib/i18n'
import { formatMessage } from '../../lib/island-messages'
import {
  type EnglishForm,
  type EnglishFormOf,
  type ScoreField,
  scoreFields,
  type TypedScore,
} from '../../lib/language-scores/english-form'
import { problemValues, type TestId } from '../../lib/language-scores/tests'
import { Group, ScoreField as ScoreInput, SelectField } from './choice-fields'
import { useQueryAnswers } from './use-query-answers'

type TakenTest = Exclude<TestId, 'clb'>

/**
 * A calculator's answers kept in its link (useQueryAnswers), its English read by its route's form,
 * and the props by which TestScores shows and changes that English.
 */
export function useEnglishAnswers<A extends object, P, Tables, T extends TakenTest, R>(
  form: EnglishFormOf<A, { points: P; tables: Tables }, T, R>,
  defaults: EnglishForm<A, T, R>,
  points: P,
  tables: Tables,
) {
  const grid = useMemo(() => ({ points, tables }), [points, tables])
  const kept = useQueryAnswers(defaults, grid, form.parse, form.query)
  const { answers, revise } = kept
  const english = {
    tests: form.tests,
    test: answers.test,
    scores: answers.scores,
    overall: form.readsOverall(answers.test),
    onTest: (test: T | 'level') => revise((current) => form.withTest(current, test, grid)),
    onScore: (field: ScoreField, typed: string) =>
      revise((current) => form.withScore(current, field, typed, grid)),
  }
  return { ...kept, english }
}

interface TestScoresProps<T extends TakenTest> {
  copy: EnglishScoresCopy
  language: Locale
  tests: readonly (T | 'level')[]
  /** A test this page names its own way (IELTS for UKVI). */
  names?: Partial<Record<T, string>>
  test: T | 'level'
  scores: Record<ScoreField, TypedScore>
  /** Whether the route reads this test's overall score. */
  overall: boolean
  onTest: (test: T | 'level') => void
  onScore: (field: ScoreField, typed: string) => void
  /** What a score reaches on its own, shown beside it. */
  reaches?: (field: ScoreField) => string | undefined
  /** The page's own question, while the visitor gives the level they know. */
  level: ReactNode
  /** What the scores reached, once they are read. */
  children?: ReactNode
}

export function TestScores<T extends TakenTest>({
  copy,
  language,
  tests,
  names,
  test,
  scores,
  overall,
  onTest,
  onScore,
  reaches,
  level,
  children,
}: TestScoresProps<T>) {
  const name = (option: T | 'level') =>
    option === 'level'
      ? copy.level
      : (names?.[option] ?? (option === 'ielts' ? copy.ieltsEither : copy.names[option]))
  const labels = { ...copy.abilities, overall: copy.overall }
  const result = (field: ScoreField) => {
    const { typed, problem } = scores[field]
    if (test === 'level' || !typed?.trim()) return undefined
    if (problem) {
      // An overall score is on the abilities' scale.
      const values = problemValues(test, field === 'overall' ? 'r' : field, typed)
      return { problem: formatMessage(copy.problems[problem], language, { test: name(test), ...values }) }
    }
    const reached = reaches?.(field)
    return reached === undefined ? undefined : { level: reached }
  }
  return (
    <Group legend={copy.legend}>
      <SelectField
        label={copy.question}
        name="test"
        value={test}
        options={tests.map((option) => ({ value: option, label: name(option) }))}
        onChange={onTest}
      />
      {test === 'level' ? (
        level
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            {scoreFields
              .filter((field) => field !== 'overall' || overall)
              .map((field) => (
                <ScoreInput
                  key={field}
                  label={labels[field]}
                  name={field}
                  value={scores[field].typed ?? ''}
                  onChange={(typed) => onScore(field, typed)}
                  result={result(field)}
                />
              ))}
          </div>
          {children && (
            <div aria-live="polite" className="text-sm text-slate-800">
              {children}
            </div>
          )}
        </>
      )}
    </Group>
  )
}

/** What the scores reached, and under it the score each ability (or the overall) still needs for `heading`. */
export function ScoresReached({
  reached,
  heading,
  needed,
  copy,
  language,
}: {
  reached: string
  heading?: string
  needed?: Partial<Record<ScoreField, number>>
  copy: EnglishScoresCopy
  language: Locale
}) {
  const labels = { ...copy.abilities, overall: copy.overall }
  return (
    <>
      <p className="font-semibold">{reached}</p>
      {heading && needed && (
        <>
          <p className="mt-1">{heading}</p>
          <ul className="list-disc pl-5">
            {scoreFields
              .filter((field) => needed[field] !== undefined)
              .map((field) => (
                <li key={field}>
                  {formatMessage(copy.needs, language, { ability: labels[field], score: needed[field] ?? 0 })}
                </li>
              ))}
          </ul>
        </>
      )}
    </>
  )
}
