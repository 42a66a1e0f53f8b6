// A calculator's answers, kept in the page's query string so a result can be bookmarked and shared.
// The server renders the defaults. The island hydrates at the visitor's first touch, or at once when
// the address carries answers ('interaction-or-query'); then it takes the address's answers if there
// are any, or else the form's own, which keep whatever the visitor chose before it hydrated. Each
// control is named as its query parameter, so the form reads as a query.
// The page is marked as showing them in the layout effect of the render that does, before the browser
// paints it: that reveals a result hidden while the link's answers waited (components/ui/WorkedOut.tsx).
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { answersAttribute } from '../../lib/island-protocol'

const formQuery = (form: HTMLFormElement) =>
  new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]))

export function useQueryAnswers<A extends object, G>(
  defaults: A,
  grid: G,
  parse: (query: URLSearchParams, grid: G) => A,
  serialise: (answers: A) => URLSearchParams,
) {
  const [answers, setAnswers] = useState(defaults)
  const [restored, setRestored] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    const { search } = window.location
    const form = formRef.current
    setAnswers(parse(search || !form ? new URLSearchParams(search) : formQuery(form), grid))
    setRestored(true)
  }, [parse, grid])

  useLayoutEffect(() => {
    if (restored) document.documentElement.setAttribute(answersAttribute, '')
  }, [restored])

  useEffect(() => {
    if (!restored) return
    const { pathname, hash } = window.location
    window.history.replaceState(window.history.state, '', `${pathname}?${serialise(answers)}${hash}`)
  }, [answers, restored, serialise])

  const update = <K extends keyof A>(key: K, value: A[K]) =>
    setAnswers((current) => ({ ...current, [key]: value }))
  /** One answer's control: its name (the query parameter), value and change handler. */
  const bind = <K extends keyof A & string>(key: K) => ({
    name: key,
    value: answers[key],
    onChange: (value: A[K]) => update(key, value),
  })
  /** Answers changed together, as `change` makes them from the current ones. */
  const revise = (change: (current: A) => A) => setAnswers(change)
  /** The address that reopens this result; empty until the page has read its own address. */
  const link = restored ? `${window.location.origin}${window.location.pathname}?${serialise(answers)}` : ''
  return { answers, bind, formRef, link, revise }
}
