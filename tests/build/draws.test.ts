// /express-entry-draws as a crawler reads it: the trail it shows is the one it declares (head.test.ts),
// its data is declared as a Dataset based on IRCC's feed, over the snapshot's rounds, and what it says
// of the copies of the feed comes from the snapshot's records of them.
import { expect, it } from 'vitest'
import { expressEntryDraws } from '../../content/express-entry-draws'
import { inThisCopyOnly } from '../../lib/draws/copies'
import { expressEntryRounds } from '../../lib/draws/snapshot'
import { formatDate } from '../../lib/locale'
import { messagesFor } from '../../lib/messages'
import { builtPage, jsonLdBlocks } from '../support/built-site'

it('/express-entry-draws declares its trail and its data as a Dataset over the snapshot’s rounds', () => {
  const blocks = jsonLdBlocks(builtPage('/express-entry-draws'))
  expect(blocks.map((block) => block['@type'])).toEqual(
    expect.arrayContaining(['BreadcrumbList', 'Dataset', 'LocalBusiness']),
  )
  const dataset = blocks.find((block) => block['@type'] === 'Dataset')
  expect(dataset?.isBasedOn).toBe(expressEntryRounds.sources[1].url)
  const { rounds } = expressEntryRounds
  expect(dataset?.temporalCoverage).toBe(`${rounds.at(-1)?.date}/${rounds[0]?.date}`)
})

it('/express-entry-draws says which copies hold which rounds from the comparisons the snapshot records', () => {
  const $ = builtPage('/express-entry-draws')
  const copy = expressEntryDraws(messagesFor('en'))
  const checks = expressEntryRounds.crossCheckedWith ?? []
  expect(checks.length).toBeGreaterThan(0)
  const items = $('[data-cross-check]')
  expect(items).toHaveLength(checks.length)
  checks.forEach((check, index) => {
    const item = items.eq(index)
    expect(item.find(`a[href="${check.url}"]`).text()).toContain(check.title)
    expect(item.text().replace(/\s+/g, ' ')).toContain(copy.crossCheck(check))
  })
  const onlyHere = inThisCopyOnly(
    expressEntryRounds.rounds.map((round) => round.number),
    checks,
  )
  expect($('[data-copies]').text()).toBe(copy.onlyHere(onlyHere))
  // No sentence about copies is written by hand into the snapshot's names of them.
  for (const source of [expressEntryRounds.copiedFrom, ...checks])
    expect(source.title).not.toMatch(/agree|only|found/i)
})

it('/express-entry-draws gives every round in a table, newest first, the chart with its name, and how old the newest round is', () => {
  const $ = builtPage('/express-entry-draws')
  const { rounds } = expressEntryRounds
  const table = $('table').filter(
    (_, each) => $(each).find('caption').text() === 'Express Entry rounds of invitations, newest first',
  )
  const rows = table.find('tbody tr')
  expect(rows).toHaveLength(rounds.length)
  const newest = rounds[0]
  expect(rows.first().text()).toContain(`#${newest?.number}`)
  expect(rows.first().text()).toContain(newest?.name)
  expect($('svg[role="img"] title').text()).toMatch(/^Lowest CRS score invited in each round from/)
  const text = $('main').text().replace(/\s+/g, ' ')
  expect(text).toMatch(/The data runs to round #\d+ of/)
  // How old the newest round is, counted to the day of the build (today, or yesterday past midnight).
  const newestDay = new Date(`${newest?.date}T00:00:00Z`)
  const days = Math.round((Date.now() - newestDay.getTime()) / 86_400_000)
  const shown = formatDate(newest?.date ?? '', 'en')
  expect(text).toMatch(
    new RegExp(
      `The newest round in this copy is from ${shown}, (${days - 1}|${days}) days? before this page was built; IRCC may have held later rounds`,
    ),
  )
})
