// The Express Entry rounds: IRCC's feed read and checked, the snapshot the site publishes, a score set
// against past rounds, the chart's geometry and the year's summary.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import snapshot from '../../content/facts/express-entry-rounds.json'
import { type CrsAnswers, crsDefaults, crsQuery, parseCrsQuery } from '../../lib/calculators/crs/rules'
import { crsCalculatorGrid as grid } from '../../lib/calculators/grids'
import { roundsChart } from '../../lib/draws/chart'
import { type PastRound, recentRecord, recentRoundsByType, roundEligibility } from '../../lib/draws/compare'
import { inThisCopyOnly, roundList } from '../../lib/draws/copies'
import { roundsRefresher } from '../../lib/draws/refresh'
import {
  type CrossCheck,
  type ExpressEntryRound,
  officialFeed,
  readRounds,
  roundChanges,
  roundsSnapshot,
  roundType,
  snapshotRounds,
} from '../../lib/draws/rounds'
import { expressEntryRounds } from '../../lib/draws/snapshot'
import { daysBetween, typesByFrequency, yearSummary } from '../../lib/draws/summary'

// The real shape of IRCC's ee_rounds_123_en.json: its first three rounds as published, every field.
const sample = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'fixtures', 'ee_rounds_123_en.sample.json'), 'utf8'),
) as { classes: string; rounds: Record<string, string>[] }

describe('the official feed', () => {
  it('reads the sample into the site’s rounds, newest first', () => {
    expect(v.is(officialFeed, sample)).toBe(true)
    const rounds = readRounds(sample.rounds)
    expect(rounds.map((round) => round.number)).toEqual([418, 417, 416])
    expect(rounds[0]).toEqual({
      number: 418,
      date: '2026-05-28',
      name: 'French-Language proficiency 2026-Version 2',
      type: 'french',
      invitations: 4500,
      lowestScore: 409,
      programs:
        'Federal Skilled Worker Program, Canadian Experience Class and Federal Skilled Trades Program',
      heldAt: 'May 28, 2026 at 10:52:36 UTC',
      tieBreak: 'April 29, 2026 at 22:20:00 UTC',
    } satisfies ExpressEntryRound)
  })

  it('keeps only the fields the site reads, and only rounds since the given day', () => {
    const kept = snapshotRounds(sample.rounds)
    expect(Object.keys(kept[0] ?? {}).sort()).toEqual(
      [
        'drawCRS',
        'drawCutOff',
        'drawDate',
        'drawDateTime',
        'drawName',
        'drawNumber',
        'drawSize',
        'drawText2',
      ].sort(),
    )
    expect(snapshotRounds(sample.rounds, '2026-05-28').map((round) => round.drawNumber)).toEqual(['418'])
  })

  it('stops at a round of another shape, naming it, and guesses nothing', () => {
    const broken = sample.rounds.map((round, index) => (index === 1 ? { ...round, drawCRS: 'n/a' } : round))
    expect(() => readRounds(broken)).toThrow(/^Round 417: /)
    const undated = sample.rounds.map((round, index) =>
      index === 2 ? { ...round, drawDate: 'May 2026' } : round,
    )
    expect(() => readRounds(undated)).toThrow(/^Round 416: /)
    expect(v.is(officialFeed, { rounds: [] })).toBe(false)
    expect(v.is(officialFeed, { classes: 'wb-tables' })).toBe(false)
  })

  it.each([
    ['Provincial Nominee Program', 'pnp'],
    ['Canadian Experience Class', 'cec'],
    ['French language proficiency (Version 1)', 'french'],
    ['French-Language proficiency 2026-Version 2', 'french'],
    ['Healthcare and social services occupations (Version 2)', 'healthcare'],
    ['Healthcare and Social Services Occupations, 2026-Version 3', 'healthcare'],
    ['Physicians with Canadian Work Experience, 2026-Version 1', 'physicians'],
    ['Senior managers with Canadian Work Experience, 2026-Version 1', 'senior-managers'],
    ['Trade occupations (Version 2)', 'trade'],
    ['Trades Occupations, 2026-Version 3', 'trade'],
    ['Education occupations (Version 1)', 'education'],
    ['STEM occupations (Version 1)', 'stem'],
    ['Transport occupations (Version 1)', 'transport'],
    ['No Program Specified', 'general'],
    ['Skilled Military Recruits, 2026-Version 1', 'military'],
    ['Agriculture and agri-food occupations (Version 1)', 'other'],
  ])('"%s" is a %s round', (name, type) => {
    expect(roundType(name)).toBe(type)
  })

  it('reads IRCC’s two rounds of 2018 numbered 91a and 91b, as the whole feed holds them', () => {
    const old = { ...sample.rounds[0], drawDate: '2018-05-30' }
    const feed = [...sample.rounds, { ...old, drawNumber: '91a' }, { ...old, drawNumber: '91b' }]
    expect(readRounds(feed).map((round) => round.number)).toEqual([418, 417, 416])
    expect(() => readRounds([{ ...old, drawNumber: '91c' }])).toThrow(/^Round 91c: /)
  })

  it('says what a refresh added, changed and no longer finds', () => {
    const before = snapshotRounds(sample.rounds)
    const [newest, middle, oldest] = before
    if (!newest || !middle || !oldest) throw new Error('the sample has three rounds')
    const after = [{ ...newest, drawNumber: '419' }, newest, { ...middle, drawCRS: '500' }]
    const changes = roundChanges(before, after)
    expect(changes.added.map((round) => round.drawNumber)).toEqual(['419'])
    expect(changes.changed.map((round) => round.drawNumber)).toEqual(['417'])
    expect(changes.removed.map((round) => round.drawNumber)).toEqual(['416'])
  })
})

