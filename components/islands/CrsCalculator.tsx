import { calendarDay } from '@shared/message-format.ts'
import { useMemo } from 'react'
import type { CrsCalculatorCopy } from '../../content/crs-calculator'
import type { RecentRoundsCopy } from '../../content/express-entry-draws'
import type { LanguageTestsCopy } from '../../content/language-tests'
import type { OccupationToolProps } from '../../content/occupation-choice'
import type { RoundAlertsCopy } from '../../content/round-alerts'
import { crsFormQuery, parseCrsForm, withScore, withTest } from '../../lib/calculators/crs/form'
import { type CrsLanguage, crsParameters } from '../../lib/calculators/crs/query'
import {
  type CrsAnswers,
  type CrsGrid,
  educationLevels,
  groupOfCategories,
  occupationGroups,
  scoreCrs,
} from '../../lib/calculators/crs/rules'
import { crsAnswersLine, crsSummary } from '../../lib/calculators/crs/summary'
import { yearsText } from '../../lib/calculators/text'
import type { RoundType } from '../../lib/draws/rounds'
import type { Locale } from '../../lib/i18n'
import { formatMessage } from '../../lib/island-messages'
import { type CanadaTables, canadaTests } from '../../lib/language-scores/clb'
import { type Ability, abilities, problemValues, testLanguage } from '../../lib/language-scores/tests'
import { chosenRow, commonOccupationIds } from '../../lib/occupations/choice'
import type { CrsOccupationAnswer } from '../../lib/occupations/tools'
import { type CalculatorIslandProps, CalculatorLayout } from '../ui/CalculatorLayout'
import { Checkbox, Group, RadioGroup, ScoreField, SelectField } from '../ui/choice-fields'
import { OccupationChoice, sayIn } from '../ui/OccupationChoice'
import { Breakdown, lineText } from '../ui/PointsBreakdown'
import { RecentRounds, type RecentRoundsData } from '../ui/RecentRounds'
import { RoundAlertsForm } from '../ui/RoundAlertsForm'
import { useQueryAnswers } from '../ui/use-query-answers'
import { WorkedOut } from '../ui/WorkedOut'

