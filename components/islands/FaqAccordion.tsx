import { ChevronDown } from 'lucide-react'
import { type KeyboardEvent, useRef } from 'react'

interface FaqAccordionProps {
  items: { question: string; answer: string }[]
}

const focusKeys = ['ArrowDown', 'ArrowUp', 'Home', 'End']
/** One name for every item: the browser keeps at most one of them open, with or without JavaScript. */
const groupName = 'faq'

/**
 * A single-open accordion on native <details name>: every answer is in the HTML, and the browser
 * opens one at a time. Hydrated at the first interaction, it adds the arrow keys, Home and End to
 * move between the questions.
 */
export default function FaqAccordion({ items }: FaqAccordionProps) {
  const summaries = useRef<(HTMLElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (!focusKeys.includes(event.key)) return
    event.preventDefault()
    const last = items.length - 1
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (target !== undefined) summaries.current[target]?.focus()
  }

  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item, index) => (
        <details key={item.question} name={groupName} className="group">
          {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is natively interactive */}
          <summary
            ref={(element) => {
              summaries.current[index] = element
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden"
          >
            <span>{item.question}</span>
            <ChevronDown
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="px-5 pb-5 text-slate-700">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  )
}
