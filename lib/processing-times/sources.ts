// Processing times as the authorities publish them, one snapshot per source (the JSON files in
// content/facts/processing-times/), each checked by its reader when the build reads it and rewritten by
// `npm run refresh`. The build never goes to the network. routes.ts answers a route's time from these.
import { processingTimes as homeAffairsPage } from '../../content/facts/australia'
import { germany } from '../../content/facts/germany'
import homeAffairs from '../../content/facts/processing-times/home-affairs.json' with { type: 'json' }
import inz from '../../content/facts/processing-times/inz.json' with { type: 'json' }
import irccExpressEntry from '../../content/facts/processing-times/ircc-express-entry.json' with {
  type: 'json',
}
import irccIndia from '../../content/facts/processing-times/ircc-india.json' with { type: 'json' }
import ukvi from '../../content/facts/processing-times/ukvi.json' with { type: 'json' }
import usWaits from '../../content/facts/processing-times/us-waits.json' with { type: 'json' }
import type { Source } from '../../content/facts/types'
import { processingOutside } from '../../content/facts/uk'
import { readHomeAffairs } from './home-affairs'
import { readInz } from './inz'
import { readIrccExpressEntry, readIrccIndia } from './ircc'
import type { ProcessingTimeSources } from './routes'
import { readUkvi } from './ukvi'
import { readUsWaits } from './us-waits'

const irccPage = {
  title: 'IRCC: Check processing times',
  url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/application/check-processing-times.html',
} as const satisfies Source

const ukviInsidePage = {
  title: 'GOV.UK: Visa processing times – applications inside the UK',
  url: 'https://www.gov.uk/guidance/visa-processing-times-applications-inside-the-uk',
} as const satisfies Source

const stateDepartmentPage = {
  title: 'U.S. Department of State: Global visa wait times',
  url: 'https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/global-visa-wait-times.html',
} as const satisfies Source

const inzPage = {
  title: 'Immigration New Zealand: Check visa application processing time',
  url: 'https://www.immigration.govt.nz/process-to-apply/waiting-for-a-visa/processing-a-visa-application/how-long-it-takes-to-process-an-application/check-visa-application-processing-time/',
} as const satisfies Source

const germanMissionsInIndia = {
  title: 'German Missions in India: National visa FAQs (appointments and waits)',
  url: 'https://india.diplo.de/in-en/service/-/2341320',
} as const satisfies Source

export const processingTimeSources: ProcessingTimeSources = {
  ircc: {
    india: readIrccIndia(irccIndia),
    expressEntry: readIrccExpressEntry(irccExpressEntry),
    page: irccPage,
  },
  homeAffairs: { times: readHomeAffairs(homeAffairs), page: homeAffairsPage },
  ukvi: { standards: readUkvi(ukvi), pages: { outside: processingOutside, inside: ukviInsidePage } },
  usWaits: { waits: readUsWaits(usWaits), page: stateDepartmentPage },
  inz: { times: readInz(inz), page: inzPage },
  germany: {
    check: [germanMissionsInIndia],
    fastTrack: [germany.fastTrack.appointmentWithin, germany.fastTrack.decisionWithin],
  },
}
