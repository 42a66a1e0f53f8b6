import type { CrsCalculatorCopy } from '../../content/crs-calculator'
import type { RecentRoundsCopy } from '../../content/express-entry-draws'
import type { RoundType } from '../../lib/draws/rounds'
import { formatMessage } from '../../lib/island-messages'
import {
  abilities,
  type CrsAnswers,
  type CrsGrid,
  crsDefaults,
  crsQuery,
  educationLevels,
  occupationGroups,
  parseCrsQuery,
  scoreCrs,
} from '../../lib/points/crs'
import { crsAnswersLine, crsSummary } from '../../lib/points/crs-summary'
import { yearsText } from '../../lib/points/text'
import { resultMessage, whatsAppHref } from '../../lib/whatsapp'
import { Checkbox, Group, RadioGroup, SelectField } from '../ui/choice-fields'
import {
  Breakdown,
  type CalculatorIslandProps,
  lineText,
  PointsResult,
  RunningTotal,
} from '../ui/PointsResult'
import { RecentRounds, type RecentRoundsData } from '../ui/RecentRounds'
import { useQueryAnswers } from '../ui/use-query-answers'

interface CrsCalculatorProps extends CalculatorIslandProps<CrsGrid, CrsCalculatorCopy> {
  rounds: RecentRoundsData
  roundsCopy: RecentRoundsCopy
  typeNames: Record<RoundType, string>
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const maxLevel = 12

/** Canada's CRS: the answers on the left, the four sections and their subtotals beside them. */
export default function CrsCalculator({
  grid,
  copy,
  reading,
  provenance,
  contactPath,
  rounds,
  roundsCopy,
  typeNames,
  whatsapp,
  pageUrl,
}: CrsCalculatorProps) {
  const { answers, bind, formRef, link } = useQueryAnswers(crsDefaults, grid, parseCrsQuery, crsQuery)
  const score = scoreCrs(answers, grid)
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

  const levelFields = (prefix: '' | 's', suffix: '' | '2', options: typeof firstLevels, lowest: number) =>
    abilities.map((ability) => {
      const name = `${prefix}${ability}${suffix}` as keyof CrsAnswers
      return (
        <SelectField
          key={name}
          label={l.abilities[ability]}
          options={options}
          {...bind(name)}
          value={shown(answers[name] as number, lowest)}
        />
      )
    })

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
  const message = link ? crsSummary(answers, score, grid.maximum, summaryCopy, link) : ''
  const whatsAppText = resultMessage({
    lead: formatMessage(copy.whatsApp.lead, language, { total: score.total, maximum: grid.maximum }),
    details: crsAnswersLine(answers, summaryCopy),
    link: link || `${pageUrl}?${crsQuery(answers)}`,
  })
  const occupationOptions = occupationGroups.map((group) => ({
    value: group,
    label: copy.work.occupationOptions[group],
  }))

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <form
        ref={formRef}
        // A field reached by Tab scrolls clear of the running total as well as the header.
        className="space-y-5 [&_:is(input,select)]:scroll-mt-16"
        onSubmit={(event) => event.preventDefault()}
      >
        <RunningTotal
          label={copy.runningTotal}
          total={score.total}
          qualifier={copy.result.outOf}
          language={language}
        />
        <Group legend={copy.situation.legend}>
          <SelectField label={copy.situation.age} options={ages} {...bind('age')} />
          <Checkbox label={copy.situation.spouse} hint={copy.situation.spouseHint} {...bind('spouse')} />
        </Group>
        <Group legend={copy.education.legend}>
          <SelectField label={copy.education.label} options={educationOptions} {...bind('education')} />
        </Group>
        <Group legend={l.legend} hint={l.hint}>
          <RadioGroup legend={l.first} options={l.firstOptions} {...bind('first')} />
          <Group legend={l.firstHeading}>
            <div className="grid gap-3 sm:grid-cols-2">{levelFields('', '', firstLevels, 4)}</div>
          </Group>
          <Group legend={l.secondHeading} hint={l.secondHint}>
            <div className="grid gap-3 sm:grid-cols-2">{levelFields('', '2', otherLevels, 4)}</div>
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
          <SelectField
            label={copy.work.occupation}
            hint={copy.work.occupationHint}
            options={occupationOptions}
            {...bind('occupation')}
          />
        </Group>
        {answers.spouse && (
          <Group legend={copy.spouse.legend}>
            <SelectField
              label={copy.spouse.education}
              options={educationOptions}
              {...bind('spouseEducation')}
            />
            <Group legend={copy.spouse.languageHeading}>
              <div className="grid gap-3 sm:grid-cols-2">{levelFields('s', '', otherLevels, 4)}</div>
            </Group>
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
      </form>
      <div className="lg:sticky lg:top-4">
        <PointsResult
          id="crs-points"
          heading={copy.result.heading}
          total={score.total}
          qualifier={copy.result.outOf}
          grid={provenance}
          copy={reading}
          estimate={copy.result.estimate}
          enquiry={{ ...copy.enquiry, message }}
          contactPath={contactPath}
          whatsApp={{ label: copy.whatsApp.label, href: whatsAppHref(whatsapp, whatsAppText) }}
        >
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
        </PointsResult>
      </div>
      <div className="lg:col-span-2">
        <RecentRounds
          score={score.total}
          answers={answers}
          data={rounds}
          frenchMin={grid.french.min}
          typeNames={typeNames}
          copy={roundsCopy}
          language={language}
        />
      </div>
    </div>
  )
}
