// `npm run refresh` refuses what no real feed gives: each refresher runs on its saved real sample (still
// written) and on that sample with one implausible value (a rate of 1 USD = ₹1,00,000, a billion
// invitations, a round dated 2099, 1e308 months, a history cut to one round, markup in a text), which
// fails naming the feed, the field, the value and the bound, and leaves the snapshot's file byte for byte
// as it was. The snapshots are temporary copies, written through the same functions as the real ones.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import roundsFile from '../../content/facts/express-entry-rounds.json'
import australiaFile from '../../content/facts/occupations/australia.json'
import irccIndiaFile from '../../content/facts/processing-times/ircc-india.json'
import { roundsRefresher } from '../../lib/draws/refresh'
import { snapshotRounds } from '../../lib/draws/rounds'
import { australiaOccupationsRefresher } from '../../lib/occupations/australia-list'
import { nocRefresher } from '../../lib/occupations/noc'
import { ukOccupationsRefresher } from '../../lib/occupations/uk'
import { htmlTokens, tableRows } from '../../lib/processing-times/govuk-tables'
import { homeAffairsRefresher } from '../../lib/processing-times/home-affairs'
import { inzRefresher } from '../../lib/processing-times/inz'
import { irccExpressEntryRefresher, irccIndiaRefresher } from '../../lib/processing-times/ircc'
import { ukviRefresher } from '../../lib/processing-times/ukvi'
import { usWaitsRefresher } from '../../lib/processing-times/us-waits'
import { ratesRefresher } from '../../lib/rates/refresh'
import { type Refresher, refreshAll, snapshotFiles } from '../../lib/refresh'
import { altered, homeAffairsAnswer as answer, fixture } from '../support/feed-samples'

const root = join(import.meta.dirname, '..', '..')
const today = '2026-11-27'

/**
 * `npm run refresh` with one refresher, its feeds answering `fetched` (in the order of its feeds), on a
 * temporary copy of its snapshot (or on `before`, where given); what it logged, and whether the file is
 * still byte for byte as it was.
 */
async function refresh(refresher: Refresher, fetched: readonly unknown[], before?: unknown) {
  const dir = mkdtempSync(join(tmpdir(), 'refresh-'))
  const file = join(dir, refresher.file)
  mkdirSync(dirname(file), { recursive: true })
  if (before === undefined) copyFileSync(join(root, refresher.file), file)
  else writeFileSync(file, JSON.stringify(before))
  const was = readFileSync(file, 'utf8')
  const lines: string[] = []
  const failed = await refreshAll([refresher], {
    fetchJson: async (feed) => fetched[refresher.feeds.indexOf(feed)],
    ...snapshotFiles(dir),
    log: (line) => lines.push(line),
    today,
  })
  const untouched = readFileSync(file, 'utf8') === was
  rmSync(dir, { recursive: true })
  return { failed, log: lines.join('\n'), untouched }
}

/** The refresher wrote its snapshot from the feeds. */
async function expectWritten(refresher: Refresher, fetched: readonly unknown[], before?: unknown) {
  const { failed, log, untouched } = await refresh(refresher, fetched, before)
  expect(failed).toEqual([])
  expect(log).toMatch(new RegExp(`^${refresher.name} \\(${refresher.file}\\):`))
  expect(untouched).toBe(false)
}

/** The refresher refused the feeds, saying `reason` (feed, field, value and bound), and left its file alone. */
async function expectRefused(
  refresher: Refresher,
  fetched: readonly unknown[],
  reason: string,
  before?: unknown,
) {
  const { failed, log, untouched } = await refresh(refresher, fetched, before)
  expect(failed).toEqual([refresher.name])
  expect(log).toBe(`${refresher.name}: FAILED, snapshot left as it was: ${reason}`)
  expect(untouched).toBe(true)
}

