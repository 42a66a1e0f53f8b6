// The calculators' controls: every answer the grid lists is a choice (a select, radios or a checkbox),
// each with its label, so nobody types a number the grid already lists; only an amount no grid can list
// (a salary) is typed. Each is named as its answer's query parameter, and a checked box reads "1", as
// in the query (components/ui/use-query-answers.ts).
import { type ReactNode, useId, useState } from 'react'

interface SelectFieldProps<V extends string | number> {
  label: string
  name: string
  value: V
  options: readonly { value: V; label: string }[]
  onChange: (value: V) => void
  hint?: string
}

/** A field's label, and its hint as `${id}-hint` for the control's aria-describedby. */
function FieldLabel({ id, label, hint }: { id: string; label: string; hint?: string }) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
    </>
  )
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
      <FieldLabel id={id} label={label} hint={hint} />
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

interface AmountFieldProps {
  label: string
  name: string
  /** The amount the answers hold: undefined while the field is empty or not an amount. */
  value: number | undefined
  onChange: (value: number | undefined) => void
  /** Reads what the visitor typed; undefined when it is not an amount. */
  parse: (text: string) => number | undefined
  /** Shown while the field holds something `parse` refuses; what was typed stays. */
  error: string
  hint?: string
}

/** A typed amount (a salary): kept as typed, read by `parse`, with the error beside it when it fails. */
export function AmountField({ label, name, value, onChange, parse, error, hint }: AmountFieldProps) {
  const id = useId()
  // What the visitor typed, and the amount it read as: when the answers change under the field (the
  // page restoring them from its address), the field shows the new amount instead.
  const [typed, setTyped] = useState({ text: value === undefined ? '' : String(value), value })
  const text = typed.value === value ? typed.text : value === undefined ? '' : String(value)
  const invalid = text.trim() !== '' && parse(text) === undefined
  const describedBy = [hint && `${id}-hint`, `${id}-error`].filter(Boolean).join(' ')
  return (
    <div>
      <FieldLabel id={id} label={label} hint={hint} />
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="field-control"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const amount = parse(event.target.value)
          setTyped({ text: event.target.value, value: amount })
          onChange(amount)
        }}
      />
      <p id={`${id}-error`} aria-live="polite" className="text-sm font-medium text-red-800">
        {invalid ? error : ''}
      </p>
    </div>
  )
}

interface ScoreFieldProps {
  label: string
  name: string
  /** The score as typed, kept whatever it is. */
  value: string
  onChange: (typed: string) => void
  /** What the score gives ("CLB 9"), shown beside the field; or why it cannot be read, under it. */
  result: { level: string } | { problem: string } | undefined
}

/** A score as a test report prints it, typed, with what it is worth beside it as the visitor types. */
export function ScoreField({ label, name, value, onChange, result }: ScoreFieldProps) {
  const id = useId()
  const problem = result && 'problem' in result ? result.problem : undefined
  return (
    <div>
      <FieldLabel id={id} label={label} />
      <div className="flex items-center gap-3">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="field-control"
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-level ${id}-result`}
          onChange={(event) => onChange(event.target.value)}
        />
        <output id={`${id}-level`} htmlFor={id} className="mt-1 shrink-0 font-semibold text-slate-800">
          {result && 'level' in result ? result.level : ''}
        </output>
      </div>
      <p id={`${id}-result`} aria-live="polite" className="text-sm font-medium text-red-800">
        {problem ?? ''}
      </p>
    </div>
  )
}