describe('the rounds’ refresher (npm run refresh)', () => {
  it('writes the sample feed as a snapshot the build reads, dated the day of the fetch, and says what changed', () => {
    // The snapshot as it stood before round #418: the sample adds it.
    const before = { ...snapshot, rounds: snapshotRounds(sample.rounds).slice(1) }
    const { snapshot: written, changes } = roundsRefresher.update([sample], before, '2026-11-27')
    const parsed = v.parse(roundsSnapshot, written)
    expect(parsed.retrieved).toBe('2026-11-27')
    expect(parsed.copiedFrom.url).toBe(
      'https://www.canada.ca/content/dam/ircc/documents/json/ee_rounds_123_en.json',
    )
    expect(parsed.crossCheckedWith).toBeUndefined()
    expect(readRounds(parsed.rounds).map((round) => round.number)).toEqual([418, 417, 416])
    expect(changes).toEqual([
      '3 rounds since 2025, newest #418 of 2026-05-28',
      'Added:',
      '  #418 2026-05-28 French-Language proficiency 2026-Version 2',
      'Changed: none',
    ])
  })

  it('refuses a feed of another shape, so the snapshot is never written from it', () => {
    expect(() => roundsRefresher.update([{ rounds: [] }], snapshot, '2026-11-27')).toThrow()
    const broken = { ...sample, rounds: sample.rounds.map((round) => ({ ...round, drawSize: 'many' })) }
    expect(() => roundsRefresher.update([broken], snapshot, '2026-11-27')).toThrow(/^Round 418: /)
  })
})

