// Finding an occupation from what a Pune visitor types: English titles and Indian usages, Hindi and
// Marathi in Devanagari with the spellings transliteration varies in, and the nearest titles when a
// query finds nothing.
import { describe, expect, it } from 'vitest'
import { commonOccupations } from '../../content/facts/occupations'
import { findOccupations, nearestOccupations, searchForm } from '../../lib/occupations/search'

const occupations = [
  { id: 'software-engineer', terms: ['Software engineer', 'software developer', 'सॉफ्टवेयर इंजीनियर'] },
  { id: 'registered-nurse', terms: ['Registered nurse', 'staff nurse', 'नर्स', 'परिचारिका'] },
  { id: 'civil-engineer', terms: ['Civil engineer', 'सिविल इंजीनियर'] },
  { id: 'accountant', terms: ['Chartered accountant', 'CA', 'Accountant', 'सीए'] },
  { id: 'electrician', terms: ['Electrician', 'इलेक्ट्रिशियन'] },
]

const ids = (found: readonly { id: string }[]) => found.map((occupation) => occupation.id)

describe('searchForm', () => {
  it.each([
    ['  Software-Engineer ', 'software engineer'],
    ['C.A.', 'c a'],
    ['Café', 'cafe'],
    ['इंजीनियर', 'इंजिनियर'],
    ['नर्स़', 'नर्स'],
    ['पूना', 'पुना'],
    ['हँस', 'हंस'],
  ])('%j is compared as %j', (typed, form) => {
    expect(searchForm(typed)).toBe(searchForm(form))
  })
})

describe('findOccupations', () => {
  it.each([
    ['software engineer', ['software-engineer']],
    ['soft eng', ['software-engineer']],
    ['ENGINEER', ['software-engineer', 'civil-engineer']],
    ['nurse', ['registered-nurse']],
    ['staff', ['registered-nurse']],
    ['नर्स', ['registered-nurse']],
    ['सॉफ्टवेयर इंजिनियर', ['software-engineer']],
    ['इंजी', ['software-engineer', 'civil-engineer']],
    ['ca', ['accountant']],
    ['सीए', ['accountant']],
  ])('%j finds %j', (typed, expected) => {
    expect(ids(findOccupations(occupations, typed))).toEqual(expected)
  })

  it('puts a whole term before one that only begins with the query', () => {
    const both = [
      { id: 'cook', terms: ['cook'] },
      { id: 'chef', terms: ['chef', 'cook (commercial)'] },
    ]
    expect(ids(findOccupations(both, 'cook'))).toEqual(['cook', 'chef'])
  })

  it.each(['', '   ', '—'])('finds nothing for %j', (typed) => {
    expect(findOccupations(occupations, typed)).toEqual([])
  })

  it('finds nothing for a word no term begins with', () => {
    expect(findOccupations(occupations, 'pilot')).toEqual([])
  })
})

describe('nearestOccupations', () => {
  it.each([
    ['nurce', ['registered-nurse']],
    ['electrision', ['electrician']],
    ['sivil engineer', ['civil-engineer']],
  ])('offers %j the nearest: %j', (typed, expected) => {
    expect(ids(nearestOccupations(occupations, typed))).toEqual(expected)
  })

  it('offers nothing for a query unlike every term', () => {
    expect(nearestOccupations(occupations, 'astronaut')).toEqual([])
  })

  it('offers at most the number asked for, nearest first', () => {
    expect(ids(nearestOccupations(occupations, 'engineers', 1))).toEqual(['software-engineer'])
  })
})

describe('the cross-walk as a Pune visitor searches it', () => {
  it.each([
    ['software engineer', 'software-engineer'],
    ['सॉफ्टवेयर इंजीनियर', 'software-engineer'],
    ['नर्स', 'registered-nurse'],
    ['CA', 'accountant'],
    ['electrician', 'electrician'],
    ['chef', 'chef'],
  ])('%j finds %s first', (typed, id) => {
    expect(findOccupations(commonOccupations.occupations, typed)[0]?.id).toBe(id)
  })
})