describe('the Express Entry rounds', () => {
  const url = roundsRefresher.feeds[0]?.url
  // The real shape: IRCC's feed's first three rounds, every field; and the snapshot's rounds as a feed
  // with one round after them.
  const sample = fixture('ee_rounds_123_en.sample.json') as { rounds: Record<string, string>[] }
  const next = { ...roundsFile.rounds[0], drawNumber: '438', drawDate: '2026-11-25' }
  const feedWith = (round: Record<string, string>) => ({ rounds: [round, ...roundsFile.rounds] })

  it('writes the sample, and a new round within the bounds', async () => {
    const before = { ...roundsFile, rounds: snapshotRounds(sample.rounds).slice(1) }
    await expectWritten(roundsRefresher, [sample], before)
    await expectWritten(roundsRefresher, [feedWith(next)])
  })

  it.each([
    ['999,999,999 invitations', { drawSize: '999,999,999' }, 'drawSize is 999999999, outside 1–30,000'],
    ['a cut-off of CRS 0', { drawCRS: '0' }, 'drawCRS is 0, outside 50–1,000'],
    ['a cut-off above any round', { drawCRS: '1,150' }, 'drawCRS is 1150, outside 50–1,000'],
    [
      'a round dated 2099',
      { drawDate: '2099-01-01' },
      'drawDate is "2099-01-01", after the day of the fetch (2026-11-27)',
    ],
    [
      'a round dated the day after the fetch',
      { drawDate: '2026-11-28' },
      'drawDate is "2026-11-28", after the day of the fetch (2026-11-27)',
    ],
    [
      'markup in its name',
      { drawName: '<b>Canadian Experience Class</b>' },
      'drawName is "<b>Canadian Experience Class</b>", markup in a text the site shows as written',
    ],
  ])('refuses %s', async (_what, change, reason) => {
    await expectRefused(roundsRefresher, [feedWith({ ...next, ...change })], `${url}: rounds[#438].${reason}`)
  })

  it('refuses a history cut to one round', async () => {
    await expectRefused(
      roundsRefresher,
      [{ rounds: roundsFile.rounds.slice(0, 1) }],
      `${url}: rounds (since 2025) is 1, lacking 106 of the snapshot's 107 (#436, #435, #434, #433, #432, …): the history never shrinks`,
    )
  })
})

describe('the exchange rates', () => {
  const url = ratesRefresher.feeds[0]?.url
  // The real shape: the feed of 29 September 2026, the day of the snapshot it refreshes.
  const sample = fixture('currency-api-inr.sample.json') as { date: string; inr: Record<string, number> }
  const band = "outside 76.868–120.107, the snapshot's 96.0853 ×/÷ 1.25"

  it('writes the sample', async () => {
    await expectWritten(ratesRefresher, [sample])
  })

  it.each([
    [
      '1 USD = ₹1,00,000',
      { inr: { ...sample.inr, usd: 0.00001 } },
      `1 ÷ inr.usd (rupees for one USD) is 100000, ${band}`,
    ],
    [
      'a rate of 5e-324',
      { inr: { ...sample.inr, usd: 5e-324 } },
      `1 ÷ inr.usd (rupees for one USD) is Infinity, ${band}`,
    ],
    [
      'rates dated 2099',
      { date: '2099-01-01' },
      'date is "2099-01-01", after the day of the fetch (2026-11-27)',
    ],
    [
      'rates older than the snapshot',
      { date: '2026-09-28' },
      `date is "2026-09-28", older than the snapshot's 2026-09-29`,
    ],
  ])('refuses %s', async (_what, change, reason) => {
    await expectRefused(ratesRefresher, [{ ...sample, ...change }], `${url}: ${reason}`)
  })
})