describe('the snapshot the site publishes', () => {
  const { rounds } = expressEntryRounds

  it('reaches at least round #437 of 19 August 2026, the newest any copy we could read holds', () => {
    expect(rounds[0]?.number).toBeGreaterThanOrEqual(437)
    expect(expressEntryRounds.asOf >= '2026-08-19').toBe(true)
  })

  it('is every round from the first of 2025 to the newest, with no number missing', () => {
    const numbers = rounds.map((round) => round.number)
    const newest = numbers[0] ?? 0
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => newest - i))
    expect(rounds.at(-1)?.date).toBe('2025-01-07')
    expect(rounds.every((round) => round.date >= '2025-01-01')).toBe(true)
    for (const [later, earlier] of rounds.slice(0, -1).map((round, i) => [round, rounds[i + 1]] as const)) {
      expect(later.date >= (earlier?.date ?? '')).toBe(true)
    }
  })

  it('knows every type of round it holds, and dates itself by its newest round', () => {
    expect(rounds.filter((round) => round.type === 'other')).toEqual([])
    expect(expressEntryRounds.asOf).toBe(rounds[0]?.date)
    expect(snapshot.rounds).toHaveLength(rounds.length)
  })

  it('was copied no earlier than its newest round, and dates the copy, not the writing of the file', () => {
    expect(v.is(roundsSnapshot, snapshot)).toBe(true)
    expect(expressEntryRounds.retrieved >= expressEntryRounds.asOf).toBe(true)
    // A mirror's copy is dated by its commit, which its link pins.
    if (expressEntryRounds.copiedFrom.url.startsWith('https://github.com/')) {
      expect(expressEntryRounds.copiedFrom.url).toMatch(/\/blob\/[0-9a-f]{40}\//)
      for (const copy of expressEntryRounds.crossCheckedWith ?? [])
        expect(copy.url).toMatch(/\/blob\/[0-9a-f]{40}\//)
    }
  })

  it('names where it was copied from and what it was checked against', () => {
    expect(expressEntryRounds.copiedFrom.url).toMatch(/^https:\/\//)
    expect(expressEntryRounds.crossCheckedWith?.[0]?.url).toMatch(/^https:\/\//)
    expect(expressEntryRounds.sources.map((source) => source.url)).toContain(
      'https://www.canada.ca/content/dam/ircc/documents/json/ee_rounds_123_en.json',
    )
  })
})

describe('which copies hold which rounds', () => {
  const check = { title: 'A copy', url: 'https://example.org/copy.json', copied: '2026-08-07' } as const

  it('finds the rounds no other copy held alike: those newer than each copy, and those a copy differed on', () => {
    const numbers = [437, 436, 435, 434, 433]
    const older = { ...check, compared: { from: 433, to: 434 }, fields: 'every' } as const
    expect(inThisCopyOnly(numbers, [older])).toEqual([435, 436, 437])
    const newer: CrossCheck = { ...check, compared: { from: 433, to: 437 }, fields: 'summary', differ: [434] }
    expect(inThisCopyOnly(numbers, [newer])).toEqual([434])
    expect(inThisCopyOnly(numbers, [older, newer])).toEqual([])
  })

  it('lists round numbers as the page says them, runs of three or more joined', () => {
    expect(roundList([437, 435, 436])).toBe('#435 to #437')
    expect(roundList([336, 331])).toBe('#331, #336')
    expect(roundList([1, 2, 5, 7, 8, 9])).toBe('#1, #2, #5, #7 to #9')
  })

  // sagunji/can-ee-draws keeps its own list of the rounds (number, date, invitations, lowest score): a
  // sample of it, the rounds the snapshot's record of it names, is checked against what it records.
  it('records what sagunji/can-ee-draws holds as its sample shows it', () => {
    const copy = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'fixtures', 'can-ee-draws.sample.json'), 'utf8'),
    ) as { draws: { drawNumber: number; date: string; invitationsIssued: number; minimumCRS: number }[] }
    const record = expressEntryRounds.crossCheckedWith?.find((each) => each.url.includes('/sagunji/'))
    if (!record) throw new Error('the snapshot records no comparison with sagunji/can-ee-draws')
    expect(record.fields).toBe('summary')
    for (const theirs of copy.draws) {
      const ours = expressEntryRounds.rounds.find((round) => round.number === theirs.drawNumber)
      const alike =
        ours?.date === theirs.date &&
        ours.invitations === theirs.invitationsIssued &&
        ours.lowestScore === theirs.minimumCRS
      expect(alike, `#${theirs.drawNumber}`).toBe(!record.differ?.includes(theirs.drawNumber))
      expect(record.compared.from <= theirs.drawNumber && theirs.drawNumber <= record.compared.to).toBe(true)
    }
    // The newest rounds shown are in it: none is in the copy shown only.
    expect(record.compared.to).toBe(expressEntryRounds.rounds[0]?.number)
  })
})

