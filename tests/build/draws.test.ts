// /express-entry-draws as a crawler reads it: the trail it shows is the one it declares (head.test.ts)
// and its data is declared as a Dataset based on IRCC's feed, over the snapshot's rounds.
import { expect, it } from 'vitest'
import { expressEntryRounds } from '../../content/facts/express-entry-rounds'
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
