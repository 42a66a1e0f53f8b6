import { useMemo } from 'react'
import type { AustraliaCalculatorCopy } from '../../content/australia-points'
import type { EnglishScoresCopy } from '../../content/language-tests'
import type { OccupationToolProps } from '../../content/occupation-choice'
import { australiaForm } from '../../lib/calculators/australia/form'
import {
  type AustraliaGrid,
  type AustraliaScore,
  australiaFlags,
  maxEmploymentYears,
  scoreAustralia,
} from '../../lib/calculators/australia/rules'
import { australiaAnswersLine, australiaSummary } from '../../lib/calculators/australia/summary'
import { yearsText } from '../../lib/calculators/text'
import type { Locale } from '../../lib/i18n'
import { formatMessage } from '../../lib/island-messages'
import type { AustraliaTables } from '../../lib/language-scores/australia'
import { formatList } from '../../lib/locale'
import { chosenRow } from '../../lib/occupations/choice'
import type { AustraliaOccupationAnswer } from '../../lib/occupations/tools'
import { type CalculatorIslandProps, CalculatorLayout } from '../ui/CalculatorLayout'
import { Checkbox, Group, RadioGroup, SelectField } from '../ui/choice-fields'
import { type AnswerWords, OccupationChoice } from '../ui/OccupationChoice'
import { Breakdown, lineText } from '../ui/PointsBreakdown'
import { ScoresReached, TestScores, useEnglishAnswers } from '../ui/TestScores'

interface AustraliaPointsCalculatorProps
  extends CalculatorIslandProps<AustraliaGrid, AustraliaCalculatorCopy> {
  /** LIN 25/016's scores for Competent, Proficient and Superior. */
  englishTables: AustraliaTables
  testsCopy: EnglishScoresCopy
  occupation: OccupationToolProps<'australia', AustraliaOccupationAnswer>
}

function verdict(score: AustraliaScore, copy: AustraliaCalculatorCopy['result'], language: Locale): string {
  const { passMark, margin } = score
  if (margin > 0) return formatMessage(copy.meets, language, { passMark, margin })
  if (margin === 0) return formatMessage(copy.exactly, language, { passMark })
  return formatMessage(copy.below, language, { passMark, shortfall: -margin })
}

/** What the lists kept say of the chosen occupation's ANZSCO code: the visas it can use, who assesses it. */
function occupationLines(
  code: string,
  answer: AustraliaOccupationAnswer,
  { copy, say, language }: AnswerWords<AustraliaPointsCalculatorProps['occupation']['copy']['answer']>,
) {
  const lists = formatList(answer.lists, language)
  if (answer.lists.length === 0)
    return (
      <>
        <p className="font-semibold">{say(copy.code, { code, title: answer.title })}</p>
        <p>{say(copy.notListed)}</p>
      </>
    )
  return (
    <>
      <p className="font-semibold">{say(copy.code, { code, title: answer.title })}</p>
      <p>
        {answer.visas.length > 0
          ? say(copy.visas, { lists, visas: formatList(answer.visas, language) })
          : say(copy.noVisa, { lists })}
      </p>
      <p>{answer.authority ? say(copy.authority, { assessor: answer.authority }) : say(copy.noAuthority)}</p>
    </>
  )
}

