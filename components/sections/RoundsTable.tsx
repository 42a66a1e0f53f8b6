import type { ExpressEntryRound, RoundType } from '../../lib/draws/rounds'
import { formatDate, formatNumber } from '../../lib/locale'
import { usePageLocale } from '../layout/PageLanguage'
import { roundTypeColours } from './RoundsChart'

/**
 * The filter needs no script: a checked radio button hides the other types' rows through CSS `:has()`
 * (a browser without it shows every row). Written out per type, for Tailwind to find each class.
 */
const showOnly: Record<RoundType, string> = {
  general: '[&:has(#rounds-general:checked)_tbody_tr:not([data-type=general])]:hidden',
  cec: '[&:has(#rounds-cec:checked)_tbody_tr:not([data-type=cec])]:hidden',
  pnp: '[&:has(#rounds-pnp:checked)_tbody_tr:not([data-type=pnp])]:hidden',
  french: '[&:has(#rounds-french:checked)_tbody_tr:not([data-type=french])]:hidden',
  healthcare: '[&:has(#rounds-healthcare:checked)_tbody_tr:not([data-type=healthcare])]:hidden',
  physicians: '[&:has(#rounds-physicians:checked)_tbody_tr:not([data-type=physicians])]:hidden',
  stem: '[&:has(#rounds-stem:checked)_tbody_tr:not([data-type=stem])]:hidden',
  trade: '[&:has(#rounds-trade:checked)_tbody_tr:not([data-type=trade])]:hidden',
  education: '[&:has(#rounds-education:checked)_tbody_tr:not([data-type=education])]:hidden',
  transport: '[&:has(#rounds-transport:checked)_tbody_tr:not([data-type=transport])]:hidden',
  research: '[&:has(#rounds-research:checked)_tbody_tr:not([data-type=research])]:hidden',
  'senior-managers':
    '[&:has(#rounds-senior-managers:checked)_tbody_tr:not([data-type=senior-managers])]:hidden',
  military: '[&:has(#rounds-military:checked)_tbody_tr:not([data-type=military])]:hidden',
  other: '[&:has(#rounds-other:checked)_tbody_tr:not([data-type=other])]:hidden',
}

interface RoundsTableProps {
  rounds: readonly ExpressEntryRound[]
  /** The types to filter by, in the order to offer them. */
  types: readonly RoundType[]
  typeNames: Record<RoundType, string>
  copy: {
    caption: string
    filter: string
    all: string
    columns: Record<'number' | 'date' | 'name' | 'invitations' | 'lowestScore' | 'tieBreak', string>
    tieBreak: string
  }
}

/** Every round, newest first, with a filter by type of round that works without JavaScript. */
export function RoundsTable({ rounds, types, typeNames, copy }: RoundsTableProps) {
  const locale = usePageLocale()
  const c = copy.columns
  const option = (id: string, label: string, checked = false) => (
    <label key={id} className="flex items-center gap-2 py-1">
      <input type="radio" name="round-type" id={`rounds-${id}`} defaultChecked={checked} className="size-4" />
      {label}
    </label>
  )
  return (
    <div className={types.map((type) => showOnly[type]).join(' ')}>
      <fieldset className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <legend className="px-1 font-semibold text-slate-900">{copy.filter}</legend>
        <div className="flex flex-wrap gap-x-5 text-sm text-slate-800">
          {option('all', copy.all, true)}
          {types.map((type) => option(type, typeNames[type]))}
        </div>
      </fieldset>
      <p className="mt-4 text-sm text-slate-700">{copy.tieBreak}</p>
      {/* Scrolls sideways on a phone: a named region that takes focus, so a keyboard can scroll it. */}
      <section
        aria-label={copy.caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-xl ring-1 ring-slate-200"
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">{copy.caption}</caption>
          <thead className="bg-slate-100 text-slate-900">
            <tr>
              {[c.number, c.date, c.name, c.invitations, c.lowestScore, c.tieBreak].map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white text-slate-800">
            {rounds.map((round) => (
              <tr key={round.number} data-type={round.type}>
                <th scope="row" className="px-3 py-2 font-semibold tabular-nums">
                  #{round.number}
                </th>
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={round.date}>{formatDate(round.date, locale)}</time>
                </td>
                <td className="px-3 py-2">
                  <span
                    aria-hidden="true"
                    className={`mr-2 inline-block size-2.5 rounded-full bg-current ${roundTypeColours[round.type]}`}
                  />
                  {round.name}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {formatNumber(round.invitations, locale)}
                </td>
                <td className="px-3 py-2 text-right font-semibold tabular-nums">
                  {formatNumber(round.lowestScore, locale)}
                </td>
                <td className="px-3 py-2 text-slate-700">{round.tieBreak}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  )
}
