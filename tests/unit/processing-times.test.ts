// Processing times as data: each source's feed read from a saved sample of its real shape (a changed
// shape stops the refresh, naming the field), the snapshots the build reads, and the time, scope,
// measure, update date and history each route of the site answers with.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import irccIndiaFile from '../../content/facts/processing-times/ircc-india.json'
import type { IsoDate } from '../../content/facts/types'
import { calendarDays, parseDuration } from '../../lib/processing-times/duration'
import { isoFromWords } from '../../lib/processing-times/feed'
import { outOfDate, type SnapshotAge, snapshotAges } from '../../lib/processing-times/freshness'
import { tableRows } from '../../lib/processing-times/govuk-tables'
import { homeAffairsRefresher, readHomeAffairs, visasOfAnswer } from '../../lib/processing-times/home-affairs'
import { inzRefresher, readInz } from '../../lib/processing-times/inz'
import {
  indiaRowOfFeed,
  irccExpressEntryRefresher,
  irccIndiaRefresher,
  readIrccExpressEntry,
  readIrccIndia,
} from '../../lib/processing-times/ircc'
import { irccIndiaTime, routeTime, timedRoutes } from '../../lib/processing-times/routes'
import { processingTimeSources as sources } from '../../lib/processing-times/sources'
import { readUkvi, ukviRefresher } from '../../lib/processing-times/ukvi'
import { readUsWaits, rowsOfCopy, usWaitsRefresher } from '../../lib/processing-times/us-waits'
import {
  altered,
  fixture,
  homeAffairsSample as sample,
  homeAffairsAnswer as withStudent,
} from '../support/feed-samples'

const snapshot = (name: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'content', 'facts', 'processing-times', name), 'utf8'),
  ) as unknown
/** A feed of sections, each a record of texts (IRCC's two feeds). */
type Sections = Record<string, Record<string, string>>

describe('a processing time as the authorities write it', () => {
  it.each([
    ['31 days', { value: 31, unit: 'days' }],
    ['1 week', { value: 1, unit: 'weeks' }],
    ['About 7 months', { value: 7, unit: 'months', qualifier: 'about' }],
    ['61 Days', { value: 61, unit: 'days' }],
    ['Less than 1 Day', { value: 1, unit: 'days', qualifier: 'less-than' }],
    ['More than 10 years', { value: 10, unit: 'years', qualifier: 'more-than' }],
    ['71 working days', { value: 71, unit: 'working-days' }],
    ['12 months*', { value: 12, unit: 'months' }],
  ])('reads "%s"', (text, duration) => {
    expect(parseDuration(text)).toEqual(duration)
  })

  it.each(['No processing time available', 'Not enough data', 'Processing times are not available', 'NA'])(
    'has no figure in "%s"',
    (text) => {
      expect(parseDuration(text)).toBeNull()
    },
  )

  it('counts calendar days only where the unit allows it', () => {
    expect(calendarDays({ value: 5, unit: 'weeks' })).toBe(35)
    expect(calendarDays({ value: 31, unit: 'days' })).toBe(31)
    expect(calendarDays({ value: 71, unit: 'working-days' })).toBeNull()
    expect(calendarDays({ value: 7, unit: 'months' })).toBeNull()
  })

  it.each([
    ['October 1, 2026', '2026-10-01'],
    ['04 August 2026', '2026-08-04'],
    ['February 30, 2026', null],
    ['1 Oct 2026', null],
  ])('reads the date "%s"', (text, iso) => {
    expect(isoFromWords(text)).toBe(iso)
  })
})

