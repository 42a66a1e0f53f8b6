import { CircleCheck } from 'lucide-react'

/** A small heading and a ticked list: benefits, requirements, highlights. */
export function FactList({
  heading,
  items,
  more,
}: {
  heading: string
  items: readonly string[]
  more?: string
}) {
  return (
    <div>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{heading}</h3>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      {more && <p className="mt-2 text-sm font-medium text-slate-600">{more}</p>}
    </div>
  )
}
