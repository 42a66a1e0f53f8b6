// Copy states facts by reference: a sentence reads the registry's value, and a fact that does not
// exist is a type error before it is anything else.
import { describe, expect, it } from 'vitest'
import { facts } from '../../content/facts'
import { stated } from '../../content/facts/stated'
import type { Fact } from '../../content/facts/types'
import { formatFact } from '../../lib/facts/format-fact'
import { asOf, period, resolveFacts } from '../../lib/facts/site'
import { formatDate } from '../../lib/locale'

describe('stated copy', () => {
  it('reads each fact as the page states it: its value, the day it took effect, its period', () => {
    const fact = facts.nz.economy.medianSalary
    const text = stated`Median ${fact} (${period(fact)}), checked since ${asOf(fact)}.`
    expect(resolveFacts(text, 'test', 'en')).toBe(
      `Median ${formatFact(fact, 'en')} (${fact.period}), checked since ${formatDate(fact.asOf, 'en')}.`,
    )
  })

  it('names the facts it states, so the page’s review lists them', () => {
    expect(stated`At ${facts.australia.pointsTest.maxAge} or over`).toBe(
      'At {{fact australia.pointsTest.maxAge}} or over',
    )
  })

  it('refuses a fact that is not in the registry', () => {
    const copy: Fact = { ...facts.australia.pointsTest.maxAge }
    expect(() => stated`${copy}`).toThrow('a fact that is not in the registry')
  })

  it('does not compile with a fact that does not exist', () => {
    // tsc fails on this line if the error below ever goes away: a missing fact is a type error.
    // @ts-expect-error: there is no such fact in the registry
    expect(() => stated`${facts.canada.crs.noSuchFact}`).toThrow('no fact after')
  })
})