describe("IRCC's processing times", () => {
  type Sections = Record<string, Record<string, string>>
  const countryUrl = irccIndiaRefresher.feeds[0]?.url
  const permanentUrl = irccExpressEntryRefresher.feeds[0]?.url
  // The real shapes: IRCC's update of June 24, 2026 (the snapshot taken back to before it), and its
  // projected times of October 9, 2025.
  const country = fixture('data-ptime-en.sample.json') as Sections
  const before = altered(irccIndiaFile, (file) => {
    file.history = file.history.filter((row) => row.updated < '2026-06-24')
  })
  const permanent = fixture('flpt-en.sample.json') as Sections

  it('writes the samples', async () => {
    await expectWritten(irccIndiaRefresher, [country], before)
    await expectWritten(irccExpressEntryRefresher, [permanent])
  })

  it.each([
    ['study', '1e308 months', 'a figure not written as a duration the site reads'],
    ['supervisa', '99999 days', 'longer than 1,096 days'],
    ['work', '<i>9 weeks</i>', 'markup in a text the site shows as written'],
  ])('refuses a time from India (%s) of "%s"', async (service, time, bound) => {
    const feed = altered(country, (sections) => {
      ;(sections[service] as Record<string, string>).IN = time
    })
    await expectRefused(
      irccIndiaRefresher,
      [feed],
      `${countryUrl}: ${service}.IN is "${time}", ${bound}`,
      before,
    )
  })

  it('refuses an update from India dated after the fetch', async () => {
    const feed = altered(country, (sections) => {
      for (const section of Object.values(sections)) section.lastupdated = 'January 1, 2099'
    })
    await expectRefused(
      irccIndiaRefresher,
      [feed],
      `${countryUrl}: visitor-outside-canada.lastupdated is "2099-01-01", after the day of the fetch (2026-11-27)`,
      before,
    )
  })

  it.each([
    ['1e308 months', 'a figure not written as a duration the site reads'],
    ['40 months', 'longer than 1,096 days'],
  ])("refuses Express Entry's projected time of %s", async (time, bound) => {
    const feed = altered(permanent, (sections) => {
      ;(sections['current-flpt'] as Record<string, string>).fsw = time
    })
    await expectRefused(
      irccExpressEntryRefresher,
      [feed],
      `${permanentUrl}: current-flpt.fsw is "${time}", ${bound}`,
    )
  })

  it("refuses Express Entry's projected times dated after the fetch", async () => {
    const feed = altered(permanent, (sections) => {
      ;(sections['default-update'] as Record<string, string>).flpt_lastupdated = 'January 1, 2099'
    })
    await expectRefused(
      irccExpressEntryRefresher,
      [feed],
      `${permanentUrl}: default-update.flpt_lastupdated is "2099-01-01", after the day of the fetch (2026-11-27)`,
    )
  })
})

describe("Home Affairs' global processing times", () => {
  const url = homeAffairsRefresher.feeds[0]?.url
  // The real shape: the service's answer for 189, with a 500 row made from it; one field of 189 changed.
  const with189 = (field: string, value: string) =>
    altered(answer, (copy) => {
      ;(copy.d.data[0] as Record<string, string>)[field] = value
    })

  it('writes the sample', async () => {
    await expectWritten(homeAffairsRefresher, [answer])
  })

  it.each([
    ['Percent90', '1e308 Months', '"1e308 Months", a figure not written as a duration the site reads'],
    ['Percent90', '999 Months', '"999 Months", longer than 1,096 days'],
    ['Percent50', '&lt;b&gt;7 Months', '"&lt;b&gt;7 Months", markup in a text the site shows as written'],
    ['Updated', '01 January 2099', '"2099-01-01", after the day of the fetch (2026-11-27)'],
  ])('refuses %s of "%s"', async (field, value, reason) => {
    await expectRefused(
      homeAffairsRefresher,
      [with189(field, value)],
      `${url}: d.data[189 Points-Tested].${field} is ${reason}`,
    )
  })
})

