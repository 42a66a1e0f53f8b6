// What the UK Skilled Worker calculator says of an offer, worked out from the registry (content/facts)
// and the catalogue's sentences: the salary rule's floor and share of the going rate, so a rule's
// update changes the page and the tests' expectations together. The arithmetic is the Immigration
// Rules' (the higher of the two, the share rounded up to a whole pound), not the calculator's code.

import type { FormLanguage } from '@shared/languages.ts'
import { calendarDay } from '@shared/message-format.ts'
import { facts } from '../../content/facts'
import { ukCalculatorGrid } from '../../lib/calculators/grids'
import type { SalaryOption } from '../../lib/calculators/uk/rules'
import { messagesFor } from '../../lib/messages'

/** Each rule's floor and share of the going rate, and the points, as the registry states them (lib/calculators/grids.ts). */
const rules = ukCalculatorGrid.options

/** An offer with every mandatory line met: the salary, the job's going rate and the rule it is paid under. */
export interface Offer {
  salary: number
  goingRate: number
  option: SalaryOption
}

/** The general rule's floor: an offer at or above it clears the floor until the going rate is known. */
export const generalFloor = rules.none.floor

/** The offer as the calculator's link carries it. */
export const offerQuery = ({ salary, goingRate, option }: Offer) =>
  `offer=1&skill=1&english=1&salary=${salary}&goingRate=${goingRate}&option=${option}`

/** A text that starts with `words`, whatever they hold. */
const startingWith = (words: string) => new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

/** The salary to reach, whether the salary reaches it, the points and the lines the result states. */
export function expectedResult(offer: Offer, language: FormLanguage = 'en') {
  const m = messagesFor(language)
  const { floor, percent } = rules[offer.option]
  const share = Math.ceil((offer.goingRate * percent) / 100)
  const amount = Math.max(floor, share)
  const margin = offer.salary - amount
  const { mandatory, salaryPoints, minimum } = ukCalculatorGrid
  const total = mandatory.offer + mandatory.skill + mandatory.english + (margin >= 0 ? salaryPoints : 0)
  const rulesFrom = calendarDay(facts.uk.skilledWorker.salaryOptions.newEntrantFloor.asOf).getTime()
  const key = `ukSkilledWorker.calculator.result.threshold.${share > floor ? 'going-rate' : 'floor'}` as const
  const kind = margin >= 0 ? 'eligible' : 'not-eligible'
  return {
    total,
    /** The total without the English line. */
    withoutEnglish: total - mandatory.english,
    verdict: m(`ukSkilledWorker.calculator.result.verdicts.${kind}`, { total, minimum }),
    /** The prefilled enquiry's message, which opens with the result's sentence. */
    summaryFirst: startingWith(
      m('ukSkilledWorker.calculator.enquiry.summary', {
        verdict: m(`ukSkilledWorker.calculator.enquiry.verdicts.${kind}`),
        total,
        minimum,
        threshold: amount,
      }),
    ),
    threshold: m(key, { rulesFrom, amount, percent, floor }),
    margin: m(`ukSkilledWorker.calculator.result.${margin >= 0 ? 'clears' : 'misses'}`, {
      amount: Math.abs(margin),
    }),
  }
}
