// What a route costs a household, line by line: each payment to the destination's government, each paid
// to others on the way from India, and the money to show but not spend, in its own currency and in rupees,
// with the totals "to pay" and "to show" kept apart. The lines' rules are content/cost.ts; the amounts
// come from the registry, and a price the registry has no figure for (a note) or a fee since replaced by
// an amount no source confirmed is shown but kept out of every total.
import type { CostNote, Fact, IsoDate } from '../../content/facts/types'
import { replacedBefore } from '../facts/in-force'
import { type Currency, foreignCurrencies, type RupeesPer, toRupees } from '../rates/rates'

/**
 * Who a line is paid to: the destination's `government`; `others` on the way from India (test centres,
 * assessors, clinics, Passport Seva, visa centres); or money to `show`, not spend.
 */
type Payee = 'government' | 'others' | 'show'

export interface Household {
  /** The applicant and, if coming along, a partner: 1 or 2. */
  adults: number
  /** Dependent children coming along. */
  children: number
  /** A study route's yearly tuition, in the destination's currency; 0 where there is none. */
  tuition: number
  /** A UK student's course is in London, where the living costs to show are higher. */
  london?: boolean
}

/**
 * What pricing reads of a registry fact and of a note: the planner's island is handed only these
 * (lib/cost/priced.ts), the page the whole fact with its sources.
 */
export type PricedFact = Pick<Fact, 'value' | 'unit' | 'until'> & Partial<Pick<Fact, 'asOf'>>
export type PricedNote = Pick<CostNote, 'price'>

/** Whom in the household a line is counted for. */
type CountedFor =
  | 'applicant'
  | 'partner'
  | 'adults'
  | 'children'
  | 'firstChild'
  | 'otherChildren'
  /** Everyone coming along with the applicant. */
  | 'family'
  | 'people'
  /** Once for the whole household. */
  | 'household'

/** Where a line's amount comes from. */
type CostSource<F extends PricedFact = Fact, N extends PricedNote = CostNote> =
  | F
  | N
  /** The visitor's own yearly tuition (`Household.tuition`). */
  | 'tuition'
  /** An amount set by the size of the family (1 person first), and what each person beyond adds. */
  | { bySize: readonly F[]; eachAdditional: F }
  /** An amount that differs for London (a UK student's living costs). */
  | { london: F; elsewhere: F }

export interface LineRule<F extends PricedFact = Fact, N extends PricedNote = CostNote> {
  /** Stable: the key the page's messages name the line by. */
  id: string
  payee: Payee
  cost: CostSource<F, N>
  for: CountedFor
  /** Multiplies the amount: years of a surcharge, months of funds. */
  times?: number
  /** The most the line comes to for the whole household. */
  atMost?: F
  /** The employer pays it, by law or as a rule: shown, not in the household's totals. */
  paidBy?: 'employer'
  /** A figure the registry states but whose collection no official page confirms (`about` says why). */
  unconfirmed?: true
}

export interface RouteCosts<F extends PricedFact = Fact, N extends PricedNote = CostNote> {
  /** The destination's currency: tuition is in it. */
  currency: Exclude<Currency, 'INR'>
  lines: readonly LineRule<F, N>[]
}

/** Why a line is kept out of the totals. */
export type LeftOut =
  /** Its price differs by provider or case (a note). */
  | 'varies'
  /** No source we could read states it, or its collection is not confirmed. */
  | 'unconfirmed'
  /** The registry's amount has since been replaced by one no source confirmed. */
  | 'replaced'
  /** The employer pays it. */
  | 'employer'

interface CostLine<F extends PricedFact = Fact, N extends PricedNote = CostNote> {
  id: string
  payee: Payee
  /** How many it is counted for (people, or 1 for the household). */
  count: number
  /** The amount in its own currency, or null where the registry has no figure. */
  amount: number | null
  currency: Currency | null
  rupees: number | null
  inTotal: boolean
  leftOut?: LeftOut
  /** The registry fact or note the line comes from; `tuition` for the visitor's own figure. */
  from: F | N | 'tuition'
  /** A line read from a family-size table: the day its table took effect, and whether a year has passed since. */
  table?: SizeTable
}

/**
 * A family-size table the governments revise each year (IRCC's settlement and study funds): the page
 * says which day's table it shows and, a year after it, that a newer one may apply.
 */
interface SizeTable {
  of: IsoDate
  yearOld: boolean
}

/** The table a family-size line was read from, as of `day`. */
function sizeTable(row: PricedFact, day: IsoDate): SizeTable | undefined {
  if (!row.asOf) return undefined
  const yearOn = `${Number(row.asOf.slice(0, 4)) + 1}${row.asOf.slice(4)}`
  return { of: row.asOf, yearOld: yearOn <= day }
}

interface Total {
  /** In each currency the lines are in, as the governments and providers charge. */
  byCurrency: Partial<Record<Currency, number>>
  /** The sum of the lines' rupees, so the table adds up as shown. */
  rupees: number
  /** Lines of this kind shown but left out of the total. */
  leftOut: number
}

export interface CostPlan<F extends PricedFact = Fact, N extends PricedNote = CostNote> {
  lines: readonly CostLine<F, N>[]
  /** Paid to governments and to others: money spent. */
  toPay: Total
  /** Money to show, not spend: never part of `toPay`. */
  toShow: Total
}

const isNote = <F extends PricedFact, N extends PricedNote>(cost: CostSource<F, N>): cost is N =>
  typeof cost === 'object' && 'price' in cost
const isFact = <F extends PricedFact, N extends PricedNote>(cost: CostSource<F, N>): cost is F =>
  typeof cost === 'object' && 'value' in cost

