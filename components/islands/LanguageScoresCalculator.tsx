import type { LanguageScoresCopy } from '../../content/language-scores'
import type { LanguageTestsCopy } from '../../content/language-tests'
import type { Locale } from '../../lib/i18n'
import { formatMessage } from '../../lib/island-messages'
import type { Check } from '../../lib/language-scores/destinations'
import type { LanguageTables } from '../../lib/language-scores/tables'
import { type Ability, overallTests, problemValues, testLanguage } from '../../lib/language-scores/tests'
import {
  type CanadaWorth,
  parseScoreQuery,
  readScores,
  type ScoreAnswers,
  scorePageTests,
  scoreParameters,
  scoreQuery,
  scoresWorth,
  type Worth,
  type WorthGrids,
} from '../../lib/language-scores/worth'
import { resultMessage } from '../../lib/whatsapp'
import { ScoreField, SelectField } from '../ui/choice-fields'
import { ResultHandoff } from '../ui/ResultHandoff'
import { useQueryAnswers } from '../ui/use-query-answers'
import { WorkedOut } from '../ui/WorkedOut'

interface LanguageScoresCalculatorProps {
  tables: LanguageTables
  grids: WorthGrids
  copy: LanguageScoresCopy
  testsCopy: LanguageTestsCopy
  language: Locale
  contactPath: string
  /** The firm's WhatsApp number, digits only. */
  whatsapp: string
  /** The page's own absolute address: the shared link before the page has read its address. */
  pageUrl: string
  /** Said after a link that opens a new tab. */
  newTab: string
}

/** A test report's order: listening, reading, writing, speaking. */
const reportOrder = ['l', 'r', 'w', 's'] as const
const defaults = parseScoreQuery(new URLSearchParams())

/** A destination's answer: its heading, what the scores give, and what would lift them. */
function Destination({
  heading,
  said,
  details,
  needs,
}: {
  heading: string
  said: string
  /** What each ability gives, listed under the sentence. */
  details?: readonly string[]
  needs?: readonly string[]
}) {
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h4 className="font-bold text-slate-900">{heading}</h4>
      {details && (
        <ul className="mt-1 text-sm text-slate-800">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
      <p className="mt-1 text-slate-800">{said}</p>
      {needs && needs.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
          {needs.map((need) => (
            <li key={need}>{need}</li>
          ))}
        </ul>
      )}
    </li>
  )
}

