// Copy of /your-data and /your-data/confirm (issue 38): see, stop or erase one's data, by oneself. The
// requests' names are the data-request function's (`dataRequest.requests.`); the periods and the response
// time come from personal-data.ts and site.ts, the day the Board hears complaints from the registry.
import { dataRequests } from '@shared/data-requests.ts'
import { retentionDefaults } from '@shared/personal-data.ts'
import { factArguments } from '../lib/facts/site'
import { type Messages, words } from '../lib/messages'
import { facts } from './facts'
import { site } from './site'

export function yourData(m: Messages) {
  // The Board hears complaints once the Act's rights are in force.
  const otherWays = factArguments(
    { email: site.email, days: site.grievance.responseDays, lawFrom: facts.india.dataProtection.dutiesFrom },
    m.language,
  )
  const { rights, form, ...said } = words(m, 'yourData', { ...retentionDefaults, ...otherWays })
  return {
    ...said,
    rights: { heading: rights.heading, items: dataRequests.map((kind) => ({ kind, detail: rights[kind] })) },
    form: { ...form, requests: words(m, 'dataRequest.requests') },
  }
}