/** The household as the rules count it, refused when it is not one the planner prices. */
function checked(household: Household): Household {
  const { adults, children, tuition } = household
  if (adults !== 1 && adults !== 2) throw new Error(`A household has 1 or 2 adults, not ${adults}`)
  if (!Number.isInteger(children) || children < 0 || children > 10)
    throw new Error(`A household has 0 to 10 children, not ${children}`)
  if (!(tuition >= 0) || !Number.isFinite(tuition))
    throw new Error(`Tuition is a sum of money, not ${tuition}`)
  return household
}

function countFor(rule: CountedFor, { adults, children }: Household): number {
  switch (rule) {
    case 'applicant':
    case 'household':
      return 1
    case 'partner':
      return adults - 1
    case 'adults':
      return adults
    case 'children':
      return children
    case 'firstChild':
      return Math.min(children, 1)
    case 'otherChildren':
      return Math.max(children - 1, 0)
    case 'family':
      return adults - 1 + children
    case 'people':
      return adults + children
  }
}

const currencyOf = (fact: PricedFact, id: string): Currency => {
  const unit = fact.unit as Currency
  if (unit !== 'INR' && !foreignCurrencies.includes(unit))
    throw new Error(`Line ${id}: its fact is in ${fact.unit}, not a currency`)
  return unit
}

const numberOf = (fact: PricedFact): number => {
  if (typeof fact.value !== 'number') throw new Error(`An amount that is not a number: ${fact.value}`)
  return fact.value
}

/** The fact a line's amount is read from for the household, and the amount it gives for one. */
function amountFor<F extends PricedFact>(
  cost: Exclude<CostSource<F, never>, 'tuition'>,
  household: Household,
): [F, number] {
  if (isFact(cost)) return [cost, numberOf(cost)]
  if ('london' in cost) {
    const fact = household.london ? cost.london : cost.elsewhere
    return [fact, numberOf(fact)]
  }
  // IRCC's tables: a row for each family size up to the last, then a fixed amount for each person more.
  const size = household.adults + household.children
  const row = cost.bySize[Math.min(size, cost.bySize.length) - 1]
  if (!row) throw new Error('A family-size table with no rows')
  const beyond = Math.max(size - cost.bySize.length, 0)
  return [row, numberOf(row) + beyond * numberOf(cost.eachAdditional)]
}

/** An amount to the cent, with no float dust: the euro's 37.50, a sum of such amounts. */
const money = (amount: number) => Math.round(amount * 100) / 100

function line<F extends PricedFact, N extends PricedNote>(
  rule: LineRule<F, N>,
  currencyOfRoute: Exclude<Currency, 'INR'>,
  household: Household,
  rupeesPer: RupeesPer,
  day: IsoDate,
): CostLine<F, N> | null {
  const count = countFor(rule.for, household)
  if (count === 0) return null
  const { id, payee, cost } = rule
  const shown = { id, payee, count }
  if (isNote(cost))
    return {
      ...shown,
      amount: null,
      currency: null,
      rupees: null,
      inTotal: false,
      leftOut: cost.price,
      from: cost,
    }
  if (cost === 'tuition') {
    const amount = money(household.tuition * (rule.times ?? 1))
    const rupees = toRupees(amount, currencyOfRoute, rupeesPer)
    return { ...shown, amount, currency: currencyOfRoute, rupees, inTotal: true, from: 'tuition' }
  }
  const [fact, one] = amountFor(cost as Exclude<CostSource<F, never>, 'tuition'>, household)
  const currency = currencyOf(fact, id)
  // A size table prices the whole household at once; other amounts are per person counted.
  const each = one * (rule.times ?? 1)
  const all = rule.for === 'household' ? each : each * count
  const amount = money(rule.atMost ? Math.min(all, numberOf(rule.atMost)) : all)
  const leftOut: LeftOut | undefined = rule.paidBy
    ? 'employer'
    : rule.unconfirmed
      ? 'unconfirmed'
      : replacedBefore(fact, day)
        ? 'replaced'
        : undefined
  const table = typeof cost === 'object' && 'bySize' in cost ? sizeTable(fact, day) : undefined
  return {
    ...shown,
    amount,
    currency,
    rupees: toRupees(amount, currency, rupeesPer),
    inTotal: leftOut === undefined,
    ...(leftOut ? { leftOut } : {}),
    from: fact,
    ...(table ? { table } : {}),
  }
}

function total(lines: readonly CostLine<PricedFact, PricedNote>[]): Total {
  const byCurrency: Partial<Record<Currency, number>> = {}
  let rupees = 0
  for (const { amount, currency, rupees: inRupees } of lines.filter((each) => each.inTotal)) {
    if (amount === null || currency === null || inRupees === null) continue
    byCurrency[currency] = money((byCurrency[currency] ?? 0) + amount)
    rupees += inRupees
  }
  return { byCurrency, rupees, leftOut: lines.filter((each) => !each.inTotal).length }
}

/**
 * The lines and totals of a route for a household, at the snapshot's rates, with the fees in force on
 * `day` (the build day: a fee replaced before it is shown as history and left out).
 */
export function costPlan<F extends PricedFact = Fact, N extends PricedNote = CostNote>(
  route: NoInfer<RouteCosts<F, N>>,
  household: Household,
  rupeesPer: RupeesPer,
  day: IsoDate,
): CostPlan<F, N> {
  const counted = checked(household)
  const lines = route.lines.flatMap((rule) => line(rule, route.currency, counted, rupeesPer, day) ?? [])
  return {
    lines,
    toPay: total(lines.filter((each) => each.payee !== 'show')),
    toShow: total(lines.filter((each) => each.payee === 'show')),
  }
}
