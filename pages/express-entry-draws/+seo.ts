import { expressEntryDraws } from '../../content/express-entry-draws'
import { site } from '../../content/site'
import { expressEntryRounds as data } from '../../lib/draws/snapshot'
import { messagesFor } from '../../lib/messages'
import { breadcrumbJsonLd, datasetJsonLd } from '../../lib/seo/jsonld'
import { routeSeo } from '../route-seo'

const [roundsPage, roundsFeed] = data.sources

// The page is in English only (content/routes.ts), so its route's words are the English ones.
export default routeSeo((_copy, _locale, route) => ({
  jsonLd: [
    breadcrumbJsonLd(site, expressEntryDraws(messagesFor('en')).breadcrumb),
    datasetJsonLd(site, {
      path: route.path,
      name: 'Express Entry rounds of invitations since 1 January 2025',
      description: route.description,
      from: data.rounds.at(-1)?.date ?? data.asOf,
      to: data.asOf,
      dateModified: data.retrieved,
      creator: { name: 'Immigration, Refugees and Citizenship Canada', url: roundsPage.url },
      basedOn: roundsFeed.url,
      variables: [
        'Round date',
        'Type of round',
        'Invitations issued',
        'Lowest CRS score invited',
        'Tie-break rule',
      ],
    }),
  ],
}))
