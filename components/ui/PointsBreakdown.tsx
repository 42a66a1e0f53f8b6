// A calculator's points in words: the breakdown line by line with every cap named, and a verdict
// calculator's verdict above it (the panel around them: CalculatorLayout.tsx).
import type { PointsReadingCopy } from '../../content/points'
import type { PointsLine } from '../../lib/calculators/breakdown'
import { formatMessage } from '../../lib/island-messages'

/** "Age: 30", or "Skilled employment: 35, capped at 20". */
export function lineText(label: string, line: PointsLine, copy: PointsReadingCopy): string {
  return line.uncapped === undefined
    ? formatMessage(copy.line, copy.language, { label, points: line.points })
    : formatMessage(copy.capped, copy.language, {
        label,
        uncapped: line.uncapped,
        cap: line.cap ?? line.points,
      })
}

export interface BreakdownLine {
  key: string
  text: string
  /** Parts shown under the line (what a capped line was made of). */
  parts?: readonly string[]
}

export function Breakdown({ lines }: { lines: readonly BreakdownLine[] }) {
  return (
    <ul className="divide-y divide-slate-200 text-sm text-slate-800">
      {lines.map((line) => (
        <li key={line.key} className="py-1.5">
          {line.text}
          {line.parts && (
            <ul className="mt-1 ml-4 list-disc pl-4 text-slate-600">
              {line.parts.map((part) => (
                <li key={part}>{part}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}

/** A verdict calculator's result: the verdict, what is missing, any notes, then the points line by line. */
export function VerdictDetails<Id extends string>({
  kind,
  verdict,
  missing,
  notes = [],
  lines,
  labels,
  reading,
}: {
  /** The verdict's kind, for the page's tests and styles ("eligible", "not-eligible"…). */
  kind: string
  verdict: string
  missing: readonly string[]
  notes?: readonly string[]
  lines: readonly PointsLine<Id>[]
  labels: Record<Id, string>
  reading: PointsReadingCopy
}) {
  return (
    <>
      <p className="font-semibold" data-verdict={kind}>
        {verdict}
      </p>
      {missing.length > 0 && (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm font-medium text-red-800">
          {missing.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {notes.map((note) => (
        <p key={note} className="mt-2 text-sm text-slate-800">
          {note}
        </p>
      ))}
      <div className="mt-3">
        <Breakdown
          lines={lines.map((line) => ({ key: line.id, text: lineText(labels[line.id], line, reading) }))}
        />
      </div>
    </>
  )
}
