// A calculator's answers, kept in the page's query string so a result can be bookmarked and shared.
// The server renders the defaults; once hydrated, the answers in the address (if any) replace them.
import { useEffect, useState } from 'react'

export function useQueryAnswers<A extends object, G>(
  defaults: A,
  grid: G,
  parse: (query: URLSearchParams, grid: G) => A,
  serialise: (answers: A) => URLSearchParams,
) {
  const [answers, setAnswers] = useState(defaults)
  const [restored, setRestored] = useState(false)

  useEffect(() => {
    setAnswers(parse(new URLSearchParams(window.location.search), grid))
    setRestored(true)
  }, [parse, grid])

  useEffect(() => {
    if (!restored) return
    const { pathname, hash } = window.location
    window.history.replaceState(window.history.state, '', `${pathname}?${serialise(answers)}${hash}`)
  }, [answers, restored, serialise])

  const update = <K extends keyof A>(key: K, value: A[K]) =>
    setAnswers((current) => ({ ...current, [key]: value }))
  /** The address that reopens this result; empty until the page has read its own address. */
  const link = restored ? `${window.location.origin}${window.location.pathname}?${serialise(answers)}` : ''
  return { answers, update, link }
}
