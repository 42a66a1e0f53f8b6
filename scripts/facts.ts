// `npm run facts`: every fact in the registry with its value, age and review date, newest changes
// first; then the facts due for review in the next 30 days and those a known change has overtaken
// since their last check. Exits 1 when any fact is past its review date or overtaken, so a scheduled
// job can say so; the build only warns (lib/build/site-files.ts), so the site still builds on any date.
import { facts } from '../content/facts'
import { costNotes } from '../content/facts/cost-notes'
import type { Fact } from '../content/facts/types'
import { expressEntryRounds } from '../lib/draws/snapshot'
import { formatFact } from '../lib/facts/format-fact'
import { allFacts } from '../lib/facts/resolve'
import { changeDay, dueWithin, overdue, overtaken } from '../lib/facts/review'
import { formatDate } from '../lib/locale'
import { outOfDate, snapshotAges } from '../lib/processing-times/freshness'
import { processingTimeSources } from '../lib/processing-times/sources'
import { exchangeRates } from '../lib/rates/snapshot'

// The report is for the firm's staff, in English.
const today = new Date().toISOString().slice(0, 10)
const daysSince = (date: string) => Math.floor((Date.parse(today) - Date.parse(date)) / 86_400_000)
const change = (fact: Fact) =>
  fact.nextChange
    ? `  next change ${formatDate(changeDay(fact.nextChange, fact.checked), 'en')}: ${fact.nextChange.what}`
    : ''

const rows = allFacts(facts).sort(([, a], [, b]) => b.asOf.localeCompare(a.asOf))
for (const [name, fact] of rows) {
  const late = fact.reviewBy < today ? '  OVERDUE' : ''
  console.log(
    `${fact.asOf}  ${String(daysSince(fact.asOf)).padStart(5)} d  review by ${fact.reviewBy}${late}  ${name} = ${formatFact(fact, 'en')}`,
  )
  console.log(`            ${fact.about}. ${fact.source.url}${change(fact)}`)
}

const list = (heading: string, named: readonly (readonly [string, Fact])[]) => {
  if (named.length === 0) return
  console.log(`\n${heading}`)
  for (const [name, fact] of named) console.log(`  ${fact.reviewBy}  ${name}${change(fact)}`)
}
const late = overdue(rows, today)
const changed = overtaken(rows, today)
const byReview = [...rows].sort(([, a], [, b]) => a.reviewBy.localeCompare(b.reviewBy))
list('Due for review in the next 30 days:', dueWithin(byReview, today, 30))
list('Overtaken by a known change since their last check:', changed)
console.log(
  `\n${rows.length} facts; ${late.length} past their review date; ${changed.length} past a known change.`,
)
// Costs with no figure (they vary, or no source states them): checked and reviewed like facts.
const notes = Object.entries(costNotes).flatMap(([country, group]) =>
  Object.entries(group).map(([name, note]) => [`${country}.${name}`, note] as const),
)
const lateNotes = overdue(notes, today)
console.log(`\n${notes.length} costs with no figure (costNotes); ${lateNotes.length} past their review date.`)
for (const [name, note] of notes)
  console.log(`  review by ${note.reviewBy}  ${name}: ${note.price}. ${note.source.url}`)
// Rates a month old no longer say what a rupee buys; the refresher fetches the day's.
const ratesStale = daysSince(exchangeRates.date) > 30
console.log(
  `Exchange rates: of ${formatDate(exchangeRates.date, 'en')} (${daysSince(exchangeRates.date)} d ago), from ${exchangeRates.copiedFrom.title}${ratesStale ? '  OUT OF DATE: run npm run refresh' : ''}`,
)
if (ratesStale) console.error(`Refresh the exchange rates (of ${exchangeRates.date}): npm run refresh`)
// IRCC holds a round every week or two: a snapshot a month past its newest round is missing some.
const rounds = expressEntryRounds
const roundsStale = daysSince(rounds.asOf) > 30
console.log(
  `Express Entry rounds: ${rounds.rounds.length} since 2025, to ${formatDate(rounds.asOf, 'en')} (${daysSince(rounds.asOf)} d ago), taken ${formatDate(rounds.retrieved, 'en')}${roundsStale ? '  OUT OF DATE: run npm run refresh' : ''}`,
)
if (roundsStale) console.error(`Refresh the Express Entry rounds (newest ${rounds.asOf}): npm run refresh`)
// A processing-time snapshot older than its source's usual interval has missed at least one update.
const ages = snapshotAges(processingTimeSources)
const staleTimes = ages.filter((age) => outOfDate(age, today))
console.log('\nProcessing times:')
for (const age of ages) {
  const dated = age.basis === 'source-update' ? 'source updated' : 'copied'
  console.log(
    `  ${age.asOf}  ${String(daysSince(age.asOf)).padStart(5)} d  ${age.name} (${dated}; the source updates about every ${age.updatesEvery} d)${outOfDate(age, today) ? '  OUT OF DATE: run npm run refresh' : ''}`,
  )
}
for (const age of staleTimes)
  console.error(`Refresh ${age.name} (${age.file}, as of ${age.asOf}): npm run refresh`)
if (
  late.length > 0 ||
  changed.length > 0 ||
  roundsStale ||
  lateNotes.length > 0 ||
  ratesStale ||
  staleTimes.length > 0
) {
  for (const [name, fact] of [...late, ...lateNotes])
    console.error(`Review ${name} (due ${fact.reviewBy}): ${fact.source.url}`)
  for (const [name, fact] of changed)
    console.error(`Review ${name} (changed since its check): ${fact.source.url}`)
  process.exit(1)
}