describe("UKVI's service standards", () => {
  const outsideUrl = ukviRefresher.feeds[0]?.url
  type ContentItem = { public_updated_at: string; details: { body: string } }
  // The real shape: GOV.UK's Content API items for the two pages.
  const [outside, inside] = fixture('govuk-content.sample.json') as [ContentItem, ContentItem]
  const withBody = (body: (was: string) => string) =>
    altered(outside, (item) => {
      item.details.body = body(item.details.body)
    })
  const skilledWorkerTime = (time: string) =>
    withBody((body) =>
      body.replace('Skilled Worker</a></td>\n      <td>3 weeks', `Skilled Worker</a></td><td>${time}`),
    )

  it('writes the samples', async () => {
    await expectWritten(ukviRefresher, [outside, inside])
  })

  it.each([
    ['1e308 months', '"1e308 months", a figure not written as a duration the site reads'],
    ['400 days', '"400 days", longer than 366 days'],
    ['&lt;script&gt;3 weeks', '"<script>3 weeks", markup in a text the site shows as written'],
  ])('refuses a time of "%s"', async (time, reason) => {
    await expectRefused(
      ukviRefresher,
      [skilledWorkerTime(time), inside],
      `${outsideUrl}: details.body, the row for Skilled Worker, its time is ${reason}`,
    )
  })

  it('refuses a page updated after the fetch', async () => {
    const future = { ...outside, public_updated_at: '2099-01-01T09:00:00.000+00:00' }
    await expectRefused(
      ukviRefresher,
      [future, inside],
      `${outsideUrl}: public_updated_at is "2099-01-01T09:00:00.000+00:00", after the day of the fetch (2026-11-27)`,
    )
  })

  // The regular expressions this reading replaced took seconds on this input: each unclosed <tr> made one
  // scan to the end of the body again.
  const unclosedRows = (body: string) => `${body}<table>${'<tr>'.repeat(40_000)}`

  it('reads 160 KB of unclosed rows in one pass: its tokens tile the body, each character read once', () => {
    const body = unclosedRows(
      '<h2>Popular work visas</h2><table><tr><td>Skilled Worker</td><td>3 weeks</td></table>',
    )
    expect(body.length).toBeGreaterThan(160_000)
    const tokens = [...htmlTokens(body)]
    expect(tokens.map((token) => token.raw).join('')).toBe(body)
    expect(tokens).toHaveLength(13 + 40_000)
    expect(tableRows(body)).toEqual([
      { section: 'Popular work visas', visa: 'Skilled Worker', time: '3 weeks' },
    ])
    // A "<" never closed by a ">": the rest is one text token, read once.
    expect([...htmlTokens('<tr'.repeat(53_334))]).toHaveLength(1)
  })

  it('refuses a page of 160 KB of unclosed rows and no row it needs, naming the row', async () => {
    await expectRefused(
      ukviRefresher,
      [
        withBody(unclosedRows),
        altered(inside, (item) => {
          item.details.body = unclosedRows('')
        }),
      ],
      `${ukviRefresher.feeds[1]?.url}: details.body has no table row for Graduate`,
    )
  })
})

describe("the UK's Appendix Skilled Occupations", () => {
  const url = ukOccupationsRefresher.feeds[0]?.url
  type ContentItem = { public_updated_at: string; details: { body: string } }
  // The Content API's shape, its table holding the snapshot's rows (the appendix's own body was not in
  // the stored copies, so its columns here are those of GOV.UK's other going-rate tables).
  const sample = fixture('govuk-skilled-occupations.sample.json') as ContentItem
  const withRow = (from: string, to: string) =>
    altered(sample, (item) => {
      item.details.body = item.details.body.replace(from, to)
    })
  const programmers = '<td>2134</td>\n      <td>Programmers and software development professionals</td>'

  it('writes the sample', async () => {
    await expectWritten(ukOccupationsRefresher, [sample])
  })

  it.each([
    ['£5,470,000', 'is 5470000, outside 20,000–200,000'],
    ['£5,470', 'is 5470, outside 20,000–200,000'],
    ['£99,000', "is 99000, outside 36,466.667–82,050, the snapshot's 54700 ×/÷ 1.5"],
  ])('refuses a going rate of %s for SOC 2134', async (rate, reason) => {
    await expectRefused(
      ukOccupationsRefresher,
      [withRow(`${programmers}\n      <td>£54,700`, `${programmers}\n      <td>${rate}`)],
      `${url}: details.body, the going rate of SOC 2134 ${reason}`,
    )
  })

  it.each([
    ['a code the snapshot keeps', '<td>5435 Cooks</td>', '<td>Cooks</td>', 'SOC 5435'],
    [
      'the going rate the snapshot keeps',
      `${programmers}\n      <td>£54,700`,
      `${programmers}\n      <td>National pay scale`,
      'SOC 2134 with a going rate',
    ],
  ])('refuses a page without %s, naming it', async (_lacking, from, to, named) => {
    await expectRefused(
      ukOccupationsRefresher,
      [withRow(from, to)],
      `${url}: details.body has no table row for ${named}`,
    )
  })

  it('refuses a page updated after the fetch', async () => {
    await expectRefused(
      ukOccupationsRefresher,
      [{ ...sample, public_updated_at: '2099-01-01T09:00:00.000+00:00' }],
      `${url}: public_updated_at is "2099-01-01T09:00:00.000+00:00", after the day of the fetch (2026-11-27)`,
    )
  })
})