describe("IRCC's times by country of residence (data-ptime-en.json)", () => {
  // The real shape: suhaibmujahid/cic-processing-times' copy of IRCC's update of June 24, 2026, every
  // section kept with three countries.
  const sample = fixture('data-ptime-en.sample.json') as Sections &
    Record<'study' | 'work', Record<string, string>>
  const before = altered(irccIndiaFile, (file) => {
    file.history = file.history.filter((row) => row.updated < '2026-06-24')
  })

  it("reads India's row of the sample", () => {
    expect(indiaRowOfFeed(sample)).toEqual({
      updated: '2026-06-24',
      'visitor-outside-canada': '22 days',
      supervisa: '66 days',
      study: '4 weeks',
      work: '9 weeks',
    })
  })

  it('adds a new update to the history, copied from the official feed', () => {
    const { snapshot: written, changes } = irccIndiaRefresher.update([sample], before, '2026-11-27')
    const india = readIrccIndia(written)
    expect(india.updates.at(-1)?.updated).toBe('2026-06-24')
    expect(india.updates).toHaveLength(before.history.length + 1)
    expect(india.retrieved).toBe('2026-11-27')
    expect(india.copiedFrom.url).toBe(
      'https://www.canada.ca/content/dam/ircc/documents/json/data-ptime-en.json',
    )
    expect(india.historyFrom.at(-1)).toMatchObject({ from: '2026-06-24', to: '2026-06-24' })
    expect(changes[0]).toMatch(/^New update: 2026-06-24/)
    expect(changes).toContain('supervisa: 110 days → 66 days')
  })

  it('refuses a feed older than the snapshot, and one of another shape, naming the field', () => {
    expect(() => irccIndiaRefresher.update([sample], irccIndiaFile, '2026-11-27')).toThrow(
      /update of 2026-06-24 is older than the snapshot's 2026-10-01/,
    )
    const noIndia = altered(sample, (feed) => {
      delete feed.study.IN
    })
    expect(() => indiaRowOfFeed(noIndia)).toThrow(/: study\.IN: /)
    const undated = altered(sample, (feed) => {
      feed.work.lastupdated = '24/06/2026'
    })
    expect(() => indiaRowOfFeed(undated)).toThrow(/: work\.lastupdated: not a date/)
    const split = altered(sample, (feed) => {
      feed.work.lastupdated = 'June 25, 2026'
    })
    expect(() => indiaRowOfFeed(split)).toThrow(/different update dates/)
  })
})

describe("IRCC's projected times of permanent residence (flpt-en.json)", () => {
  // The real shape: manojkrr/ircc-pulse's copy of IRCC's update of October 9, 2025, trimmed to four programmes.
  const sample = fixture('flpt-en.sample.json') as Sections & Record<'current-flpt', Record<string, string>>

  it("reads Express Entry's three programmes and the feed's date", () => {
    const { snapshot: written, changes } = irccExpressEntryRefresher.update(
      [sample],
      snapshot('ircc-express-entry.json'),
      '2026-11-27',
    )
    const read = readIrccExpressEntry(written)
    expect(read.updated).toBe('2025-10-09')
    expect(read.times.fsw).toEqual({ published: '6 months', duration: { value: 6, unit: 'months' } })
    expect(read.times['pnp-ee'].duration).toEqual({ value: 7, unit: 'months', qualifier: 'about' })
    expect(changes).toContain('fsw: About 7 months → 6 months')
  })

  it('stops at a feed of another shape, naming the field', () => {
    const missing = altered(sample, (feed) => {
      delete feed['current-flpt'].fsw
    })
    expect(() =>
      irccExpressEntryRefresher.update([missing], snapshot('ircc-express-entry.json'), '2026-11-27'),
    ).toThrow(/: current-flpt\.fsw: /)
  })
})

describe("Home Affairs' global processing times (GPT.aspx)", () => {
  // The real shape: the service's answer for 189 as ChangkeunJ/visa-times' README quotes it, every field.
  it('names a visa the answer lacks', () => {
    expect(() => visasOfAnswer(sample)).toThrow(/has no 500 Higher Education Sector/)
  })

  it('reads the 50% and 90% times and the update date of each visa', () => {
    const { snapshot: written } = homeAffairsRefresher.update(
      [withStudent],
      snapshot('home-affairs.json'),
      '2026-11-27',
    )
    const times = readHomeAffairs(written).times({ subclass: '189', stream: 'Points-Tested' })
    expect(times).toEqual({
      updated: '2026-08-04',
      published: { percent50: '7 Months', percent90: '9 Months' },
      percent50: { value: 7, unit: 'months' },
      percent90: { value: 9, unit: 'months' },
    })
    expect(homeAffairsRefresher.feeds[0]?.post).toEqual({
      gptRequest: [
        { VisaSubclassCode: '189', StreamCode: '' },
        { VisaSubclassCode: '500', StreamCode: '' },
      ],
    })
  })

  it('stops at a field of another shape, naming it', () => {
    const broken = altered(withStudent, (answer) => {
      delete answer.d.data[0]?.Percent90
    })
    expect(() => visasOfAnswer(broken)).toThrow(/d\.data\.0 \(189 Points-Tested\): Percent90: /)
    expect(() => visasOfAnswer({ d: { success: false } })).toThrow(/: d\.success: /)
  })
})