/** Australia's skilled points test: the answers on the left, the points line by line beside them. */
export default function AustraliaPointsCalculator({
  grid,
  copy,
  englishTables,
  testsCopy,
  occupation,
  ...page
}: AustraliaPointsCalculatorProps) {
  const { reading } = page
  // The form a link without answers gives: the page's first state.
  const defaults = useMemo(
    () => australiaForm.parse(new URLSearchParams(), { points: grid, tables: englishTables }),
    [grid, englishTables],
  )
  const { answers, bind, formRef, link, english } = useEnglishAnswers(
    australiaForm,
    defaults,
    grid,
    englishTables,
  )
  const score = scoreAustralia(answers, grid)
  const row = chosenRow(occupation.table, answers.occupation)
  const labels = copy.result.lines
  const { language } = reading
  const years = Array.from({ length: maxEmploymentYears + 1 }, (_, n) => ({
    value: n,
    label: yearsText(n, reading),
  }))
  const ages = Array.from({ length: grid.maxAge - grid.minAge + 1 }, (_, i) => grid.minAge + i).map(
    (age) => ({
      value: age,
      label: age === grid.maxAge ? copy.age.overMax : String(age),
    }),
  )
  const said = verdict(score, copy.result, language)
  const summaryCopy = { ...copy.enquiry, flagLabels: labels, verdict: said, reading }
  const qualifier = copy.result.forVisa[answers.visa]
  const lines = score.lines.map((line) => ({
    key: line.id,
    text: lineText(labels[line.id], line, reading),
    ...(line.id === 'employment'
      ? { parts: score.employmentParts.map((part) => lineText(labels[part.id], part, reading)) }
      : {}),
  }))
  const e = copy.english
  const { reached } = answers
  const belowCompetent = reached !== undefined && reached.level === null
  const notes = [
    ...(belowCompetent ? [e.notEnough] : []),
    ...(score.ageEligible ? [] : [copy.result.ageIneligible]),
    ...(score.regionalStudyNeedsAusStudy ? [copy.result.regionalStudyNeedsAusStudy] : []),
  ]

  return (
    <CalculatorLayout
      {...page}
      id="australia-points"
      copy={copy}
      formRef={formRef}
      total={score.total}
      qualifier={qualifier}
      link={link}
      summary={(shared) => australiaSummary(answers, score, summaryCopy, shared)}
      whatsApp={{
        values: { visa: answers.visa },
        details: australiaAnswersLine(answers, summaryCopy),
        query: australiaForm.query(answers),
      }}
      result={
        <>
          <p className="font-semibold">{said}</p>
          {notes.map((note) => (
            <p key={note} className="mt-1 text-sm font-medium text-red-800">
              {note}
            </p>
          ))}
          <div className="mt-3">
            <Breakdown lines={lines} />
          </div>
        </>
      }
    >
      <RadioGroup legend={copy.visa.legend} options={copy.visa.options} {...bind('visa')} />
      <OccupationChoice
        tool={occupation}
        reading={reading}
        row={row}
        classification="ANZSCO"
        {...bind('occupation')}
      >
        {occupationLines}
      </OccupationChoice>
      <SelectField label={copy.age.label} options={ages} {...bind('age')} />
      <TestScores
        copy={testsCopy}
        language={language}
        {...english}
        reaches={(field) => {
          // The level each component reaches on its own.
          const level = field === 'overall' ? undefined : reached?.components[field]
          return reached && (level ? e.levels[level] : e.belowCompetent)
        }}
        level={<RadioGroup legend={e.levelLegend} options={e.options} {...bind('english')} />}
      >
        {reached && (
          <ScoresReached
            reached={
              reached.level
                ? formatMessage(e.reached, language, { level: e.levels[reached.level] })
                : e.notEnough
            }
            heading={reached.next && formatMessage(e.next, language, { level: e.levels[reached.next.level] })}
            needed={reached.next?.needed}
            copy={testsCopy}
            language={language}
          />
        )}
      </TestScores>
      <Group legend={copy.employment.legend} hint={copy.employment.hint}>
        <SelectField label={copy.employment.overseas} options={years} {...bind('overseas')} />
        <SelectField label={copy.employment.australian} options={years} {...bind('australian')} />
      </Group>
      <RadioGroup
        legend={copy.qualification.legend}
        options={copy.qualification.options}
        {...bind('qualification')}
      />
      <Group legend={copy.flags.legend}>
        {australiaFlags.map((flag) => (
          <Checkbox key={flag} label={copy.flags.options[flag]} {...bind(flag)} />
        ))}
      </Group>
      <RadioGroup legend={copy.partner.legend} options={copy.partner.options} {...bind('partner')} />
    </CalculatorLayout>
  )
}