describe('the NOC 2021 unit groups', () => {
  const url = nocRefresher.feeds[0]?.url
  type Copy = {
    metadata: { version: string; generated_at: string }
    nocs: { noc_code: string; title: string; teer: { level: number } }[]
  }
  // The real copy (noc-canada's noc.json of 11 April 2025), its 516 unit groups kept with the fields read.
  const sample = fixture('noc-canada-noc.sample.json') as Copy
  const withGroup = (code: string, change: (group: Copy['nocs'][number]) => void) =>
    altered(sample, (copy) => {
      change(copy.nocs.find((group) => group.noc_code === code) as Copy['nocs'][number])
    })

  it('writes the sample, and a new version with fewer unit groups', async () => {
    await expectWritten(nocRefresher, [sample])
    const next = altered(sample, (copy) => {
      copy.metadata.version = 'NOC 2021 Version 2.0'
      copy.nocs.splice(0, 10)
    })
    await expectWritten(nocRefresher, [next])
  })

  it.each([
    [
      'a TEER that is not the code’s second digit',
      withGroup('31301', (group) => {
        group.teer.level = 3
      }),
      `nocs[#31301].teer.level is 3, not the code's second digit (1)`,
    ],
    [
      'markup in a title',
      withGroup('21231', (group) => {
        group.title = '<b>Software engineers</b>'
      }),
      'nocs[#21231].title is "<b>Software engineers</b>", markup in a text the site shows as written',
    ],
    [
      'a copy cut to ten unit groups',
      altered(sample, (copy) => {
        copy.nocs = copy.nocs.slice(0, 10)
      }),
      'nocs (unit groups) is 10, outside 400–700',
    ],
    [
      'a unit group lost within the version',
      altered(sample, (copy) => {
        copy.nocs = copy.nocs.filter((group) => group.noc_code !== '31301')
      }),
      "nocs is 515, lacking 1 of the snapshot's unit groups of NOC 2021 Version 1.0 (31301)",
    ],
    [
      'a copy generated after the fetch',
      altered(sample, (copy) => {
        copy.metadata.generated_at = '2099-01-01T00:00:00.000Z'
      }),
      'metadata.generated_at is "2099-01-01T00:00:00.000Z", after the day of the fetch (2026-11-27)',
    ],
  ])('refuses %s', async (_what, copy, reason) => {
    await expectRefused(nocRefresher, [copy], `${url}: ${reason}`)
  })
})

describe("the State Department's appointment waits in India", () => {
  const url = usWaitsRefresher.feeds[0]?.url
  // The real shape: rows of the copy's visa-wait-times.json, its newest scrape of 24 July 2026.
  const sample = fixture('visa-wait-times.sample.json') as Record<string, unknown>[]
  const newest = (change: (row: Record<string, unknown>) => void) =>
    altered(sample, (rows) => {
      for (const row of rows) if (String(row.scraped_at).startsWith('2026-07-24')) change(row)
    })

  it('writes the sample', async () => {
    await expectWritten(usWaitsRefresher, [sample])
  })

  it('refuses a wait of 1e308 months', async () => {
    const feed = newest((row) => {
      if (row.consulate === 'mumbai' && row.visa_type === 'B1B2') row.next_available_months = 1e308
    })
    await expectRefused(
      usWaitsRefresher,
      [feed],
      `${url}: mumbai B1B2 next_available_months is 1e+308, outside 0–36`,
    )
  })

  it('refuses a scrape dated after the fetch', async () => {
    const feed = newest((row) => {
      row.scraped_at = '2099-07-24T13:01:22.301354+00:00'
    })
    await expectRefused(
      usWaitsRefresher,
      [feed],
      `${url}: scraped_at (the newest) is "2099-07-24", after the day of the fetch (2026-11-27)`,
    )
  })
})

describe("Immigration New Zealand's times", () => {
  type Entity = { source_last_verified_at?: string; latest: { value_raw: string; retrieved_at: string } }
  // The real shape: GovWait's four files.
  const sample = fixture('govwait-nz-entities.sample.json') as Entity[]
  const url = inzRefresher.feeds[0]?.url

  it('writes the sample', async () => {
    await expectWritten(inzRefresher, sample)
  })

  it.each([
    ['value_raw', '99999 working days', 'longer than 731 days'],
    ['retrieved_at', '2099-01-01T00:00:00.000Z', 'after the day of the fetch (2026-11-27)'],
  ] as const)('refuses latest.%s of "%s"', async (field, value, bound) => {
    const feed = altered(sample, (files) => {
      ;(files[0] as Entity).latest[field] = value
    })
    await expectRefused(inzRefresher, feed, `${url}: latest.${field} is "${value}", ${bound}`)
  })
})

