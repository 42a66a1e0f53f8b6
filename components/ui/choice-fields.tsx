// The calculators' controls: every answer is a choice (a select, radios or a checkbox), each with
// its label, so nobody types a number the grid already lists. Each is named as its answer's query
// parameter, and a checked box reads "1", as in the query (components/ui/use-query-answers.ts).
import { type ReactNode, useId } from 'react'

interface SelectFieldProps<V extends string | number> {
  label: string
  name: string
  value: V
  options: readonly { value: V; label: string }[]
  onChange: (value: V) => void
  hint?: string
}

export function SelectField<V extends string | number>({
  label,
  name,
  value,
  options,
  onChange,
  hint,
}: SelectFieldProps<V>) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <select
        id={id}
        name={name}
        className="field-control"
        value={String(value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value)
          if (chosen) onChange(chosen.value)
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

interface RadioGroupProps<V extends string> {
  legend: string
  name: string
  value: V
  options: Record<V, string>
  onChange: (value: V) => void
  hint?: string
}

export function RadioGroup<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  hint,
}: RadioGroupProps<V>) {
  const id = useId()
  return (
    <Group legend={legend} hint={hint}>
      {(Object.keys(options) as V[]).map((option) => (
        <label
          key={option}
          htmlFor={`${id}-${option}`}
          className="flex items-start gap-3 py-1.5 text-slate-800"
        >
          <input
            id={`${id}-${option}`}
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="size-6 shrink-0 accent-brand-700"
          />
          <span>{options[option]}</span>
        </label>
      ))}
    </Group>
  )
}

export function Checkbox({
  label,
  name,
  value,
  onChange,
  hint,
}: {
  label: string
  name: string
  value: boolean
  onChange: (checked: boolean) => void
  hint?: string
}) {
  const id = useId()
  return (
    <div className="py-1.5">
      <label htmlFor={id} className="flex items-start gap-3 text-slate-800">
        <input
          id={id}
          type="checkbox"
          name={name}
          value="1"
          checked={value}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="size-6 shrink-0 accent-brand-700"
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className="ml-7 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  )
}

/** A fieldset with its legend: one question, or a group of related ones. */
export function Group({ legend, children, hint }: { legend: string; children: ReactNode; hint?: string }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-base font-bold text-slate-900">{legend}</legend>
      {hint && <p className="mb-2 text-sm text-slate-600">{hint}</p>}
      <div className="space-y-3">{children}</div>
    </fieldset>
  )
}
