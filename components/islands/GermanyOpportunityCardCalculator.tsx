import type { GermanyCalculatorCopy } from '../../content/germany-opportunity-card'
import type { EnglishScoresCopy } from '../../content/language-tests'
import type { OccupationToolProps } from '../../content/occupation-choice'
import { germanyForm } from '../../lib/calculators/germany/form'
import {
  englishLevels,
  experienceLevels,
  type GermanyGrid,
  type GermanyResult,
  germanLevels,
  germanyAges,
  germanyDefaults,
  germanyFlags,
  scoreGermany,
} from '../../lib/calculators/germany/rules'
import { germanyAnswersLine, germanySummary } from '../../lib/calculators/germany/summary'
import { missingText } from '../../lib/calculators/text'
import type { Locale } from '../../lib/i18n'
import { formatMessage } from '../../lib/island-messages'
import type { LanguageTables } from '../../lib/language-scores/tables'
import { chosenRow } from '../../lib/occupations/choice'
import type { GermanyOccupationAnswer } from '../../lib/occupations/tools'
import { type CalculatorIslandProps, CalculatorLayout } from '../ui/CalculatorLayout'
import { Checkbox, Group, RadioGroup, SelectField } from '../ui/choice-fields'
import { type AnswerWords, OccupationChoice } from '../ui/OccupationChoice'
import { VerdictDetails } from '../ui/PointsBreakdown'
import { ScoresReached, TestScores, useEnglishAnswers } from '../ui/TestScores'

interface GermanyOpportunityCardCalculatorProps
  extends CalculatorIslandProps<GermanyGrid, GermanyCalculatorCopy> {
  /** The IELTS overall bands and TOEFL iBT totals of CEFR B2 and C1. */
  englishTables: Pick<LanguageTables, 'germany'>
  testsCopy: EnglishScoresCopy
  occupation: OccupationToolProps<'germany', GermanyOccupationAnswer>
}

const defaults = germanyForm.withLevel(germanyDefaults)

/** The verdict in a sentence: eligible without points, with N points, or not yet. */
function verdict(result: GermanyResult, copy: GermanyCalculatorCopy['result'], language: Locale): string {
  if (result.kind === 'without-points') return copy.withoutPoints
  if (result.kind === 'with-points')
    return formatMessage(copy.withPoints, language, { total: result.total, minimum: result.minimum })
  return copy.notEligible
}

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((key) => ({ value: key, label: labels[key] }))

/** The EU Blue Card threshold the chosen occupation's ISCO-08 code takes, and what is not stated of it. */
function occupationLines(
  code: string,
  answer: GermanyOccupationAnswer,
  { copy, say }: AnswerWords<GermanyOpportunityCardCalculatorProps['occupation']['copy']['answer']>,
) {
  return (
    <>
      <p className="font-semibold">
        {answer.shortageGroup
          ? say(copy.shortage, { code, group: answer.shortageGroup, amount: answer.salary })
          : say(copy.standard, { code, amount: answer.salary })}
      </p>
      <p>{say(copy.regulated)}</p>
    </>
  )
}

/** Germany's Opportunity Card: the answers on the left, the verdict and the points beside them. */
export default function GermanyOpportunityCardCalculator({
  grid,
  copy,
  englishTables,
  testsCopy,
  occupation,
  ...page
}: GermanyOpportunityCardCalculatorProps) {
  const { reading } = page
  const { language } = reading
  const { answers, bind, formRef, link, english } = useEnglishAnswers(
    germanyForm,
    defaults,
    grid,
    englishTables,
  )
  const result = scoreGermany(answers, grid)
  const row = chosenRow(occupation.table, answers.occupation)
  const r = copy.result
  const summaryCopy = {
    ...copy.enquiry,
    values: {
      qualification: copy.qualification.options,
      german: copy.german.options,
      english: copy.english.options,
      experience: copy.experience.options,
    },
  }
  const qualifier = formatMessage(r.outOf, language, { minimum: grid.minimum })
  const ages = Array.from(
    { length: germanyAges.max - germanyAges.min + 1 },
    (_, i) => germanyAges.min + i,
  ).map((age) => ({
    value: age,
    label: age === germanyAges.min ? copy.age.min : age === germanyAges.max ? copy.age.max : String(age),
  }))
  const missing = missingText(result, r.missing, language)
  const { reached } = answers

  return (
    <CalculatorLayout
      {...page}
      id="germany-points"
      copy={copy}
      formRef={formRef}
      total={result.total}
      qualifier={qualifier}
      link={link}
      summary={(shared) => germanySummary(answers, result, summaryCopy, shared, language)}
      whatsApp={{
        values: {
          verdict: copy.enquiry.verdicts[result.kind],
          minimum: result.minimum,
        },
        details: germanyAnswersLine(answers, summaryCopy),
        query: germanyForm.query(answers),
      }}
      result={
        <VerdictDetails
          kind={result.kind}
          verdict={verdict(result, r, language)}
          missing={missing}
          notes={result.kind === 'without-points' ? [r.pointsNote] : []}
          lines={result.lines}
          labels={r.lines}
          reading={reading}
        />
      }
    >
      <RadioGroup
        legend={copy.qualification.legend}
        hint={copy.qualification.hint}
        options={copy.qualification.options}
        {...bind('qualification')}
      />
      <SelectField
        label={copy.german.label}
        options={options(germanLevels, copy.german.options)}
        {...bind('german')}
      />
      <TestScores
        copy={testsCopy}
        language={language}
        {...english}
        level={
          <SelectField
            label={copy.english.label}
            options={options(englishLevels, copy.english.options)}
            {...bind('english')}
          />
        }
      >
        {reached && (
          <ScoresReached
            reached={copy.english.reached[reached.level]}
            heading={reached.next && copy.english.next[reached.next.level]}
            needed={reached.next && { overall: reached.next.overall }}
            copy={testsCopy}
            language={language}
          />
        )}
      </TestScores>
      <SelectField
        label={copy.experience.label}
        hint={copy.experience.hint}
        options={options(experienceLevels, copy.experience.options)}
        {...bind('experience')}
      />
      <SelectField label={copy.age.label} options={ages} {...bind('age')} />
      <OccupationChoice
        tool={occupation}
        reading={reading}
        row={row}
        classification="ISCO-08"
        {...bind('occupation')}
      >
        {occupationLines}
      </OccupationChoice>
      <Group legend={copy.flags.legend}>
        {germanyFlags.map((flag) => (
          <Checkbox key={flag} label={copy.flags.options[flag]} {...bind(flag)} />
        ))}
      </Group>
    </CalculatorLayout>
  )
}
