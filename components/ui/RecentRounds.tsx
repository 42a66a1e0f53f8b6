// Beside a CRS score: the recent rounds of each type the profile could be invited in, and how often a
// score like it reached their lowest score; the other types with the reason in a line. History only.

import { calendarDay } from '@shared/message-format.ts'
import type { RecentRoundsCopy } from '../../content/express-entry-draws'
import type { CrsAnswers } from '../../lib/calculators/crs/rules'
import { type PastRound, recentRecord, roundEligibility } from '../../lib/draws/compare'
import type { RoundType } from '../../lib/draws/rounds'
import type { Locale } from '../../lib/i18n'
import { formatMessage } from '../../lib/island-messages'

export interface RecentRoundsData {
  /** The date of the newest round the data holds. */
  asOf: string
  /** Each type's most recent rounds, newest first (lib/draws/compare.ts `recentRoundsByType`). */
  byType: readonly { type: RoundType; rounds: readonly PastRound[] }[]
}

interface RecentRoundsProps {
  score: number
  answers: CrsAnswers
  data: RecentRoundsData
  frenchMin: number
  typeNames: Record<RoundType, string>
  copy: RecentRoundsCopy
  language: Locale
}

export function RecentRounds({
  score,
  answers,
  data,
  frenchMin,
  typeNames,
  copy,
  language,
}: RecentRoundsProps) {
  const checked = data.byType.map((entry) => ({
    ...entry,
    eligibility: roundEligibility(entry.type, answers, frenchMin),
  }))
  const inRounds = checked.filter((entry) => entry.eligibility.eligible)
  const notIn = checked.flatMap((entry) =>
    entry.eligibility.eligible ? [] : [{ type: entry.type, reason: entry.eligibility.reason }],
  )
  return (
    <section
      aria-labelledby="recent-rounds-heading"
      className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
    >
      <h3 id="recent-rounds-heading" className="text-xl font-bold text-slate-900">
        {copy.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {formatMessage(copy.lead, language, { date: calendarDay(data.asOf) })}
      </p>
      {inRounds.length === 0 && (
        <p className="mt-4 rounded-lg bg-slate-50 p-3 text-slate-900">{copy.noneOpen}</p>
      )}
      <ul className="mt-4 space-y-3 empty:hidden">
        {inRounds.map(({ type, rounds }) => {
          const record = recentRecord(score, rounds)
          const name = typeNames[type]
          return (
            <li key={type} className="rounded-lg bg-slate-50 p-3 text-slate-900" data-round-type={type}>
              {record ? (
                <>
                  <p className="font-semibold">
                    {formatMessage(
                      record.of > 1 ? copy.met.many : record.met ? copy.met.lastMet : copy.met.lastMissed,
                      language,
                      { score, met: record.met, of: record.of, type: name },
                    )}
                  </p>
                  <p className="text-sm text-slate-700">
                    {formatMessage(copy.latest, language, {
                      date: calendarDay(record.latest.date),
                      lowest: record.latest.lowestScore,
                    })}
                  </p>
                </>
              ) : (
                <p>{formatMessage(copy.none, language, { type: name })}</p>
              )}
            </li>
          )
        })}
      </ul>
      {notIn.length > 0 && (
        <>
          <h4 className="mt-5 font-semibold text-slate-900">{copy.notInHeading}</h4>
          <ul className="mt-2 space-y-1 text-sm text-slate-800">
            {notIn.map(({ type, reason }) => (
              <li key={type} data-round-type={type}>
                <span className="font-semibold">{typeNames[type]}:</span>{' '}
                {formatMessage(copy.reasons[reason], language, { min: frenchMin })}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-4 text-sm text-slate-700">{copy.history}</p>
      <a
        href={copy.allRounds.href}
        className="mt-2 inline-block text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {copy.allRounds.label}
      </a>
    </section>
  )
}
