import type { EnglishScoresCopy } from '../../content/language-tests'
import type { NzCalculatorCopy } from '../../content/nz-skilled-migrant'
import type { OccupationToolProps } from '../../content/occupation-choice'
import { parseAmount } from '../../lib/calculators/breakdown'
import { nzForm } from '../../lib/calculators/nz/form'
import {
  jobLevels,
  maxNzWork,
  type NzGrid,
  nzAges,
  nzDefaults,
  nzFlags,
  nzQualifications,
  registrationTiers,
  scoreNz,
} from '../../lib/calculators/nz/rules'
import { nzAnswersLine, nzSummary } from '../../lib/calculators/nz/summary'
import { missingText, yearsText } from '../../lib/calculators/text'
import { formatMessage } from '../../lib/island-messages'
import type { LanguageTables } from '../../lib/language-scores/tables'
import { chosenRow } from '../../lib/occupations/choice'
import type { NzOccupationAnswer } from '../../lib/occupations/tools'
import { type CalculatorIslandProps, CalculatorLayout } from '../ui/CalculatorLayout'
import { AmountField, Checkbox, Group, SelectField } from '../ui/choice-fields'
import { type AnswerWords, OccupationChoice } from '../ui/OccupationChoice'
import { VerdictDetails } from '../ui/PointsBreakdown'
import { ScoresReached, TestScores, useEnglishAnswers } from '../ui/TestScores'

interface NzSkilledMigrantCalculatorProps extends CalculatorIslandProps<NzGrid, NzCalculatorCopy> {
  /** The overall scores INZ asks of a principal applicant. */
  englishTables: Pick<LanguageTables, 'nz'>
  testsCopy: EnglishScoresCopy
  occupation: OccupationToolProps<'nz', NzOccupationAnswer>
}

const defaults = nzForm.withLevel(nzDefaults)

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((key) => ({ value: key, label: labels[key] }))

/** The Green List's row of the chosen occupation's ANZSCO code: its tier and conditions. */
function occupationLines(
  code: string,
  answer: NzOccupationAnswer,
  { copy, say }: AnswerWords<NzSkilledMigrantCalculatorProps['occupation']['copy']['answer']>,
) {
  return (
    <>
      <p className="font-semibold">{say(copy.code, { code, title: answer.title })}</p>
      <p>{say(copy.tier, { tier: answer.tier })}</p>
      {answer.conditions && <p>{say(copy.conditions, { conditions: answer.conditions })}</p>}
    </>
  )
}

/** New Zealand's Skilled Migrant Category: the answers on the left, the points and the verdict beside them. */
export default function NzSkilledMigrantCalculator({
  grid,
  copy,
  englishTables,
  testsCopy,
  occupation,
  ...page
}: NzSkilledMigrantCalculatorProps) {
  const { reading } = page
  const { language } = reading
  const { answers, bind, formRef, link, english } = useEnglishAnswers(nzForm, defaults, grid, englishTables)
  const result = scoreNz(answers, grid)
  const row = chosenRow(occupation.table, answers.occupation)
  const r = copy.result
  const summaryCopy = {
    ...copy.enquiry,
    values: {
      registration: copy.registration.options,
      qualification: copy.qualification.options,
      jobLevel: copy.jobLevel.options,
    },
  }
  const qualifier = formatMessage(r.outOf, language, { minimum: grid.minimum })
  const { reached } = answers
  const e = copy.english
  const ages = Array.from({ length: nzAges.max - nzAges.min + 1 }, (_, i) => nzAges.min + i).map((age) => ({
    value: age,
    label: age === nzAges.min ? copy.age.min : age === nzAges.max ? copy.age.max : String(age),
  }))
  const years = Array.from({ length: maxNzWork + 1 }, (_, n) => ({
    value: n,
    label: n === maxNzWork ? formatMessage(copy.nzWork.max, language, { n }) : yearsText(n, reading),
  }))

  return (
    <CalculatorLayout
      {...page}
      id="nz-points"
      copy={copy}
      formRef={formRef}
      total={result.total}
      qualifier={qualifier}
      link={link}
      summary={(shared) => nzSummary(answers, result, summaryCopy, shared, language)}
      whatsApp={{
        values: {
          verdict: copy.enquiry.verdicts[result.kind],
          minimum: result.minimum,
        },
        details: nzAnswersLine(answers, summaryCopy, language),
        query: nzForm.query(answers),
      }}
      result={
        <VerdictDetails
          kind={result.kind}
          verdict={
            result.kind === 'eligible'
              ? formatMessage(r.eligible, language, { total: result.total, minimum: result.minimum })
              : r.notEligible
          }
          missing={missingText(result, r.missing, language)}
          notes={[r.counted[result.counted ?? 'none']]}
          lines={result.lines}
          labels={r.lines}
          reading={reading}
        />
      }
    >
      <SelectField label={copy.age.label} options={ages} {...bind('age')} />
      <SelectField
        label={copy.registration.label}
        hint={copy.registration.hint}
        options={options(registrationTiers, copy.registration.options)}
        {...bind('registration')}
      />
      <SelectField
        label={copy.qualification.label}
        hint={copy.qualification.hint}
        options={options(nzQualifications, copy.qualification.options)}
        {...bind('qualification')}
      />
      <AmountField
        label={copy.hourlyRate.label}
        hint={copy.hourlyRate.hint}
        parse={parseAmount}
        error={copy.amountError}
        {...bind('hourlyRate')}
      />
      <SelectField
        label={copy.jobLevel.label}
        hint={copy.jobLevel.hint}
        options={options(jobLevels, copy.jobLevel.options)}
        {...bind('jobLevel')}
      />
      <OccupationChoice
        tool={occupation}
        reading={reading}
        row={row}
        classification="ANZSCO"
        {...bind('occupation')}
      >
        {occupationLines}
      </OccupationChoice>
      <SelectField label={copy.nzWork.label} hint={copy.nzWork.hint} options={years} {...bind('nzWork')} />
      <Group legend={copy.flags.legend}>
        {nzFlags
          .filter((flag) => flag !== 'english')
          .map((flag) => (
            <Checkbox key={flag} label={copy.flags.options[flag]} {...bind(flag)} />
          ))}
      </Group>
      <TestScores
        copy={testsCopy}
        language={language}
        {...english}
        level={<Checkbox label={copy.flags.options.english} {...bind('english')} />}
      >
        {reached && (
          <ScoresReached
            reached={
              reached.outcome === 'needs-overall'
                ? e.needsOverall
                : reached.outcome === 'met'
                  ? e.met
                  : e.short
            }
            heading={e.next}
            needed={reached.outcome === 'short' ? reached.needed : undefined}
            copy={testsCopy}
            language={language}
          />
        )}
      </TestScores>
    </CalculatorLayout>
  )
}
