// One occupation in each destination: its code with the official title, and what the country's list says
// of it. The island's result shows it in full (`detail`: the rounds, the list's date, the duties check, the
// calculator); the page's list without JavaScript shows each country's first lines only. Official titles
// and names stay in English, marked so, as the lists print them.
import type { Destination, OccupationsCopy } from '../../content/occupations'
import { formatMessage } from '../../lib/island-messages'
import type { Locale } from '../../lib/languages'
import { formatMoney } from '../../lib/locale'
import type { OccupationView } from '../../lib/occupations/view'
import { Flag } from './Flag'

interface AnswersProps {
  view: OccupationView
  copy: OccupationsCopy
  language: Locale
  /** The rounds, the dates and the links of a chosen occupation's result. */
  detail: boolean
  newTab: string
}

const linkClasses = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'

/** A code and its official title, as the classification writes them. */
function Code({ scheme, code, title }: { scheme: string; code: string; title?: string }) {
  return (
    <>
      <strong className="font-semibold text-slate-900">
        {scheme} {code}
      </strong>
      {title && (
        <>
          {' '}
          <span lang="en">{title}</span>
        </>
      )}
    </>
  )
}

function Canada({ view, copy, language, detail }: AnswersProps) {
  const c = copy.destinations.canada
  const canada = view.canada
  if (!canada) {
    const open = candidates(copy, language, view.alternatives.noc)
    return open && <li>{open}</li>
  }
  return (
    <>
      <li>
        <Code scheme="NOC" code={canada.noc} title={canada.title} /> ·{' '}
        {formatMessage(c.teer, language, { teer: canada.teer })}
      </li>
      {canada.categories.length === 0 ? (
        <li>{formatMessage(c.noCategory, language, {})}</li>
      ) : (
        <li>
          {formatMessage(c.categories, language, {})}{' '}
          {canada.categories
            .map(({ round, year }) =>
              formatMessage(c.category, language, { name: copy.categoryNames[round] ?? round, year }),
            )
            .join('; ')}
          {detail && (
            <ul className="mt-1 list-disc ps-5">
              {canada.categories.flatMap(({ round, year, rounds }) =>
                rounds.length === 0
                  ? [<li key={`${round}${year}`}>{formatMessage(c.noRounds, language, { year })}</li>]
                  : rounds.map((held) => (
                      <li key={`${round}${held.date}`}>
                        {copy.categoryNames[round]}:{' '}
                        {formatMessage(c.round, language, {
                          roundDate: new Date(`${held.date}T00:00:00Z`),
                          lowestScore: held.lowestScore,
                        })}
                      </li>
                    )),
              )}
            </ul>
          )}
        </li>
      )}
    </>
  )
}

/** The line for a code the cross-walk leaves open: the candidates the duties decide between. */
function candidates(copy: OccupationsCopy, language: Locale, codes: readonly string[] | undefined) {
  return codes?.length ? formatMessage(copy.result.noCode, language, { codes: codes.join(', ') }) : null
}

function Australia({ view, copy, language }: AnswersProps) {
  const a = copy.destinations.australia
  const open = candidates(copy, language, view.alternatives.anzsco)
  return (
    <>
      {open && <li>{open}</li>}
      {view.australia.length === 0 && <li>{formatMessage(a.notHeld, language, {})}</li>}
      {view.australia.map((row) => (
        <li key={row.code}>
          <Code scheme="ANZSCO" code={row.code} title={row.title} /> ·{' '}
          {row.lists.length === 0
            ? formatMessage(a.notListed, language, {})
            : formatMessage(a.lists, language, { lists: row.lists.join(', '), visas: row.visas.join(', ') })}
          {row.authority && (
            <>
              {' '}
              · {formatMessage(a.authority, language, {})} <span lang="en">{row.authority}</span>
            </>
          )}
        </li>
      ))}
    </>
  )
}