interface CrsCalculatorProps extends CalculatorIslandProps<CrsGrid, CrsCalculatorCopy> {
  rounds: RecentRoundsData
  roundsCopy: RecentRoundsCopy
  typeNames: Record<RoundType, string>
  /** IRCC's tables from test scores to CLB levels. */
  languageTables: CanadaTables
  testsCopy: LanguageTestsCopy
  occupation: OccupationToolProps<'crs', CrsOccupationAnswer>
  /** "Tell me when a round reaches my score", after the result (issue 65). */
  alertsCopy: Pick<RoundAlertsCopy, 'form' | 'notice' | 'validity'>
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const maxLevel = 12

/** The category lists the chosen occupation's NOC code is on, each with its year's most recent rounds. */
function OccupationLines({
  code,
  answer,
  typeNames,
  copy,
  language,
}: {
  code: string
  answer: CrsOccupationAnswer
  typeNames: Record<RoundType, string>
  copy: CrsCalculatorProps['occupation']['copy']['answer']
  language: Locale
}) {
  const say = sayIn(language)
  return (
    <>
      <p className="font-semibold">{say(copy.code, { code, title: answer.title, teer: answer.teer })}</p>
      {answer.categories.length === 0 && <p>{say(copy.noCategory)}</p>}
      {answer.categories.map(({ round, year }) => {
        const held = answer.rounds.filter((kept) => kept.type === round)
        return (
          <div key={`${round}-${year}`}>
            <p>{say(copy.category, { type: typeNames[round], year })}</p>
            {held.length > 0 ? (
              <ul className="list-disc pl-5">
                {held.map(({ date, lowestScore }) => (
                  <li key={date}>{say(copy.round, { date: calendarDay(date), lowest: lowestScore })}</li>
                ))}
              </ul>
            ) : (
              <p>{say(copy.noRound, { year })}</p>
            )}
          </div>
        )
      })}
    </>
  )
}

/** Canada's CRS: the answers on the left, the four sections and their subtotals beside them. */
export default function CrsCalculator({
  grid,
  copy,
  rounds,
  roundsCopy,
  typeNames,
  languageTables,
  testsCopy,
  occupation,
  alertsCopy,
  ...page
}: CrsCalculatorProps) {
  const { reading } = page
  const formGrid = useMemo(() => ({ crs: grid, tables: languageTables }), [grid, languageTables])
  const defaults = useMemo(() => parseCrsForm(new URLSearchParams(), formGrid), [formGrid])
  const { answers, bind, formRef, link, revise } = useQueryAnswers(
    defaults,
    formGrid,
    parseCrsForm,
    crsFormQuery,
  )
  const score = scoreCrs(answers, grid)
  const row = chosenRow(occupation.table, answers.job)
  const jobAnswer = row?.code ? row.answer : null
  // A chosen occupation puts the work in the group its category lists give, for the rounds.
  const counted = answers.job
    ? { ...answers, occupation: groupOfCategories(jobAnswer?.categories.map(({ round }) => round) ?? []) }
    : answers
  const l = copy.language
  const { language } = reading
  const clb = (n: number) => formatMessage(l.level, language, { n })
  // First language: below CLB 4 scores nothing, so it is one choice. Others: untested, or CLB 4 or less.
  const firstLevels = [
    { value: 0, label: l.belowFour },
    ...range(4, maxLevel).map((n) => ({ value: n, label: clb(n) })),
  ]
  const otherLevels = [
    { value: 0, label: l.untested },
    ...range(4, maxLevel).map((n) => ({ value: n, label: clb(n) })),
  ]
  const shown = (value: number, lowest: number) => (value > 0 && value < lowest ? lowest : value)
  const years = (max: number, last: string) =>
    range(0, max).map((n) => ({ value: n, label: n === max ? last : yearsText(n, reading) }))
  const educationOptions = educationLevels.map((level) => ({
    value: level,
    label: copy.education.options[level],
  }))
  const ages = range(grid.ages.min, grid.ages.max).map((age) => ({
    value: age,
    label:
      age === grid.ages.min
        ? copy.situation.ageMin
        : age === grid.ages.max
          ? copy.situation.ageMax
          : String(age),
  }))

  const testOptions = canadaTests.map((test) => ({
    value: test,
    label: test === 'clb' ? l.knowLevels : testsCopy.names[test],
  }))
  /** What a typed score gives, in the chart's own terms (NCLC for the French tests), or why it gives nothing. */
  const scoreResult = (which: CrsLanguage, ability: Ability) => {
    const { test, abilities: typed, problem: languageProblem } = answers.languages[which]
    const { typed: text, problem } = typed[ability]
    if (test === 'clb' || !text?.trim() || languageProblem) return undefined
    if (problem) {
      const values = { test: testsCopy.names[test], ...problemValues(test, ability, text) }
      return { problem: formatMessage(testsCopy.problems[problem], language, values) }
    }
    const levelText = (n: number) =>
      formatMessage(testLanguage(test) === 'fr' ? l.nclcLevel : l.level, language, { n })
    const n = answers[crsParameters[which].name(ability) as keyof CrsAnswers] as number
    const lowest = languageTables.clb[test].at(-1)?.level ?? 0
    return { level: n > 0 ? levelText(n) : formatMessage(l.below, language, { level: levelText(lowest) }) }
  }
  /** A language's test, and its four results: CLB levels to choose, or the scores to type. */
  const languageFields = (which: CrsLanguage, options: typeof firstLevels) => {
    const { test, abilities: typed, problem } = answers.languages[which]
    const { test: testName, name } = crsParameters[which]
    return (
      <>
        <SelectField
          label={testsCopy.question}
          name={testName}
          value={test}
          options={testOptions}
          onChange={(chosen) => revise((form) => withTest(form, which, chosen, formGrid))}
        />
        {problem && <p className="text-sm font-medium text-red-800">{l.sameLanguage}</p>}
        <div className="grid gap-3 sm:grid-cols-2">
          {abilities.map((ability) => {
            const parameter = name(ability) as keyof CrsAnswers
            return test === 'clb' ? (
              <SelectField
                key={parameter}
                label={testsCopy.abilities[ability]}
                options={options}
                {...bind(parameter)}
                value={shown(answers[parameter] as number, 4)}
              />
            ) : (
              <ScoreField
                key={parameter}
                label={testsCopy.abilities[ability]}
                name={parameter}
                value={typed[ability].typed ?? ''}
                onChange={(text) => revise((form) => withScore(form, which, ability, text, formGrid))}
                result={scoreResult(which, ability)}
              />
            )
          })}
        </div>
      </>
    )
  }

  const summaryCopy = {
    ...copy.enquiry,
    values: {
      yes: copy.enquiry.yes,
      no: copy.enquiry.no,
      education: copy.education.options,
      language: l.firstOptions,
      study: copy.additional.studyOptions,
      occupation: copy.work.occupationOptions,
    },
    reading,
  }
  const groupOptions = occupationGroups
    .filter((group) => group !== 'other')
    .map((group) => ({ value: group, label: copy.work.occupationOptions[group] }))

  return (
    <CalculatorLayout
      {...page}
      id="crs-points"
      copy={copy}
      formRef={formRef}
      total={score.total}
      qualifier={copy.result.outOf}
      link={link}
      summary={(shared) => crsSummary(counted, score, grid.maximum, summaryCopy, shared)}
      whatsApp={{
        values: { maximum: grid.maximum },
        details: crsAnswersLine(answers, summaryCopy),
        query: crsFormQuery(answers),
      }}
      adults={answers.spouse ? 2 : 1}
      result={
        <>
          {score.sections.map((section) => (
            <div key={section.id} className="mt-3 first:mt-0">
              <p className="font-bold">
                {lineText(copy.result.sections[section.id], section.subtotal, reading)}
              </p>
              {section.lines.length > 0 ? (
                <Breakdown
                  lines={section.lines.map((line) => ({
                    key: line.id,
                    text: lineText(copy.result.lines[line.id], line, reading),
                  }))}
                />
              ) : (
                <p className="text-sm text-slate-700">{copy.result.noSpouse}</p>
              )}
            </div>
          ))}
          <p className="mt-3 text-sm text-slate-700">{copy.result.notYetCounted}</p>
        </>
      }
      after={
        <WorkedOut className="lg:col-span-2">
          <RecentRounds
            score={score.total}
            answers={counted}
            data={rounds}
            frenchMin={grid.french.min}
            typeNames={typeNames}
            copy={roundsCopy}
            language={language}
          />
          <div className="mt-8 max-w-2xl">
            <RoundAlertsForm
              copy={alertsCopy}
              typeNames={typeNames}
              language={language}
              score={score.total}
              answers={crsFormQuery(answers).toString()}
              typesWhenChosen
            />
          </div>
        </WorkedOut>
      }
    >
      <Group legend={copy.situation.legend}>
        <SelectField label={copy.situation.age} options={ages} {...bind('age')} />
        <Checkbox label={copy.situation.spouse} hint={copy.situation.spouseHint} {...bind('spouse')} />
      </Group>
      <Group legend={copy.education.legend}>
        <SelectField label={copy.education.label} options={educationOptions} {...bind('education')} />
      </Group>
      <Group legend={l.legend} hint={l.hint}>
        {/* A test names the first official language; only CLB levels leave it to be said. */}
        {answers.languages.first.test === 'clb' && (
          <RadioGroup legend={l.first} options={l.firstOptions} {...bind('first')} />
        )}
        <Group legend={l.firstHeading}>{languageFields('first', firstLevels)}</Group>
        <Group legend={l.secondHeading} hint={l.secondHint}>
          {languageFields('second', otherLevels)}
        </Group>
      </Group>
      <Group legend={copy.work.legend}>
        <SelectField
          label={copy.work.canadian}
          options={years(5, copy.work.canadianMax)}
          {...bind('canadianWork')}
        />
        <SelectField
          label={copy.work.foreign}
          options={years(3, copy.work.foreignMax)}
          {...bind('foreignWork')}
        />
        <Checkbox label={copy.work.certificate} {...bind('certificate')} />
        <OccupationChoice
          tool={occupation}
          reading={reading}
          row={row}
          classification="NOC 2021"
          name="occupation"
          // One question: a common occupation, or as before the group of the work.
          value={answers.job ?? (answers.occupation === 'other' ? undefined : answers.occupation)}
          onChange={(chosen) =>
            revise((form) => {
              const job = commonOccupationIds.find((id) => id === chosen)
              const group = occupationGroups.find((kept) => kept === chosen) ?? 'other'
              return { ...form, job, occupation: job ? 'other' : group }
            })
          }
          others={groupOptions}
          none={copy.work.occupationOptions.other}
          hint={copy.work.occupationHint}
        >
          {(code, answer) => (
            <OccupationLines
              code={code}
              answer={answer}
              typeNames={typeNames}
              copy={occupation.copy.answer}
              language={language}
            />
          )}
        </OccupationChoice>
      </Group>
      {answers.spouse && (
        <Group legend={copy.spouse.legend}>
          <SelectField
            label={copy.spouse.education}
            options={educationOptions}
            {...bind('spouseEducation')}
          />
          <Group legend={copy.spouse.languageHeading}>{languageFields('spouse', otherLevels)}</Group>
          <SelectField
            label={copy.spouse.canadianWork}
            options={years(5, copy.work.canadianMax)}
            {...bind('spouseCanadianWork')}
          />
        </Group>
      )}
      <Group legend={copy.additional.legend}>
        <Checkbox label={copy.additional.nomination} {...bind('nomination')} />
        <Checkbox label={copy.additional.sibling} {...bind('sibling')} />
        <RadioGroup
          legend={copy.additional.study}
          options={copy.additional.studyOptions}
          {...bind('canadianStudy')}
        />
      </Group>
    </CalculatorLayout>
  )
}
