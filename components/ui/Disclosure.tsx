import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'

interface DisclosureProps {
  summary: string
  /** Read by screen readers after the summary (": <context>"), so it makes sense out of its card. */
  context?: string
  children: ReactNode
}

/** Secondary detail folded under a visible summary: native <details>, so it opens with JavaScript off. */
export function Disclosure({ summary, context, children }: DisclosureProps) {
  return (
    <details className="group rounded-lg border border-slate-200">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-2 font-semibold text-brand-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <span>
          {summary}
          {context && <span className="sr-only">{`: ${context}`}</span>}
        </span>
        <ChevronDown
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="space-y-4 px-4 pb-4">{children}</div>
    </details>
  )
}
