// Copy of /your-data and /your-data/confirm (issue 38): see, stop or erase one's data, by oneself. The
// requests' names are the data-request function's (`dataRequest.requests.`); the periods and the response
// time come from personal-data.ts and site.ts, the day the Board hears complaints from the registry.
import { dataRequests } from '@shared/data-requests.ts'
import { retentionDefaults } from '@shared/personal-data.ts'
import { factArguments } from '../lib/facts/site'
import type { Messages } from '../lib/messages'
import { facts } from './facts'
import { site } from './site'

const confirmed = (m: Messages, request: (typeof dataRequests)[number]) => ({
  heading: m(`yourData.confirm.sections.${request}.heading`),
  lead: m(`yourData.confirm.sections.${request}.lead`),
  button: m(`yourData.confirm.sections.${request}.button`),
})

const ask = (m: Messages, kind: 'expired' | 'missing') => ({
  heading: m(`yourData.confirm.${kind}.heading`),
  lead: m(`yourData.confirm.${kind}.lead`),
  again: m(`yourData.confirm.${kind}.again`),
})

export const yourData = (m: Messages) => ({
  lead: m('yourData.lead'),
  rights: {
    heading: m('yourData.rights.heading'),
    items: dataRequests.map((kind) => ({ kind, detail: m(`yourData.rights.${kind}`, retentionDefaults) })),
  },
  form: {
    heading: m('yourData.form.heading'),
    email: m('yourData.form.email'),
    emailHint: m('yourData.form.emailHint'),
    request: m('yourData.form.request'),
    requests: Object.fromEntries(
      dataRequests.map((request) => [request, m(`dataRequest.requests.${request}`)]),
    ) as Record<(typeof dataRequests)[number], string>,
    submit: m('yourData.form.submit'),
    how: m('yourData.form.how'),
  },
  otherWays: {
    heading: m('yourData.otherWays.heading'),
    // The Board hears complaints once the Act's rights are in force.
    body: m(
      'yourData.otherWays.body',
      factArguments(
        {
          email: site.email,
          days: site.grievance.responseDays,
          lawFrom: facts.india.dataProtection.dutiesFrom,
        },
        m.language,
      ),
    ),
  },
  confirm: {
    title: m('yourData.confirm.title'),
    intro: m('yourData.confirm.intro'),
    sections: {
      copy: confirmed(m, 'copy'),
      stop: confirmed(m, 'stop'),
      erase: confirmed(m, 'erase'),
    },
    expired: ask(m, 'expired'),
    missing: ask(m, 'missing'),
    cookie: m('yourData.confirm.cookie'),
  },
  seo: {
    confirmTitle: m('yourData.seo.confirmTitle'),
    confirmDescription: m('yourData.seo.confirmDescription'),
  },
})
