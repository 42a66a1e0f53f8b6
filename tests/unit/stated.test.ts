// The one way a fact enters a sentence: as an argument of a catalogue message (statedIn), or of a
// placeholder in a Markdown post (statedText), formatted alike; a page's sources are the facts its
// sentences state, carried with their text.
import { describe, expect, it } from 'vitest'
import { facts } from '../../content/facts'
import { formatFact } from '../../lib/facts/format-fact'
import { asOf, resolveStatements, statedBlock, statedIn, statedText, withFacts } from '../../lib/facts/site'
import { formatDate } from '../../lib/locale'
import { messagesFor } from '../../lib/messages'

const english = messagesFor('en')
const { maxAge, passMark } = facts.australia.pointsTest
const { economicPrincipal } = facts.canada.fees

describe('a catalogue message that states facts', () => {
  it('gives its text with the facts it states', () => {
    const said = statedIn(english, 'visaSubclasses.pointsTested.underMaxAge', { maxAge })
    expect(said).toEqual({
      text: `Under ${formatFact(maxAge, 'en')} of age when invited to apply`,
      states: [maxAge],
    })
  })

  it('counts a fact shown by the day it took effect among those it states', () => {
    const said = statedIn(english, 'faq.consultationCost.answer', {
      economicPrincipal,
      economicPrincipalSince: asOf(economicPrincipal),
      adult: facts.uk.ihs.adult,
      adultSince: asOf(facts.uk.ihs.adult),
    })
    expect(said.text).toContain(`since ${formatDate(economicPrincipal.asOf, 'en')} Canada has charged`)
    expect(said.states).toEqual([economicPrincipal, facts.uk.ihs.adult])
  })
})

describe('a block of the catalogue that states facts', () => {
  it('is a statement per message, each stating the facts its arguments name, which the page lists', () => {
    const hero = statedBlock(english, 'australiaPoints.hero', { passMark, maxAge })
    expect(hero.heading).toEqual({ text: 'Australia Points Calculator', states: [] })
    expect(hero.lead.states).toEqual([passMark])
    const { content, review } = withFacts({ hero })
    expect(content.hero.lead).toContain(`pass mark of ${passMark.value} points`)
    expect(review).toEqual(withFacts(statedIn(english, 'australiaPoints.hero.lead', { passMark })).review)
  })
})

describe('a post’s placeholders', () => {
  it('read as the catalogue’s message with the same fact does', () => {
    const post = statedText(
      'Under {{fact australia.pointsTest.maxAge}} of age when invited to apply',
      'a post',
      'en',
    )
    expect(post).toEqual(statedIn(english, 'visaSubclasses.pointsTested.underMaxAge', { maxAge }))
  })

  it('state a value, the day it took effect and the year a figure belongs to', () => {
    const salary = facts.nz.economy.medianSalary
    const post = statedText(
      'Median {{fact nz.economy.medianSalary}} ({{period nz.economy.medianSalary}}), since {{asOf nz.economy.medianSalary}}.',
      'a post',
      'en',
    )
    expect(post.text).toBe(
      `Median ${formatFact(salary, 'en')} (${salary.period}), since ${formatDate(salary.asOf, 'en')}.`,
    )
    expect(post.states).toEqual([salary])
  })

  it('stop the build with an unknown name and the file it is in', () => {
    expect(() => statedText('{{fact australia.pointsTest.passMarks}}', 'content/blog/x.md', 'en')).toThrow(
      'Unknown fact "australia.pointsTest.passMarks" in content/blog/x.md',
    )
  })
})

describe('a page’s content', () => {
  const content = {
    lead: statedIn(english, 'visaSubclasses.pointsTested.underMaxAge', { maxAge }),
    rows: [{ item: 'Fee', fact: economicPrincipal }],
    items: ['plain', statedText('Pass mark {{fact australia.pointsTest.passMark}}', 'test', 'en')],
    label: (name: string) => statedText(`${name}: {{fact australia.pointsTest.maxAge}}`, 'test', 'en'),
    plain: { heading: 'No facts here' },
  }

  it('reads each statement as its text, keeping its shape, its functions and what states nothing', () => {
    const { content: resolved } = resolveStatements(content)
    expect(resolved.lead).toBe(content.lead.text)
    expect(resolved.items).toEqual(['plain', `Pass mark ${formatFact(passMark, 'en')}`])
    expect(resolved.rows[0]?.fact).toBe(economicPrincipal)
    expect(resolved.label('Age')).toBe(`Age: ${formatFact(maxAge, 'en')}`)
    expect(resolved.plain).toBe(content.plain)
  })

  it('lists the facts its sentences state, then those it holds by reference, each once', () => {
    expect(resolveStatements({ content, again: content.lead }).stated).toEqual([
      maxAge,
      passMark,
      economicPrincipal,
    ])
  })

  it('ends with the sources of those facts', () => {
    const { review } = withFacts(content)
    expect(review.sources).toEqual([
      ...new Map(
        [maxAge, passMark, economicPrincipal].map((fact) => [fact.source.url, fact.source]),
      ).values(),
    ])
  })
})
