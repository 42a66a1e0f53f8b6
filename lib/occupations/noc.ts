// NOC 2021, Canada's classification of occupations: 516 unit groups, each a five-digit code whose second
// digit is its TEER (0 management, 1 university degree … 5 short work demonstration). Statistics Canada
// publishes it as CSV on a page the refresh cannot read as JSON; the site reads the copy noc-canada keeps
// on GitHub, the structure file turned to JSON.
import * as v from 'valibot'
import type { NocFile } from '../../content/facts/occupations/types'
import type { IsoDate } from '../../content/facts/types'
import { checkNotAfter, checkPlainText, checkRange, refuse } from '../feed-bounds'
import { checked } from '../processing-times/feed'
import type { Refresher } from '../refresh'
import { listSnapshotEntries } from './snapshot'

const mirrorUrl = 'https://raw.githubusercontent.com/sagunji/noc-canada/main/packages/nocs/data/noc.json'

/** The copy's file, as far as the site reads it. */
const mirrorFile = v.object({
  metadata: v.object({
    version: v.pipe(v.string(), v.nonEmpty()),
    generated_at: v.pipe(v.string(), v.isoTimestamp('not a timestamp')),
  }),
  nocs: v.array(
    v.object({
      noc_code: v.pipe(v.string(), v.regex(/^\d{5}$/, 'not a five-digit NOC code')),
      title: v.pipe(v.string(), v.trim(), v.nonEmpty('an empty title')),
      teer: v.object({ level: v.number() }),
    }),
  ),
})

const snapshotFile = v.object({
  ...listSnapshotEntries,
  version: v.string(),
  unitGroups: v.array(v.object({ noc: v.string(), title: v.string(), teer: v.number() })),
})

/** What no real copy crosses; its generation is also dated no later than the fetch, its titles plain. */
const nocBounds = {
  /** 400–700 unit groups: NOC 2021 has 516, NOC 2016 had 500; a cut or doubled file is far outside. */
  unitGroups: { min: 400, max: 700 },
} as const

export const nocRefresher: Refresher = {
  name: 'NOC 2021 unit groups',
  feeds: [{ url: mirrorUrl }],
  file: 'content/facts/occupations/noc-2021.json',
  update([feed], before, today) {
    const old: NocFile = checked(snapshotFile, before, 'the NOC snapshot as it was')
    const { metadata, nocs } = checked(mirrorFile, feed, mirrorUrl)
    checkNotAfter(mirrorUrl, 'metadata.generated_at', metadata.generated_at, today)
    checkRange(mirrorUrl, 'nocs (unit groups)', nocs.length, nocBounds.unitGroups)
    for (const { noc_code: code, title, teer } of nocs) {
      checkPlainText(mirrorUrl, `nocs[#${code}].title`, title)
      // The TEER is the code's second digit by the classification's own rule: any other is a broken row.
      if (teer.level !== Number(code[1]))
        refuse(mirrorUrl, `nocs[#${code}].teer.level`, teer.level, `not the code's second digit (${code[1]})`)
    }
    // Within a version the classification loses no unit group; a new version is a new classification.
    if (metadata.version === old.version) {
      const codes = new Set(nocs.map((group) => group.noc_code))
      const lost = old.unitGroups.filter((group) => !codes.has(group.noc))
      if (lost.length > 0)
        refuse(
          mirrorUrl,
          'nocs',
          nocs.length,
          `lacking ${lost.length} of the snapshot's unit groups of ${old.version} (${lost
            .slice(0, 5)
            .map((group) => group.noc)
            .join(', ')}${lost.length > 5 ? ', …' : ''})`,
        )
    }
    const written: NocFile = {
      ...old,
      version: metadata.version,
      asOf: metadata.generated_at.slice(0, 10) as IsoDate,
      retrieved: today as IsoDate,
      unitGroups: nocs.map(({ noc_code: noc, title, teer }) => ({ noc, title, teer: teer.level })),
    }
    const titles = new Map(old.unitGroups.map((group) => [group.noc, group.title]))
    return {
      snapshot: written,
      changes: [
        `${written.version}, copied ${written.asOf}: ${written.unitGroups.length} unit groups (was ${old.unitGroups.length})`,
        ...written.unitGroups.flatMap(({ noc, title }) =>
          titles.get(noc) === title ? [] : [`${noc}: ${titles.get(noc) ?? 'new'} → ${title}`],
        ),
      ],
    }
  },
}
