// The fact registry itself, and the rule that copy states its figures only through it.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { facts } from '../../content/facts'
import type { Fact } from '../../content/facts/types'
import { allFacts, factNamesIn, lookUpFact } from '../../lib/facts/resolve'
import { addMonths, changeDay, latestReview } from '../../lib/facts/review'
import { officialHost as official } from '../support/official'

const root = join(import.meta.dirname, '..', '..')
const today = new Date().toISOString().slice(0, 10)
const registry = allFacts(facts)

describe.each(registry)('%s', (_name, fact) => {
  it('has a value, dates in order and an official https source', () => {
    expect(fact.value === '' || (typeof fact.value === 'number' && Number.isNaN(fact.value))).toBe(false)
    expect(fact.about.length).toBeGreaterThan(10)
    for (const date of [fact.asOf, fact.checked, fact.reviewBy]) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(fact.asOf <= today, `asOf ${fact.asOf} is in the future`).toBe(true)
    expect(fact.reviewBy > fact.asOf).toBe(true)
    expect(fact.checked <= today).toBe(true)
    const url = new URL(fact.source.url)
    expect(url.protocol).toBe('https:')
    expect(url.hostname, fact.source.url).toMatch(official)
    expect(fact.source.title).toMatch(/^[^:]+: .+/)
    // Reports are named as such next to the official page: each says who published it.
    for (const report of fact.reportedBy ?? []) {
      expect(new URL(report.url).protocol).toBe('https:')
      expect(report.title).toMatch(/^[^:]+: .+/)
      expect(report.url).not.toBe(fact.source.url)
    }
  })

  it('is reviewed within six months of its last check, and no later than its next known change', () => {
    expect(fact.reviewBy > fact.checked).toBe(true)
    expect(fact.reviewBy <= latestReview(fact), `review by ${latestReview(fact)} at the latest`).toBe(true)
    // A replaced value is shown with its period, and its replacement is looked for within a month.
    if (fact.until) {
      expect(fact.until >= fact.asOf && fact.until < fact.checked).toBe(true)
      expect(
        fact.reviewBy <= addMonths(fact.checked, 1),
        'a replaced value is checked again within a month',
      ).toBe(true)
    }
    if (fact.nextChange) {
      // A known change already past at the last check is no longer the next one: say what comes after it.
      expect(changeDay(fact.nextChange, fact.checked) > fact.checked).toBe(true)
      expect(fact.nextChange.what.length).toBeGreaterThan(10)
    }
  })
})

/** The files copy lives in: every content module but the registry, every post, every page. */
function copyFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) return path === 'content/facts' ? [] : walk(path)
      return /\.(ts|tsx|md)$/.test(entry.name) ? [path] : []
    })
  return ['content', 'pages'].flatMap(walk)
}
const files = copyFiles().map((path) => [path, readFileSync(join(root, path), 'utf8')] as const)

describe('copy', () => {
  it('names only facts that exist', () => {
    const unknown: string[] = []
    for (const [path, text] of files) {
      for (const name of factNamesIn(text)) {
        try {
          lookUpFact(facts, name, path)
        } catch {
          unknown.push(`${path}: ${name}`)
        }
      }
    }
    expect(unknown).toEqual([])
  })

  it('never types a registry amount or threshold as a literal', () => {
    const spellings = (fact: Fact): string[] => {
      if (typeof fact.value !== 'number') return []
      const n = fact.value
      const plain = String(n)
      const grouped = n.toLocaleString('en-GB', { maximumFractionDigits: 2 })
      const indian = n.toLocaleString('en-IN', { maximumFractionDigits: 2 })
      const numbers = [
        ...new Set([
          plain,
          grouped,
          indian,
          n.toFixed(2),
          Number(n.toFixed(2)).toLocaleString('en-GB', { minimumFractionDigits: 2 }),
        ]),
      ]
      const bare = n >= 1000 ? numbers : []
      const currency = /^[A-Z]{3}$/.test(fact.unit)
        ? numbers.flatMap((number) => [
            `${fact.unit} ${number}`,
            `${fact.unit}${number}`,
            `$${number}`,
            `€${number}`,
            `£${number}`,
            `₹${number}`,
            `${number} €`,
            `${number} euros`,
            `${number} pounds`,
          ])
        : []
      return [...new Set([...bare, ...currency])]
    }
    // A rupee price (the firm's own fees) is never a foreign government's amount, whatever its digits.
    const notAfter = (fact: Fact) => (fact.unit === 'INR' ? '\\d.,' : '\\d.,₹')
    const literals: string[] = []
    for (const [name, fact] of registry) {
      for (const spelling of spellings(fact).filter((each) => fact.unit === 'INR' || !each.startsWith('₹'))) {
        const pattern = new RegExp(
          `(?<![${notAfter(fact)}])${spelling.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&')}(?![\\d]|[.,]\\d)`,
        )
        for (const [path, text] of files) {
          if (pattern.test(text)) literals.push(`${relative('.', path)} types ${spelling} (${name})`)
        }
      }
    }
    expect(literals).toEqual([])
  })
})
