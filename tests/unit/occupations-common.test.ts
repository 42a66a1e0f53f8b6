// The cross-walk the occupation search reads (content/facts/occupations/common.json): each common Indian job
// title with the code each classification most likely gives it. A visitor reaches a country's answer through
// these codes, so each is of its classification's form, each NOC code one of NOC 2021's 516 unit groups,
// every occupation findable in English, Hindi and Marathi, and no typed term leads to two occupations.
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { commonOccupations, nocUnitGroups, ukSkilledOccupations } from '../../content/facts/occupations'
import { isoDate, source } from '../../lib/processing-times/feed'

const code = (digits: number) => v.pipe(v.string(), v.regex(new RegExp(`^\\d{${digits}}$`)))
const digits = { noc: 5, anzsco: 6, soc: 4, isco: 4 } as const

const occupation = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z]+(?:-[a-z]+)*$/, 'not kebab-case')),
  title: v.pipe(v.string(), v.nonEmpty()),
  terms: v.pipe(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty())), v.minLength(2)),
  noc: v.nullable(code(digits.noc)),
  anzsco: v.nullable(code(digits.anzsco)),
  soc: v.nullable(code(digits.soc)),
  isco: v.nullable(code(digits.isco)),
  alternatives: v.optional(
    v.object({
      noc: v.optional(v.array(code(digits.noc))),
      anzsco: v.optional(v.array(code(digits.anzsco))),
      soc: v.optional(v.array(code(digits.soc))),
      isco: v.optional(v.array(code(digits.isco))),
    }),
  ),
  note: v.optional(v.pipe(v.string(), v.nonEmpty())),
})

const crossWalkFile = v.object({
  asOf: isoDate,
  reviewBy: isoDate,
  note: v.pipe(v.string(), v.includes('never a classification')),
  sources: v.pipe(v.array(source), v.length(4)),
  // ABS's ANZSCO and the ILO's ISCO-08, each as a public copy on GitHub.
  checkedAgainst: v.pipe(v.array(source), v.length(2)),
  occupations: v.pipe(v.array(occupation), v.minLength(20)),
})

const { occupations } = commonOccupations
const classifications = Object.keys(digits) as (keyof typeof digits)[]
const devanagari = /[\u0900-\u097F]/

describe('the common occupations’ cross-walk', () => {
  it('is of the shape the search reads', () => {
    expect(() => v.parse(crossWalkFile, commonOccupations)).not.toThrow()
  })

  it('names each occupation once, by an id a link can carry', () => {
    const ids = occupations.map((kept) => kept.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('leads each typed term to one occupation only (compared as a visitor types it, any case)', () => {
    const owners = new Map<string, string[]>()
    for (const { id, terms } of occupations)
      for (const term of terms)
        owners.set(term.toLowerCase(), [...(owners.get(term.toLowerCase()) ?? []), id])
    expect([...owners].filter(([, ids]) => ids.length > 1)).toEqual([])
  })

  it('finds every occupation in English and in Devanagari (Hindi and Marathi)', () => {
    for (const { id, terms } of occupations) {
      expect(
        terms.some((term) => /^[\x20-\x7E]+$/.test(term)),
        id,
      ).toBe(true)
      expect(
        terms.some((term) => devanagari.test(term)),
        id,
      ).toBe(true)
    }
  })

  it('names only unit groups of NOC 2021, the classification the snapshot holds whole', () => {
    const nocs = new Set(nocUnitGroups.unitGroups.map((group) => group.noc))
    const named = occupations.flatMap(({ noc, alternatives }) => [noc ?? [], alternatives?.noc ?? []].flat())
    expect(named.filter((noc) => !nocs.has(noc))).toEqual([])
  })

  it('names only SOC codes the UK snapshot answers for, with their eligibility and going rate', () => {
    const socs = new Set(ukSkilledOccupations.occupations.map((row) => row.soc))
    const named = occupations.flatMap(({ soc, alternatives }) => [soc ?? [], alternatives?.soc ?? []].flat())
    expect(named.filter((soc) => !socs.has(soc))).toEqual([])
  })

  it('says why wherever a classification has no single code, and offers candidates only there', () => {
    for (const kept of occupations) {
      const missing = classifications.filter((classification) => kept[classification] === null)
      if (missing.length > 0) expect(kept.note, kept.id).toBeDefined()
      for (const classification of Object.keys(kept.alternatives ?? {}))
        expect(missing, `${kept.id}: alternatives for ${classification}`).toContain(classification)
    }
  })

  it('answers a Pune visitor’s common titles', () => {
    const find = (term: string) =>
      occupations.find((kept) => kept.terms.some((typed) => typed.toLowerCase() === term.toLowerCase()))?.id
    expect(
      [
        'सॉफ्टवेयर इंजीनियर',
        'नर्स',
        'परिचारिका',
        'CA',
        'सीए',
        'IT engineer',
        'staff nurse',
        'विजतंत्री',
        'शेफ',
        'आचारी',
      ].map(find),
    ).toEqual([
      'software-engineer',
      'registered-nurse',
      'registered-nurse',
      'accountant',
      'accountant',
      'software-engineer',
      'registered-nurse',
      'electrician',
      'chef',
      'cook',
    ])
  })
})
