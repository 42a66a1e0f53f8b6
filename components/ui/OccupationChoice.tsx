// The occupation question of a calculator or the visa finder: the common occupations in a select
// (the link's `occupation`), the way to search them all, and under it what the tool read for the one
// chosen, each line from the tool's own list, with the list's date and the honest limit of a match.
import { calendarDay } from '@shared/message-format.ts'
import type { ReactNode } from 'react'
import type { OccupationChoiceCopy } from '../../content/occupation-choice'
import type { Locale } from '../../lib/i18n'
import { formatMessage } from '../../lib/island-messages'
import { type CommonOccupationId, commonOccupationIds } from '../../lib/occupations/choice'
import type { OccupationRow } from '../../lib/occupations/tools'
import { SelectField } from './choice-fields'
import { WorkedOut } from './WorkedOut'

interface OccupationChoiceProps<Other extends string> {
  copy: OccupationChoiceCopy
  language: Locale
  /** The answer's control, as the form's `bind('occupation')` gives it. */
  name: string
  value: CommonOccupationId | NoInfer<Other> | undefined
  onChange: (value: CommonOccupationId | NoInfer<Other> | undefined) => void
  /** Where the tool asked for the occupation before (the CRS calculator's groups): after the common ones. */
  others?: readonly { value: Other; label: string }[]
  /** The first option's words and the question's hint, where the tool's own say it. */
  none?: string
  hint?: string
  /** Said over the notes while a link's answers wait (components/ui/WorkedOut.tsx). */
  pending: string
  /** The chosen occupation's row in the tool's list; undefined while none is chosen. */
  row: OccupationRow<unknown> | null | undefined
  /** The list the notes read, and its date. */
  list: { name: string; asOf: string }
  /** The classification the tool's codes are in, as the notes name it ("SOC 2020"). */
  classification: string
  /** What the tool read for the occupation's code, a line each (the row's answer, or why none). */
  children: ReactNode
}

export function OccupationChoice<Other extends string = never>({
  copy,
  language,
  name,
  value,
  onChange,
  others = [],
  none,
  hint,
  pending,
  row,
  list,
  classification,
  children,
}: OccupationChoiceProps<Other>) {
  const say = (
    text: Parameters<typeof formatMessage>[0],
    values: Record<string, string | number | Date> = {},
  ) => formatMessage(text, language, values)
  const options: { value: CommonOccupationId | Other | ''; label: string }[] = [
    { value: '', label: none ?? say(copy.none) },
    ...commonOccupationIds.map((id) => ({ value: id, label: say(copy.titles[id]) })),
    ...others,
  ]
  return (
    <div>
      <SelectField
        label={say(copy.label)}
        hint={hint ?? say(copy.hint)}
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
            children
          )}
          <p className="text-slate-600">{say(copy.suggestion)}</p>
          <p className="text-slate-600">
            {say(copy.asOf, { list: list.name, date: calendarDay(list.asOf) })}
          </p>
        </WorkedOut>
      )}
    </div>
  )
}
