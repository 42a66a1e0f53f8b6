// `npm run facts`: every fact in the registry with its value, age and review date, newest changes
// first. Exits 1 when any fact is past its review date, so a scheduled job can say so; the build
// only warns (scripts/postbuild.ts), so the site still builds on any date.
import { facts } from '../content/facts'
import { formatFact } from '../lib/facts/format'
import { allFacts } from '../lib/facts/resolve'
import { overdue } from '../lib/facts/review'

const today = new Date().toISOString().slice(0, 10)
const daysSince = (date: string) => Math.floor((Date.parse(today) - Date.parse(date)) / 86_400_000)

const rows = allFacts(facts).sort(([, a], [, b]) => b.asOf.localeCompare(a.asOf))
for (const [name, fact] of rows) {
  const late = fact.reviewBy < today ? '  OVERDUE' : ''
  console.log(
    `${fact.asOf}  ${String(daysSince(fact.asOf)).padStart(5)} d  review by ${fact.reviewBy}${late}  ${name} = ${formatFact(fact)}`,
  )
  console.log(`            ${fact.about}. ${fact.source.url}`)
}

const late = overdue(rows, today)
console.log(`\n${rows.length} facts; ${late.length} past their review date.`)
if (late.length > 0) {
  for (const [name, fact] of late) console.error(`Review ${name} (due ${fact.reviewBy}): ${fact.source.url}`)
  process.exit(1)
}