describe('which rounds a profile could be in', () => {
  const profile = (answers: Partial<CrsAnswers>): CrsAnswers => ({ ...crsDefaults, ...answers })
  const french = grid.french.min
  const eligible = (type: Parameters<typeof roundEligibility>[0], answers: Partial<CrsAnswers>) =>
    roundEligibility(type, profile(answers), french)

  it('the Canadian Experience Class needs a year of skilled work in Canada', () => {
    expect(eligible('cec', { canadianWork: 0 })).toEqual({
      type: 'cec',
      eligible: false,
      reason: 'canadian-work',
    })
    expect(eligible('cec', { canadianWork: 1 }).eligible).toBe(true)
  })

  it('provincial rounds need a nomination', () => {
    expect(eligible('pnp', {})).toEqual({ type: 'pnp', eligible: false, reason: 'nomination' })
    expect(eligible('pnp', { nomination: true }).eligible).toBe(true)
  })

  it('French rounds need NCLC 7 in all four French abilities, whichever language is first', () => {
    const allFrench = (level: number) => ({ r: level, w: level, l: level, s: level })
    const allSecond = (level: number) => ({ r2: level, w2: level, l2: level, s2: level })
    expect(french).toBe(7)
    expect(eligible('french', { first: 'fr', ...allFrench(7) }).eligible).toBe(true)
    expect(eligible('french', { first: 'fr', ...allFrench(7), s: 6 })).toMatchObject({ reason: 'french' })
    expect(eligible('french', { first: 'en', ...allSecond(8) }).eligible).toBe(true)
    expect(eligible('french', { first: 'en', ...allSecond(8), w2: 5 }).eligible).toBe(false)
    expect(eligible('french', { first: 'en' }).eligible).toBe(false)
  })

  it('occupation rounds need work in the group; two of them need it in Canada', () => {
    expect(eligible('healthcare', {})).toMatchObject({ eligible: false, reason: 'occupation' })
    expect(eligible('healthcare', { occupation: 'healthcare' }).eligible).toBe(true)
    expect(eligible('healthcare', { occupation: 'physicians' }).eligible).toBe(true)
    expect(eligible('trade', { occupation: 'stem' }).eligible).toBe(false)
    expect(eligible('physicians', { occupation: 'physicians' })).toMatchObject({
      reason: 'occupation-in-canada',
    })
    expect(eligible('physicians', { occupation: 'physicians', canadianWork: 1 }).eligible).toBe(true)
    expect(eligible('senior-managers', { occupation: 'senior-managers', canadianWork: 2 }).eligible).toBe(
      true,
    )
  })

  it('a round for military recruits is never assumed: the calculator does not ask for a Canadian Armed Forces offer', () => {
    expect(eligible('military', { canadianWork: 3, occupation: 'healthcare' })).toEqual({
      type: 'military',
      eligible: false,
      reason: 'military',
    })
  })

  it('a round for all programmes is open to every profile', () => {
    expect(eligible('general', {}).eligible).toBe(true)
  })

  it('the occupation group travels in the shared link', () => {
    const answers = profile({ occupation: 'trade' })
    expect(parseCrsQuery(crsQuery(answers), grid).occupation).toBe('trade')
    expect(crsQuery(profile({})).has('occupation')).toBe(false)
    expect(parseCrsQuery(new URLSearchParams('occupation=pilot'), grid).occupation).toBe('other')
  })
})

