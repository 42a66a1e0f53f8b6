// The occupation question of a calculator or the visa finder: the common occupations in a select
// (the link's `occupation`), the way to search them all, and under it what the tool read for the one
// chosen, each line from the tool's own list, with the list's date and the honest limit of a match.
import { calendarDay } from '@shared/message-format.ts'
import type { ReactNode } from 'react'
import type { OccupationChoiceCopy } from '../../content/occupation-choice'
import type { PointsReadingCopy } from '../../content/points'
import type { Locale } from '../../lib/i18n'
import { formatMessage, type MessageText } from '../../lib/island-messages'
import { type CommonOccupationId, commonOccupationIds } from '../../lib/occupations/choice'
import type { OccupationRow } from '../../lib/occupations/tools'
import { SelectField } from './choice-fields'
import { WorkedOut } from './WorkedOut'

/** A line of a tool's answer in the page's language, its values filled in. */
export const sayIn =
  (language: Locale) =>
  (text: MessageText, values: Record<string, string | number | Date> = {}) =>
    formatMessage(text, language, values)

/** What a tool's lines for the chosen occupation are given beside its code and answer: the tool's words. */
export interface AnswerWords<Copy> {
  copy: Copy
  say: ReturnType<typeof sayIn>
  language: Locale
}

interface OccupationChoiceProps<Other extends string, Answer, AnswerCopy> {
  /** The tool's question (content/occupation-tools.ts): its words, its own list's name and date. */
  tool: { copy: OccupationChoiceCopy & { answer: AnswerCopy }; asOf: string }
  reading: Pick<PointsReadingCopy, 'language' | 'pending'>
  /** The answer's control, as the form's `bind('occupation')` gives it. */
  name: string
  value: CommonOccupationId | NoInfer<Other> | undefined
  onChange: (value: CommonOccupationId | NoInfer<Other> | undefined) => void
  /** Where the tool asked for the occupation before (the CRS calculator's groups): after the common ones. */
  others?: readonly { value: Other; label: string }[]
  /** The first option's words and the question's hint, where the tool's own say it. */
  none?: string
  hint?: string
  /** The chosen occupation's row in the tool's list; undefined while none is chosen. */
  row: OccupationRow<Answer> | null | undefined
  /** The classification the tool's codes are in, as the notes name it ("SOC 2020"). */
  classification: string
  /**
   * What the tool read for the occupation's code in its list, a line each; where the list lacks the
   * code, its `none` words say so, or the question's.
   */
  children: (code: string, answer: Answer, words: AnswerWords<AnswerCopy>) => ReactNode
}

export function OccupationChoice<
  Answer,
  Other extends string = never,
  AnswerCopy extends { list: MessageText; none?: MessageText } = { list: MessageText; none?: MessageText },
>({
  tool: { copy, asOf },
  reading: { language, pending },
  name,
  value,
  onChange,
  others = [],
  none,
  hint,
  row,
  classification,
  children,
}: OccupationChoiceProps<Other, Answer, AnswerCopy>) {
  const say = sayIn(language)
  const answered = (code: string, answer: Answer | null) =>
    answer !== null ? (
      children(code, answer, { copy: copy.answer, say, language })
    ) : (
      <p>{copy.answer.none ? say(copy.answer.none) : say(copy.notKept, { classification, code })}</p>
    )
  return (
    <div>
      <OccupationSelect
        copy={copy}
        language={language}
        name={name}
        value={value}
        onChange={onChange}
        others={others}
        none={none}
        hint={hint ?? say(copy.hint)}
      />
      {row && (
        <WorkedOut
          pending={pending}
          className="mt-3 space-y-1 rounded-lg bg-slate-50 p-3 text-sm text-slate-800"
        >
          {row.code === null ? (
            <p>
              {row.alternatives.length > 0
                ? say(copy.noCode, { classification, codes: row.alternatives.join(', ') })
                : say(copy.noSingleCode, { classification })}
            </p>
          ) : (
            answered(row.code, row.answer)
          )}
          <p className="text-slate-600">{say(copy.suggestion)}</p>
          <p className="text-slate-600">
            {say(copy.asOf, { list: say(copy.answer.list), date: calendarDay(asOf) })}
          </p>
        </WorkedOut>
      )}
    </div>
  )
}

type SelectCopy = Pick<OccupationChoiceCopy, 'label' | 'none' | 'titles' | 'notListed'>

/** The question itself: the common occupations (and a tool's own others) in a select, and the way to search them all. */
export function OccupationSelect<Other extends string = never>({
  copy,
  language,
  name,
  value,
  onChange,
  others = [],
  none,
  hint,
}: Pick<OccupationChoiceProps<Other, never, never>, 'name' | 'value' | 'onChange' | 'others' | 'none'> & {
  copy: SelectCopy
  language: Locale
  hint: string
}) {
  const say = sayIn(language)
  const options: { value: CommonOccupationId | Other | ''; label: string }[] = [
    { value: '', label: none ?? say(copy.none) },
    ...commonOccupationIds.map((id) => ({ value: id, label: say(copy.titles[id]) })),
    ...others,
  ]
  return (
    <>
      <SelectField
        label={say(copy.label)}
        hint={hint}
        name={name}
        value={value ?? ''}
        options={options}
        onChange={(chosen) => onChange(chosen === '' ? undefined : chosen)}
      />
      <a
        href={copy.notListed.href}
        className="mt-1 inline-block text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {say(copy.notListed.label)}
      </a>
    </>
  )
}
