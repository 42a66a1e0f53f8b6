// Facts as a message's arguments, and the messages islands format: what a visitor reads in each language.
import { describe, expect, it } from 'vitest'
import { facts } from '../../content/facts'
import { factArguments } from '../../lib/facts/site'
import { formatMessage } from '../../lib/island-messages'
import { messagesFor, messageText } from '../../lib/messages'

const card = facts.germany.opportunityCard

describe('factArguments', () => {
  it('writes money as the site does, a date as a day, and gives each fact the day it took effect', () => {
    const values = factArguments(
      { funds: card.fundsPerMonth, ended: facts.us.h1b.proclamationTermEnded },
      'en',
    )
    expect(values.funds).toBe('€1,091')
    expect(values.fundsFrom).toEqual(new Date(`${card.fundsPerMonth.asOf}T00:00:00Z`))
    expect(values.ended).toEqual(new Date('2026-09-21T00:00:00Z'))
  })

  it('gives a text fact in the language’s words, and a count as its number for the message to word', () => {
    expect(factArguments({ selection: facts.us.h1b.selection }, 'hi').selection).toContain('वेतन-आधारित')
    expect(factArguments({ stay: card.maxStay }, 'mr').stay).toBe(card.maxStay.value)
  })

  it('lets the Marathi sentence choose the unit’s form', () => {
    const m = messagesFor('mr')
    const values = factArguments({ maxStay: card.maxStay }, 'mr')
    expect(m('fees.routes.germanyOpportunityCard.fees.fundsPerMonth.note', values)).toContain('1 वर्ष')
  })
})

describe('messageText', () => {
  it('formats what the server knows into the text and leaves the island its own arguments', () => {
    const m = messagesFor('en')
    const funds = factArguments({ funds: card.fundsPerMonth }, 'en')
    const reason = messageText(m, 'visaFinder.finder.routes.germanyOpportunityCard.reasons.funds', funds)
    // All known: the sentence itself, as the server writes it.
    expect(reason).toBe(m('visaFinder.finder.routes.germanyOpportunityCard.reasons.funds', funds))
    const points = messageText(m, 'visaFinder.finder.routes.germanyOpportunityCard.reasons.points', funds)
    expect(formatMessage(points, 'en', { total: 4, minimum: 6 })).toBe('Has 4 points of the 6 needed.')
    const hindi = messagesFor('hi')
    const age = factArguments({ maxAge: facts.nz.residence.maxAge }, 'hi')
    expect(
      formatMessage(
        messageText(hindi, 'visaFinder.finder.routes.nzSkilledMigrant.reasons.age', age),
        'hi',
        {},
      ),
    ).toBe(hindi('visaFinder.finder.routes.nzSkilledMigrant.reasons.age', age))
  })

  it('refuses a plural whose arguments the server knows only in part', () => {
    const m = messagesFor('en')
    expect(() => messageText(m, 'fixResume.eir.checks.headings.fix', { missing: 2 })).toThrow(/in part/)
  })
})
