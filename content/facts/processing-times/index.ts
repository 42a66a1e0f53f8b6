// Processing times as the authorities publish them, one snapshot per source (the JSON files beside this
// one), each checked by its reader when the build reads it and rewritten by `npm run refresh`. The build
// never goes to the network. lib/processing-times/routes.ts answers a route's time from these.
import { readHomeAffairs } from '../../../lib/processing-times/home-affairs'
import { readInz } from '../../../lib/processing-times/inz'
import { readIrccExpressEntry, readIrccIndia } from '../../../lib/processing-times/ircc'
import type { ProcessingTimeSources } from '../../../lib/processing-times/routes'
import { readUkvi } from '../../../lib/processing-times/ukvi'
import { readUsWaits } from '../../../lib/processing-times/us-waits'
import { processingTimes as homeAffairsPage } from '../australia'
import { germany } from '../germany'
import type { Source } from '../types'
import { processingOutside } from '../uk'
import homeAffairs from './home-affairs.json' with { type: 'json' }
import inz from './inz.json' with { type: 'json' }
import irccExpressEntry from './ircc-express-entry.json' with { type: 'json' }
import irccIndia from './ircc-india.json' with { type: 'json' }
import ukvi from './ukvi.json' with { type: 'json' }
import usWaits from './us-waits.json' with { type: 'json' }

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