describe("UKVI's service standards (GOV.UK Content API)", () => {
  // GOV.UK's Content API item (title, public_updated_at, details.body as HTML). No copy of these two pages'
  // bodies was reachable: the tables are written as GovWait's and another reader's parsers of the page
  // describe them (a heading, then rows of visa and time), with the times of GovWait's copy.
  type ContentItem = { public_updated_at?: string; details: { body: string } }
  const [outside, inside] = fixture('govuk-content.sample.json') as [ContentItem, ContentItem]

  it("reads each table row under its heading, and the page's date", () => {
    expect(tableRows(outside.details.body)).toContainEqual({
      section: 'Popular work visas',
      visa: 'Skilled Worker',
      time: '3 weeks',
    })
    const { snapshot: written } = ukviRefresher.update([outside, inside], snapshot('ukvi.json'), '2026-11-27')
    const graduate = readUkvi(written).standard({ page: 'inside', visa: 'Graduate' })
    expect(graduate).toMatchObject({ updated: '2026-09-09', retrieved: '2026-11-27', published: '8 weeks' })
  })

  it('stops at a page without a row it needs, or without its date, naming it', () => {
    const noGraduate = altered(inside, (item) => {
      item.details.body = item.details.body.replace('Graduate', 'Graduate route')
    })
    expect(() => ukviRefresher.update([outside, noGraduate], snapshot('ukvi.json'), '2026-11-27')).toThrow(
      /details\.body has no table row for Graduate/,
    )
    const undated = altered(outside, (item) => {
      delete item.public_updated_at
    })
    expect(() => ukviRefresher.update([undated, inside], snapshot('ukvi.json'), '2026-11-27')).toThrow(
      /: public_updated_at: /,
    )
  })
})

describe("the State Department's appointment waits in India (the-videshi-news' copy)", () => {
  // The real shape: rows of the copy's visa-wait-times.json as published, every field.
  const sample = fixture('visa-wait-times.sample.json') as Record<string, unknown>[]

  it("keeps the newest scrape's rows for India's five consulates", () => {
    const { retrieved, rows } = rowsOfCopy(sample)
    expect(retrieved).toBe('2026-07-24')
    expect(rows).toHaveLength(15)
    const { snapshot: written } = usWaitsRefresher.update([sample], snapshot('us-waits.json'), '2026-11-27')
    const students = readUsWaits(written).waits('F_M_J')
    expect(students.find((wait) => wait.consulate === 'mumbai')?.nextAvailable).toEqual({
      value: 1.5,
      unit: 'months',
    })
    expect(students.find((wait) => wait.consulate === 'chennai')?.nextAvailable).toBeNull()
  })

  it('stops at a row of another shape or a consulate missing, naming it', () => {
    const broken = altered(sample, (rows) => {
      ;(rows[3] as Record<string, unknown>).next_available_months = '2 months'
    })
    expect(() => rowsOfCopy(broken)).toThrow(/: \[3\]: next_available_months: /)
    expect(() => rowsOfCopy(sample.filter((row) => row.consulate !== 'kolkata'))).toThrow(
      /has no kolkata B1B2/,
    )
  })
})

describe("Immigration New Zealand's times (GovWait's copy)", () => {
  // The real shape: GovWait's four files as published, every field.
  const sample = fixture('govwait-nz-entities.sample.json') as { latest: { value_raw: string } }[]

  it('reads the 50% and 80% working days of each visa, dated by the stalest file', () => {
    const { snapshot: written } = inzRefresher.update(sample, snapshot('inz.json'), '2026-11-27')
    const inz = readInz(written)
    expect(inz.retrieved).toBe('2026-09-25')
    expect(
      inz.times({
        key: 'skilled-migrant-category-resident-visa',
        visa: 'Skilled Migrant Category Resident Visa',
      }),
    ).toEqual({
      published: { p50: '71 working days', p80: '102 working days' },
      p50: { value: 71, unit: 'working-days' },
      p80: { value: 102, unit: 'working-days' },
    })
  })

  it('stops at a file of another visa or another shape, naming it', () => {
    const swapped = [sample[2], sample[1], sample[0], sample[3]]
    expect(() => inzRefresher.update(swapped, snapshot('inz.json'), '2026-11-27')).toThrow(
      /service_name is "Fee Paying/,
    )
    const broken = altered(sample, (files) => {
      ;(files[1] as { latest: { value_raw: string } }).latest.value_raw = 'n/a'
    })
    expect(() => inzRefresher.update(broken, snapshot('inz.json'), '2026-11-27')).toThrow(
      /: latest\.value_raw: /,
    )
  })
})

