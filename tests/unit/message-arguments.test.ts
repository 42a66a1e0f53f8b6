// Facts as a message's arguments, and the templates islands fill: what a visitor reads in each language.
import { describe, expect, it } from 'vitest'
import { facts } from '../../content/facts'
import { factArguments } from '../../lib/facts/site'
import { islandTemplate, messagesFor } from '../../lib/messages'

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

describe('islandTemplate', () => {
  it('leaves what the island knows as its placeholders and fills what the server knows', () => {
    const m = messagesFor('en')
    expect(islandTemplate(m, 'visaFinder.finder.enquiry.summary')).toBe(
      'Visa finder: looks eligible: {eligible}; may be eligible: {check}.',
    )
    const funds = factArguments({ funds: card.fundsPerMonth }, 'en')
    expect(islandTemplate(m, 'visaFinder.finder.routes.germanyOpportunityCard.reasons.points', funds)).toBe(
      'Has {total} points of the {minimum} needed.',
    )
  })
})