function UnitedKingdom({ view, copy, language, detail }: AnswersProps) {
  const u = copy.destinations.uk
  const uk = view.uk
  if (!uk)
    return (
      <li>{candidates(copy, language, view.alternatives.soc) ?? formatMessage(u.notHeld, language, {})}</li>
    )
  const money = (value: number) => formatMoney(value, 'GBP', language)
  const { threshold, percent } = u.floorRule
  const pay =
    uk.goingRate === null
      ? u.payScale
      : formatMessage(uk.eligibility === 'rqf6' ? u.floor : u.goingRate, language, {
          goingRate: money(uk.goingRate),
          salaryFloor: money(Math.max(Math.ceil((uk.goingRate * percent) / 100), threshold)),
        })
  return (
    <>
      <li>
        <Code scheme="SOC" code={uk.soc} title={uk.title} /> ·{' '}
        {formatMessage(u.eligibility[uk.eligibility], language, {})}
      </li>
      {uk.eligibility !== 'ineligible' && <li>{pay}</li>}
      {uk.shortageLists.map((place) => (
        <li key={place.list}>
          {formatMessage(u.list, language, {
            list: place.list === 'temporary-shortage' ? 'temporary' : 'salary',
            partial: place.partial ? 'yes' : 'no',
            listUntil: new Date(`${place.until}T00:00:00Z`),
          })}
        </li>
      ))}
      {uk.eligibility === 'lists-only' && uk.shortageLists.length === 0 && (
        <li>{formatMessage(u.noList, language, {})}</li>
      )}
      {detail && uk.eligibility !== 'ineligible' && <li>{formatMessage(u.lower, language, {})}</li>}
    </>
  )
}

function NewZealand({ view, copy, language }: AnswersProps) {
  const n = copy.destinations.nz
  if (view.nz.length === 0) return <li>{formatMessage(n.notHeld, language, {})}</li>
  return (
    <>
      {view.nz.map((row) => (
        <li key={row.code}>
          <Code scheme="ANZSCO" code={row.code} title={row.title} /> ·{' '}
          {formatMessage(n.tier, language, { tier: String(row.tier) })}
        </li>
      ))}
    </>
  )
}

function Germany({ view, copy }: AnswersProps) {
  const g = copy.destinations.germany
  const germany = view.germany
  if (!germany) return <li>{g.noCode}</li>
  return (
    <li>
      <Code scheme="ISCO-08" code={germany.isco} /> ·{' '}
      {germany.shortageGroup ? (
        <>
          {g.shortage} (<span lang="en">{germany.shortageGroup}</span>)
        </>
      ) : (
        g.standard
      )}
    </li>
  )
}

const answers = {
  canada: Canada,
  australia: Australia,
  uk: UnitedKingdom,
  nz: NewZealand,
  germany: Germany,
} as const satisfies Record<Destination, (props: AnswersProps) => unknown>

/** The official links and dates under a destination of a chosen occupation's result. */
function Detail({ destination, view, copy, newTab }: AnswersProps & { destination: Destination }) {
  const d = copy.destinations[destination]
  const outLink = (href: string, label: string) => (
    <a href={href} target="_blank" rel="noopener" className={linkClasses}>
      {label}
      <span className="sr-only"> {newTab}</span>
    </a>
  )
  return (
    <div className="mt-2 space-y-1 text-sm text-slate-700">
      <p>{d.dates}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        {outLink(d.source.url, d.source.title)}
        {outLink(d.classification.url, String(copy.result.check))}
        <a href={`${d.calculator.path}?occupation=${view.id}`} className={linkClasses}>
          {d.calculator.label}
        </a>
      </p>
    </div>
  )
}

export function OccupationAnswers(props: AnswersProps) {
  return (
    <ul className="space-y-3">
      {(Object.keys(answers) as Destination[]).map((destination) => {
        const Lines = answers[destination]
        const d = props.copy.destinations[destination]
        return (
          <li
            key={destination}
            data-destination={destination}
            className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
          >
            <h4 className="flex items-center gap-2 font-bold text-slate-900">
              <Flag code={d.flag} className="h-4 w-6 shrink-0" />
              {d.heading}
            </h4>
            <ul className="mt-1 space-y-1 text-slate-800">
              <Lines {...props} />
            </ul>
            {props.detail && <Detail {...props} destination={destination} />}
          </li>
        )
      })}
    </ul>
  )
}