describe('a score against recent rounds', () => {
  const past = (...scores: number[]): PastRound[] =>
    scores.map((lowestScore, i) => ({ date: `2026-0${9 - i}-01`, lowestScore }))

  it('counts the last six rounds whose lowest score the score reached, ties included', () => {
    const record = recentRecord(512, past(520, 510, 500, 530, 512, 515, 400))
    expect(record).toEqual({ met: 3, of: 6, latest: { date: '2026-09-01', lowestScore: 520 } })
  })

  it('compares with fewer rounds where a type had fewer, and with none where it had none', () => {
    expect(recentRecord(480, past(470, 490))).toMatchObject({ met: 1, of: 2 })
    expect(recentRecord(480, [])).toBeNull()
  })

  it('hands the calculator each type’s six newest rounds', () => {
    const rounds = readRounds(sample.rounds)
    const many: ExpressEntryRound[] = Array.from({ length: 8 }, (_, i) => ({
      ...(rounds[0] as ExpressEntryRound),
      number: 500 - i,
      type: 'cec',
      lowestScore: 500 + i,
    }))
    const byType = recentRoundsByType([...many, { ...(rounds[1] as ExpressEntryRound), type: 'other' }])
    expect(byType).toEqual([
      { type: 'cec', rounds: many.slice(0, 6).map(({ date, lowestScore }) => ({ date, lowestScore })) },
    ])
  })
})

describe('the year in plain words and the chart', () => {
  const round = (
    number: number,
    date: string,
    type: ExpressEntryRound['type'],
    invitations: number,
    lowestScore: number,
  ) =>
    ({
      number,
      date,
      type,
      invitations,
      lowestScore,
      name: type,
      programs: '',
      heldAt: '',
      tieBreak: '',
    }) satisfies ExpressEntryRound
  const rounds = [
    round(5, '2026-03-02', 'cec', 3000, 510),
    round(4, '2026-02-15', 'pnp', 500, 780),
    round(3, '2026-01-10', 'cec', 2000, 520),
    round(2, '2025-12-01', 'french', 4000, 420),
    round(1, '2025-02-01', 'pnp', 400, 750),
  ]

  it('counts the days from the newest round to the day of the build, across months and years', () => {
    expect(daysBetween('2026-08-19', '2026-11-27')).toBe(100)
    expect(daysBetween('2026-11-27', '2026-11-27')).toBe(0)
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1)
  })

  it('counts a year’s rounds and invitations, by type, most rounds first', () => {
    expect(yearSummary(rounds, '2026')).toEqual({
      year: '2026',
      rounds: 3,
      invitations: 5500,
      byType: [
        { type: 'cec', rounds: 2, invitations: 5000 },
        { type: 'pnp', rounds: 1, invitations: 500 },
      ],
    })
    expect(typesByFrequency(rounds)).toEqual(['cec', 'pnp', 'french'])
  })

  it('draws each type as a line through its rounds in date order, inside the box', () => {
    const chart = roundsChart(rounds)
    const { width, height } = chart.box
    expect(chart.series.map((line) => line.type)).toEqual(['cec', 'pnp', 'french'])
    for (const line of chart.series) {
      const xs = line.points.map((point) => point.x)
      expect(xs).toEqual([...xs].sort((a, b) => a - b))
      for (const point of line.points) {
        expect(point.x).toBeGreaterThanOrEqual(0)
        expect(point.x).toBeLessThanOrEqual(width)
        expect(point.y).toBeGreaterThanOrEqual(0)
        expect(point.y).toBeLessThanOrEqual(height)
      }
      expect(line.path.startsWith('M')).toBe(true)
    }
    // Higher scores are higher up.
    const [pnp] = chart.series.filter((line) => line.type === 'pnp')
    const [cec] = chart.series.filter((line) => line.type === 'cec')
    expect(Math.max(...(pnp?.points.map((p) => p.y) ?? []))).toBeLessThan(
      Math.min(...(cec?.points.map((p) => p.y) ?? [])),
    )
    expect(chart.yTicks.map((tick) => tick.value)).toEqual([400, 500, 600, 700, 800])
    expect(chart.xTicks.map((tick) => tick.date)).toEqual([
      '2025-04-01',
      '2025-07-01',
      '2025-10-01',
      '2026-01-01',
    ])
  })
})
