// Every hand-off offers a time with a consultant (issue 66): under each tool's result a link to /book in
// the page's language carrying the tool's topic, and the enquiry forms (Home, Contact, the scanner's
// review) the same step once sent, which the form's island shows from its props; and the contact page
// links to it beside the office's details.
import { describe, expect, it } from 'vitest'
import { copyIn } from '../../content/copy'
import { builtPage, islandProps } from '../support/built-site'

const tools = [
  '/visa-finder',
  '/crs-calculator',
  '/australia-points-calculator',
  '/germany-opportunity-card-calculator',
  '/uk-skilled-worker-calculator',
  '/nz-skilled-migrant-calculator',
  '/language-scores',
  '/cost',
  '/occupations',
]
const languages = [
  ['en', ''],
  ['hi', '/hi'],
  ['mr', '/mr'],
] as const

describe.each(languages)('in %s', (locale, prefix) => {
  const label = copyIn(locale).book.handoff

  it.each(tools)('%s links its result to /book with its topic', (tool) => {
    const link = builtPage(`${prefix}${tool}`)(`a[href^="${prefix}/book?"]`)
    expect(link.text()).toBe(label)
    const query = new URL(link.attr('href') ?? '', 'https://site.example').searchParams
    expect(copyIn(locale).enquiryForms.contact.immigrationTypes).toContain(query.get('immigrationType'))
  })

  it('the contact page links to /book beside its details', () => {
    expect(builtPage(`${prefix}/contact`)(`#details-heading ~ a[href="${prefix}/book"]`).text()).toBe(label)
  })

  it.each(['', '/contact'])('the page %s’s enquiry form offers /book once sent', (path) => {
    const { copy } = islandProps(`${prefix}${path}` || '/', 'ConsultationForm') as { copy: { book: unknown } }
    expect(copy.book).toEqual({ label, path: `${prefix}/book` })
  })
})

it('the resume scanner’s review request offers /book once sent', () => {
  const { reviewForm } = islandProps('/fix-resume', 'ResumeScanner') as { reviewForm: { book: unknown } }
  expect(reviewForm.book).toEqual({ label: copyIn('en').book.handoff, path: '/book' })
})