/** One test report, what it is worth at each destination, and the way to a consultant with it. */
export default function LanguageScoresCalculator({
  tables,
  grids,
  copy,
  testsCopy,
  language,
  contactPath,
  whatsapp,
  pageUrl,
  newTab,
}: LanguageScoresCalculatorProps) {
  const { answers, formRef, link, revise } = useQueryAnswers(defaults, tables, parseScoreQuery, scoreQuery)
  const { test, scores } = answers
  const results = copy.results
  const testName = testsCopy.names[test]
  const change = (next: Partial<ScoreAnswers>) =>
    revise((form) => parseScoreQuery(scoreQuery({ ...form, ...next })))
  const typedAs = (ability: Ability | 'overall', typed: string) =>
    change({ scores: { ...scores, [ability]: { typed } } })
  const problemOf = (ability: Ability | 'overall') => {
    const { typed, problem } = scores[ability]
    if (!problem || !typed) return undefined
    const values = problemValues(test, ability === 'overall' ? 'r' : ability, typed)
    return { problem: formatMessage(testsCopy.problems[problem], language, { test: testName, ...values }) }
  }
  const needs = (needed: Partial<Record<Ability | 'overall', number>>) =>
    (['overall', ...reportOrder] as const)
      .filter((ability) => needed[ability] !== undefined)
      .map((ability) =>
        formatMessage(results.needs, language, {
          ability: ability === 'overall' ? results.overall : testsCopy.abilities[ability],
          score: needed[ability] ?? 0,
        }),
      )
  const checked = (check: Check, said: Partial<Record<Check['outcome'], string>>, fallback: string) => ({
    said: said[check.outcome] ?? fallback,
    needs: check.outcome === 'short' ? needs(check.needed) : undefined,
  })

  /** CLB per ability and the CRS points they give, with the score that lifts each to the next level. */
  const canadaSaid = (canada: CanadaWorth) => {
    if ('outcome' in canada) return { said: results.canada.notAccepted }
    const level = (n: number) =>
      formatMessage(testLanguage(test) === 'fr' ? results.canada.nclc : results.canada.clb, language, { n })
    const lines = reportOrder.map((a) =>
      formatMessage(results.canada.level, language, {
        ability: testsCopy.abilities[a],
        level: canada.levels[a] > 0 ? level(canada.levels[a]) : results.canada.none,
      }),
    )
    const steps = reportOrder.flatMap((a) => {
      const step = canada.next[a]
      const values = {
        ability: testsCopy.abilities[a],
        score: step?.score ?? 0,
        level: level(step?.level ?? 0),
      }
      return step ? [formatMessage(results.canada.nextLevel, language, values)] : []
    })
    return {
      details: lines,
      said: formatMessage(results.canada.points, language, canada.points),
      needs: steps.length > 0 ? [results.next, ...steps] : undefined,
    }
  }

  const read = readScores(answers)
  const worth: Worth | undefined = read && scoresWorth(tables, grids, test, read)
  const typed = Object.fromEntries(reportOrder.map((a) => [a, scores[a].typed?.trim() || '–']))
  const summary = formatMessage(copy.enquiry.summary, language, { test: testName, ...typed })

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:items-start">
      <form
        ref={formRef}
        className="space-y-4 rounded-xl border border-slate-200 p-4 sm:p-5"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label={testsCopy.question}
          name="test"
          value={test}
          options={scorePageTests.map((option) => ({ value: option, label: testsCopy.names[option] }))}
          onChange={(chosen) => change({ test: chosen })}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          {reportOrder.map((ability) => (
            <ScoreField
              key={ability}
              label={testsCopy.abilities[ability]}
              name={scoreParameters[ability]}
              value={scores[ability].typed ?? ''}
              onChange={(text) => typedAs(ability, text)}
              result={problemOf(ability)}
            />
          ))}
        </div>
        {overallTests.includes(test) && (
          <ScoreField
            label={copy.overall}
            name="overall"
            value={scores.overall.typed ?? ''}
            onChange={(text) => typedAs('overall', text)}
            result={problemOf('overall')}
          />
        )}
      </form>
      <section aria-labelledby="worth-heading" aria-live="polite">
        <h3 id="worth-heading" className="text-xl font-bold text-slate-900">
          {results.heading}
        </h3>
        <WorkedOut pending={copy.pending} className="mt-3">
          {worth ? (
            <ul className="space-y-3">
              <Destination heading={results.canada.heading} {...canadaSaid(worth.canada)} />
              <Destination
                heading={results.australia.heading}
                {...('outcome' in worth.australia
                  ? { said: results.australia.notAccepted }
                  : {
                      said: worth.australia.level
                        ? formatMessage(results.australia.level, language, {
                            level: results.australia.levels[worth.australia.level],
                            points: worth.australia.points,
                          })
                        : results.australia.notEnough,
                      needs: worth.australia.next && [
                        formatMessage(results.australia.next, language, {
                          level: results.australia.levels[worth.australia.next.level],
                        }),
                        ...needs(worth.australia.next.needed),
                      ],
                    })}
              />
              <Destination
                heading={results.uk.heading}
                {...checked(
                  worth.uk,
                  { met: results.uk.met, short: results.uk.short, 'not-accepted': results.uk.notAccepted },
                  results.uk.notCovered,
                )}
              />
              <Destination
                heading={results.nz.heading}
                {...checked(
                  worth.nz,
                  { met: results.nz.met, short: results.nz.short, 'needs-overall': results.nz.needsOverall },
                  results.nz.notCovered,
                )}
              />
              <Destination
                heading={results.germany.heading}
                {...checked(
                  worth.germany,
                  { met: results.germany.met, short: results.germany.short },
                  results.germany.notCovered,
                )}
              />
            </ul>
          ) : (
            <p className="text-slate-800">{copy.typeAll}</p>
          )}
        </WorkedOut>
        <ResultHandoff
          contactPath={contactPath}
          enquiry={copy.enquiry}
          message={link ? `${summary} ${copy.enquiry.linkLead} ${link}` : ''}
          whatsApp={{
            number: whatsapp,
            label: copy.whatsApp.label,
            text: resultMessage({
              lead: formatMessage(copy.whatsApp.lead, language, { test: testName }),
              details: summary,
              link: link || `${pageUrl}?${scoreQuery(answers)}`,
            }),
          }}
          newTab={newTab}
          ground="light"
          button="cta"
          space="mt-5"
        />
      </section>
    </div>
  )
}
