import { calendarDay } from '@shared/message-format.ts'
import type { UkOccupationRow } from '../../content/facts/occupations/types'
import type { EnglishScoresCopy } from '../../content/language-tests'
import type { OccupationToolProps } from '../../content/occupation-choice'
import type { UkCalculatorCopy } from '../../content/uk-skilled-worker'
import { parseAmount } from '../../lib/calculators/breakdown'
import { ukForm } from '../../lib/calculators/uk/form'
import {
  scoreUk,
  type UkGrid,
  type UkResult,
  ukDefaults,
  ukFlags,
  withOccupationRate,
} from '../../lib/calculators/uk/rules'
import { ukAnswersLine, ukSummary } from '../../lib/calculators/uk/summary'
import type { Locale } from '../../lib/i18n'
import { formatMessage } from '../../lib/island-messages'
import type { LanguageTables } from '../../lib/language-scores/tables'
import { chosenRow } from '../../lib/occupations/choice'
import { type CalculatorIslandProps, CalculatorLayout } from '../ui/CalculatorLayout'
import { AmountField, Checkbox, Group, RadioGroup } from '../ui/choice-fields'
import { OccupationChoice, sayIn } from '../ui/OccupationChoice'
import { VerdictDetails } from '../ui/PointsBreakdown'
import { ScoresReached, TestScores, useEnglishAnswers } from '../ui/TestScores'

interface UkSkilledWorkerCalculatorProps extends CalculatorIslandProps<UkGrid, UkCalculatorCopy> {
  /** The IELTS for UKVI band for the level, in each ability. */
  englishTables: Pick<LanguageTables, 'uk'>
  testsCopy: EnglishScoresCopy
  occupation: OccupationToolProps<'uk', UkOccupationRow>
}

const defaults = ukForm.withLevel(ukDefaults)

/** The salary to reach, which part of the rule set it, and by how much the salary clears or misses it. */
function thresholdLines(result: UkResult, copy: UkCalculatorCopy['result'], language: Locale): string[] {
  const { threshold, margin } = result
  const lines = [
    formatMessage(
      copy.threshold[threshold.goingRateShare === undefined ? 'no-going-rate' : threshold.decidedBy],
      language,
      {
        amount: threshold.amount,
        floor: threshold.floor,
        percent: threshold.percent,
        rulesFrom: copy.rulesFrom,
      },
    ),
  ]
  if (margin !== undefined)
    lines.push(formatMessage(margin >= 0 ? copy.clears : copy.misses, language, { amount: Math.abs(margin) }))
  return lines
}

/** What the appendix says of the chosen occupation's SOC code, a line each. */
function OccupationLines({
  row,
  typedRate,
  copy,
  language,
}: {
  row: UkOccupationRow
  typedRate: number | undefined
  copy: UkSkilledWorkerCalculatorProps['occupation']['copy']
  language: Locale
}) {
  const say = sayIn(language)
  const words = copy.answer
  const rate =
    row.goingRate === null
      ? row.eligibility === 'ineligible'
        ? null
        : say(words.payScale)
      : say(typedRate === undefined ? words.goingRate : words.ownRate, { amount: row.goingRate })
  return (
    <>
      <p className="font-semibold">{say(words.code, { code: row.soc, title: row.title })}</p>
      <p>{say(words.eligibility[row.eligibility])}</p>
      {row.shortageLists.map((place) => (
        <p key={place.list}>
          {say(words.shortage[place.list], { issuedBefore: calendarDay(place.until) })}
          {place.only && <> {say(words.shortageOnly, { only: place.only })}</>}
        </p>
      ))}
      {rate && <p data-occupation-rate="">{rate}</p>}
    </>
  )
}

/** The UK's Skilled Worker points: the answers on the left, the points and the salary test beside them. */
export default function UkSkilledWorkerCalculator({
  grid,
  copy,
  englishTables,
  testsCopy,
  occupation,
  ...page
}: UkSkilledWorkerCalculatorProps) {
  const { reading } = page
  const { language } = reading
  const { answers, bind, formRef, link, english } = useEnglishAnswers(ukForm, defaults, grid, englishTables)
  const row = chosenRow(occupation.table, answers.occupation)
  const appendixRow = row?.code ? row.answer : null
  // The visitor's typed going rate wins; the link keeps only what they typed.
  const counted = withOccupationRate(answers, appendixRow?.goingRate)
  const result = scoreUk(counted, grid)
  const r = copy.result
  const summaryCopy = { ...copy.enquiry, values: { option: copy.option.options } }
  const qualifier = formatMessage(r.outOf, language, { minimum: grid.minimum })
  const { reached } = answers

  return (
    <CalculatorLayout
      {...page}
      id="uk-points"
      copy={copy}
      formRef={formRef}
      total={result.total}
      qualifier={qualifier}
      link={link}
      summary={(shared) => ukSummary(counted, result, summaryCopy, shared, language)}
      whatsApp={{
        values: {
          verdict: copy.enquiry.verdicts[result.kind],
          minimum: result.minimum,
        },
        details: ukAnswersLine(counted, summaryCopy, language),
        query: ukForm.query(answers),
      }}
      result={
        <VerdictDetails
          kind={result.kind}
          verdict={formatMessage(r.verdicts[result.kind], language, {
            total: result.total,
            minimum: result.minimum,
          })}
          missing={result.missing.map((item) => r.missing[item])}
          notes={thresholdLines(result, r, language)}
          lines={result.lines}
          labels={r.lines}
          reading={reading}
        />
      }
    >
      <Group legend={copy.flags.legend}>
        {ukFlags
          .filter((flag) => flag !== 'english')
          .map((flag) => (
            <Checkbox key={flag} label={copy.flags.options[flag]} {...bind(flag)} />
          ))}
      </Group>
      <TestScores
        copy={testsCopy}
        language={language}
        {...english}
        names={{ ielts: copy.english.ielts }}
        level={<Checkbox label={copy.flags.options.english} {...bind('english')} />}
      >
        {reached && (
          <ScoresReached
            reached={reached.outcome === 'met' ? copy.english.met : copy.english.short}
            heading={copy.english.next}
            needed={reached.outcome === 'short' ? reached.needed : undefined}
            copy={testsCopy}
            language={language}
          />
        )}
      </TestScores>
      <OccupationChoice
        tool={occupation}
        reading={reading}
        row={row}
        classification="SOC 2020"
        {...bind('occupation')}
      >
        {(_code, found) => (
          <OccupationLines
            row={found}
            typedRate={answers.goingRate}
            copy={occupation.copy}
            language={language}
          />
        )}
      </OccupationChoice>
      <AmountField
        label={copy.salary.label}
        hint={copy.salary.hint}
        parse={parseAmount}
        error={copy.amountError}
        {...bind('salary')}
      />
      <AmountField
        label={copy.goingRate.label}
        hint={copy.goingRate.hint}
        parse={parseAmount}
        error={copy.amountError}
        {...bind('goingRate')}
      />
      <RadioGroup
        legend={copy.option.legend}
        hint={copy.option.hint}
        options={copy.option.options}
        {...bind('option')}
      />
    </CalculatorLayout>
  )
}