describe("Australia's skilled occupation list", () => {
  const url = australiaOccupationsRefresher.feeds[0]?.url
  type Answer = { d: { success: boolean; data: Record<string, string>[] } }
  // The service's answer as a public monitor saved it on 14 September 2026: its first four rows and four
  // others, verbatim (an ANZSCO 2022 code on its own, a code listed twice, an en dash in a code's label, a
  // row on no list the site knows). The snapshot keeps the two of its codes these rows hold, and one more.
  const sample = fixture('home-affairs-skill-occupations.sample.json') as Answer
  const [accountant, engineer] = ['221111', '233311'].map((code) =>
    australiaFile.occupations.find((row) => row.code === code),
  )
  const childCareWorker = { ...engineer, code: '421111', title: 'Child Care Worker' }
  const before = {
    ...australiaFile,
    listed: sample.d.data.length,
    occupations: [accountant, engineer, childCareWorker],
  }
  const withRow = (occupation: string, change: (row: Record<string, string>) => void) =>
    altered(sample, (answer) => {
      change(answer.d.data.find((row) => row.occupation === occupation) as Record<string, string>)
    })

  it('writes the sample: each kept code with its lists and assessing authority', async () => {
    const { snapshot } = australiaOccupationsRefresher.update([sample], before, today)
    expect(snapshot).toMatchObject({
      asOf: today,
      listed: 8,
      occupations: [
        {
          code: '221111',
          title: 'Accountant (General)',
          lists: ['MLTSSL', 'CSOL'],
          assessingAuthority: 'CAANZ, CPAA or IPA',
        },
        {
          code: '233311',
          title: 'Electrical Engineer',
          lists: ['MLTSSL', 'CSOL'],
          assessingAuthority: 'Engineers Australia',
        },
        // Listed by its 2022 code for 482 and by its 2013 code for the other visas: the 2013 row's.
        {
          code: '421111',
          title: 'Child Care Worker (group leaders only)',
          lists: ['ROL'],
          assessingAuthority: 'ACECQA',
        },
      ],
    })
    await expectWritten(australiaOccupationsRefresher, [sample], before)
  })

  it.each([
    [
      'lacking a code the snapshot keeps',
      altered(sample, (answer) => {
        answer.d.data = answer.d.data.filter((row) => row.occupation !== 'Accountant (General)')
      }),
      'd.data lists no occupation of ANZSCO 221111 (Accountant (General))',
    ],
    [
      'cut by more than a fifth',
      altered(sample, (answer) => {
        answer.d.data = answer.d.data.slice(2)
      }),
      "d.data (occupations) is 6, fewer than 80% of the 8 the snapshot's list held",
    ],
    [
      'naming a list the site does not know for a kept code',
      withRow('Accountant (General)', (row) => {
        row.list = 'MLTSSL;PMSOL'
      }),
      'd.data.2.list is "MLTSSL;PMSOL", naming a list other than MLTSSL, STSOL, ROL, CSOL',
    ],
    [
      'with markup in a title',
      withRow('Electrical Engineer', (row) => {
        row.occupation = 'Electrical &amp; Electronics Engineer'
      }),
      'd.data.6.occupation is "Electrical &amp; Electronics Engineer", markup in a text the site shows as written',
    ],
    [
      'that is not a success',
      altered(sample, (answer) => {
        answer.d.success = false
      }),
      'd.success: Invalid type: Expected true but received false',
    ],
  ])('refuses an answer %s', async (_what, answer, reason) => {
    await expectRefused(australiaOccupationsRefresher, [answer], `${url}: ${reason}`, before)
  })

  it('refuses an answer listing a code the snapshot says is on no list, and keeps those that are not', async () => {
    const { snapshot } = australiaOccupationsRefresher.update([sample], before, today)
    expect(snapshot).toMatchObject({ notListed: before.notListed })
    expect(JSON.stringify(snapshot)).toContain('Not on the list: Truck Driver (General) (ANZSCO 733111).')
    const actorListed = { ...before, notListed: [{ code: '211111', title: 'Actor' }] }
    await expectRefused(
      australiaOccupationsRefresher,
      [sample],
      `${url}: d.data now lists ANZSCO 211111 (Actor), which the snapshot says is not listed`,
      actorListed,
    )
  })
})