describe('the snapshots the site publishes', () => {
  it("hold IRCC's India figures of 19 August 2026 as issue 56 states them", () => {
    const on = (route: 'canadaVisitor' | 'canadaStudy' | 'canadaWork' | 'canadaSuperVisa') =>
      irccIndiaTime(route, sources.ircc.india, '2026-08-19').published
    expect(on('canadaVisitor')).toBe('31 days')
    expect(on('canadaStudy')).toBe('5 weeks')
    expect(on('canadaWork')).toBe('9 weeks')
    expect(on('canadaSuperVisa')).toBe('56 days')
  })

  it('hold the visitor visa from India at 99 days in November 2025 and at 28 days into April 2026', () => {
    const visitor = (updated: IsoDate) =>
      irccIndiaTime('canadaVisitor', sources.ircc.india, updated).published
    expect(visitor('2025-11-05')).toBe('99 days')
    // The update of March 31, 2026 stood until April 9, when IRCC published 20 days.
    expect(visitor('2026-03-31')).toBe('28 days')
    expect(visitor('2026-04-09')).toBe('20 days')
  })

  it('keep every update since November 2021 in order, the newest being the current time', () => {
    const updates = sources.ircc.india.updates
    expect(updates[0]?.updated).toBe('2021-11-02')
    expect(updates.length).toBeGreaterThan(240)
    expect(updates.at(-1)?.updated).toBe('2026-10-01')
    expect(() => readIrccIndia(altered(irccIndiaFile, (file) => file.history.reverse()))).toThrow(
      /history: updates out of order/,
    )
  })

  it('name each copy by the commit it was read at', () => {
    const copies = [
      sources.ircc.india.copiedFrom,
      ...sources.ircc.india.historyFrom,
      sources.ircc.expressEntry.copiedFrom,
      sources.homeAffairs.times.copiedFrom,
      sources.ukvi.standards.copiedFrom,
      sources.usWaits.waits.copiedFrom,
      sources.inz.times.copiedFrom,
    ]
    for (const copy of copies)
      expect(copy.url).toMatch(/^https:\/\/github\.com\/[^/]+\/[^/]+\/(blob|commits)\/[0-9a-f]{40}\//)
  })
})

describe('the time each route answers with', () => {
  it.each([
    ['canadaVisitor', 'ircc', 'india', 'ircc-past-80', ['30 days'], '2026-10-01'],
    ['canadaSuperVisa', 'ircc', 'india', 'ircc-past-80', ['65 days'], '2026-10-01'],
    ['canadaStudy', 'ircc', 'india', 'ircc-past-80', ['6 weeks'], '2026-10-01'],
    ['canadaWork', 'ircc', 'india', 'ircc-past-80', ['10 weeks'], '2026-10-01'],
    [
      'expressEntry',
      'ircc',
      'global',
      'ircc-projected-80',
      ['About 7 months', 'About 6 months', 'About 7 months'],
      '2026-09-03',
    ],
    [
      'australiaSkilled',
      'home-affairs',
      'global',
      'home-affairs-50-90',
      ['61 Days', '8 Months'],
      '2026-09-29',
    ],
    [
      'australiaStudent',
      'home-affairs',
      'global',
      'home-affairs-50-90',
      ['16 Days', '4 Months'],
      '2026-09-29',
    ],
    ['ukSkilledWorker', 'ukvi', 'global', 'ukvi-target', ['3 weeks'], '2026-09-09'],
    ['ukStudent', 'ukvi', 'global', 'ukvi-target', ['3 weeks'], '2026-09-09'],
    ['ukGraduate', 'ukvi', 'global', 'ukvi-target', ['8 weeks'], '2026-09-09'],
    ['nzSkilledMigrant', 'inz', 'global', 'inz-50-80', ['71 working days', '106 working days'], null],
    ['nzStudent', 'inz', 'global', 'inz-50-80', ['23 working days', '53 working days'], null],
    ['usF1', 'state-department', 'india', 'appointment-wait', ['NA', '4.5', '1.5', '2.5', '2.5'], null],
    ['usH1b', 'state-department', 'india', 'appointment-wait', ['NA', '5', '1.5', '1.5', '1.5'], null],
  ] as const)('%s: %s, %s, %s', (route, authority, scope, measure, published, updated) => {
    const time = routeTime(route, sources)
    expect(time).toMatchObject({ status: 'published', authority, scope, measure, updated })
    if (time.status === 'published') expect(time.figures.map((figure) => figure.published)).toEqual(published)
  })

  it('gives the shares a time covers and the consulate a wait is for', () => {
    const australia = routeTime('australiaSkilled', sources)
    const us = routeTime('usF1', sources)
    if (australia.status !== 'published' || us.status !== 'published')
      throw new Error('expected published times')
    expect(australia.figures.map((figure) => figure.percent)).toEqual([50, 90])
    expect(us.figures.map((figure) => figure.consulate)).toEqual([
      'chennai',
      'hyderabad',
      'kolkata',
      'mumbai',
      'new_delhi',
    ])
  })

  it("draws Canada's routes from India from every update kept, in calendar days", () => {
    const study = routeTime('canadaStudy', sources)
    if (study.status !== 'published') throw new Error('expected a published time')
    expect(study.history?.length).toBe(sources.ircc.india.updates.length)
    expect(study.history?.[0]).toEqual({
      updated: '2021-11-02',
      duration: { value: 28, unit: 'weeks' },
      days: 196,
    })
    expect(study.history?.at(-1)?.days).toBe(42)
    expect(routeTime('ukStudent', sources)).not.toHaveProperty('history')
  })

  it('says Germany publishes no time, with the fast-track limits for the Blue Card alone', () => {
    const blueCard = routeTime('germanyBlueCard', sources)
    const study = routeTime('germanyStudy', sources)
    expect(blueCard).toMatchObject({ status: 'not-published', authority: 'german-missions' })
    if (blueCard.status !== 'not-published' || study.status !== 'not-published')
      throw new Error('expected none')
    expect(blueCard.limits.map((fact) => `${fact.value} ${fact.unit}`)).toEqual(['3 weeks', '3 weeks'])
    expect(study.limits).toEqual([])
    expect(study.check[0]?.url).toMatch(/^https:\/\/india\.diplo\.de\//)
  })

  it('answers for every route of the finder and for Canada’s three temporary visas', () => {
    expect(timedRoutes).toHaveLength(17)
    for (const route of timedRoutes) expect(routeTime(route, sources).route).toBe(route)
  })
})

describe('npm run facts on the snapshots', () => {
  const age = (asOf: string, updatesEvery: number): SnapshotAge =>
    ({ name: 'x', file: 'x.json', asOf, basis: 'source-update', updatesEvery }) as SnapshotAge

  it.each([
    ['2026-11-20', 7, false],
    ['2026-11-19', 7, true],
    ['2026-10-28', 31, false],
    ['2026-10-26', 31, true],
  ])(
    'a snapshot of %s whose source updates every %i days is out of date on 27 November 2026: %s',
    (asOf, every, stale) => {
      expect(outOfDate(age(asOf, every), '2026-11-27')).toBe(stale)
    },
  )

  it('dates each snapshot by its source’s own update where it gives one', () => {
    const ages = snapshotAges(sources)
    expect(ages.map((one) => [one.file, one.asOf])).toEqual([
      ['content/facts/processing-times/ircc-india.json', '2026-10-01'],
      ['content/facts/processing-times/ircc-express-entry.json', '2026-09-03'],
      ['content/facts/processing-times/home-affairs.json', '2026-09-29'],
      ['content/facts/processing-times/ukvi.json', '2026-09-09'],
      ['content/facts/processing-times/us-waits.json', '2026-08-10'],
      ['content/facts/processing-times/inz.json', '2026-10-02'],
    ])
  })
})
