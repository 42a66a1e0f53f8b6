// /occupations' search: the visitor types a job title in English, Hindi or Marathi, chooses among the
// occupations it finds, and sees what each destination says of the one chosen (the page's answers as
// props, lib/occupations/view.ts). The search's index is fetched at the first letter typed, not before;
// the choice is kept in the link (?occupation=<id>), read back as the calculators read their answers.
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { OccupationsCopy } from '../../content/occupations'
import { formatMessage } from '../../lib/island-messages'
import type { Locale } from '../../lib/languages'
import { noOccupation, occupationQuery, parseOccupationQuery } from '../../lib/occupations/link'
import type { OccupationView } from '../../lib/occupations/view'
import { resultMessage } from '../../lib/whatsapp'
import { RadioGroup } from '../ui/choice-fields'
import { OccupationAnswers } from '../ui/OccupationAnswers'
import { ResultHandoff } from '../ui/ResultHandoff'
import { useQueryAnswers } from '../ui/use-query-answers'
import { WorkedOut } from '../ui/WorkedOut'

/** The search and its index: fetched at the first letter typed. */
const loadSearch = () => import('../../lib/occupations/search-index')
type SearchModule = Awaited<ReturnType<typeof loadSearch>>

interface OccupationSearchProps {
  /** Each common occupation's answers: a link may name any of them. */
  views: readonly OccupationView[]
  copy: OccupationsCopy
  language: Locale
  contactPath: string
  /** The firm's WhatsApp number, digits only. */
  whatsapp: string
  /** The page's own absolute address: the shared link before the page has read its address. */
  pageUrl: string
  /** "Opens in a new tab", for the links that do. */
  newTab: string
}

export default function OccupationSearch({
  views,
  copy,
  language,
  contactPath,
  whatsapp,
  pageUrl,
  newTab,
}: OccupationSearchProps) {
  const ids = useMemo(() => views.map((view) => view.id), [views])
  const { answers, bind, formRef, link } = useQueryAnswers(
    noOccupation,
    ids,
    parseOccupationQuery,
    occupationQuery,
  )
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState<SearchModule | null>(null)
  const fieldId = useId()
  const field = useRef<HTMLInputElement>(null)
  // The field is the browser's own (uncontrolled): what was typed before the island came alive, at the
  // first key, stays in it and is searched at once.
  useEffect(() => {
    const early = field.current?.value ?? ''
    if (!early) return
    setTyped(early)
    void loadSearch().then(setSearch)
  }, [])
  const s = copy.search
  const say = (text: Parameters<typeof formatMessage>[0], values = {}) =>
    formatMessage(text, language, values)

  const onType = (text: string) => {
    setTyped(text)
    if (!search) void loadSearch().then(setSearch)
  }
  const found = search && typed.trim() ? search.findOccupations(search.searchIndex, typed) : []
  const nearest =
    search && typed.trim() && found.length === 0 ? search.nearestOccupations(search.searchIndex, typed) : []
  const chosen = views.find((view) => view.id === answers.occupation)
  // The occupations to choose from: those the title finds, or the one the link chose before anything is typed.
  const choices = typed.trim() ? found.map(({ id }) => id) : chosen ? [chosen.id] : []
  const title = chosen ? (copy.titles[chosen.id] ?? chosen.id) : typed.trim()

  const enquiry = say(copy.enquiry.summary, { occupation: title })
  const message = link && title ? `${enquiry} ${say(copy.enquiry.linkLead)} ${link}` : ''
  const whatsAppText = resultMessage({
    lead: say(copy.whatsApp.lead, { occupation: title }),
    link: link || `${pageUrl}?${occupationQuery(answers)}`,
  })

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,22rem)_1fr] lg:items-start">
      <form ref={formRef} className="space-y-5" onSubmit={(event) => event.preventDefault()}>
        <div>
          <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-800">
            {say(s.label)}
          </label>
          <p id={`${fieldId}-hint`} className="text-sm text-slate-600">
            {say(s.hint)}
          </p>
          <input
            id={fieldId}
            type="search"
            autoComplete="off"
            className="field-control"
            aria-describedby={`${fieldId}-hint`}
            ref={field}
            onChange={(event) => onType(event.target.value)}
          />
        </div>
        {choices.length > 0 && (
          <RadioGroup
            legend={say(s.matches)}
            options={Object.fromEntries(choices.map((id) => [id, copy.titles[id] ?? id]))}
            {...bind('occupation')}
          />
        )}
      </form>
      <section aria-labelledby="occupation-result-heading" className="rounded-2xl bg-slate-50 p-5 sm:p-6">
        <WorkedOut pending={copy.pending}>
          {chosen ? (
            <div data-occupation={chosen.id}>
              <h3 id="occupation-result-heading" className="text-xl font-bold text-slate-900">
                {say(copy.result.heading, { occupation: title })}
              </h3>
              <p className="mt-2 mb-4 text-sm text-slate-700">{say(copy.result.suggestion)}</p>
              <OccupationAnswers view={chosen} copy={copy} language={language} detail newTab={newTab} />
            </div>
          ) : (
            <div aria-live="polite">
              <h3 id="occupation-result-heading" className="text-xl font-bold text-slate-900">
                {say(s.matches)}
              </h3>
              {search && typed.trim() && found.length === 0 ? (
                <>
                  <p className="mt-2 text-slate-800">{say(s.none, { typed: typed.trim() })}</p>
                  {nearest.length > 0 && (
                    <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-800">
                      {say(s.nearest)}
                      {nearest.map(({ id }) => (
                        <button
                          key={id}
                          type="button"
                          className="rounded-full bg-white px-3 py-1 font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
                          onClick={() => {
                            setTyped('')
                            if (field.current) field.current.value = ''
                            bind('occupation').onChange(id)
                          }}
                        >
                          {copy.titles[id] ?? id}
                        </button>
                      ))}
                    </p>
                  )}
                  <p className="mt-2 text-slate-800">{say(s.ask)}</p>
                </>
              ) : (
                <p className="mt-2 text-slate-700">{say(s.start)}</p>
              )}
            </div>
          )}
        </WorkedOut>
        <ResultHandoff
          contactPath={contactPath}
          enquiry={{
            immigrationType: copy.enquiry.immigrationType,
            label: say(copy.enquiry.label),
            lead: say(copy.enquiry.lead),
            book: copy.enquiry.book,
          }}
          message={message}
          whatsApp={{ number: whatsapp, label: say(copy.whatsApp.label), text: whatsAppText }}
          newTab={newTab}
          ground="light"
          button="cta"
          space="mt-4"
        />
      </section>
    </div>
  )
}
