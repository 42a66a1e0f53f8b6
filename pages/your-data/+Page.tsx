import { dataRequests } from '@shared/data-requests.ts'
import type { PageContextServer } from 'vike/types'
import { usePageRoute } from '../../components/layout/PageLanguage'
import { PageHero } from '../../components/sections/PageHero'
import { buttonClasses } from '../../components/ui/button-styles'
import { copyIn } from '../../content/copy'
import { dataRequestAction } from '../../lib/backend/config'

/**
 * See, stop or erase one's data (issue 38): a plain form, so it works the same with or without the
 * script; the data-request function answers with its own page and mails the link.
 */
export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { yourData } = copyIn(pageContext.locale)
  const { form } = yourData
  return (
    <>
      <PageHero heading={usePageRoute().title} lead={yourData.lead} />
      <div className="container-page grid max-w-5xl gap-12 py-14 lg:grid-cols-2">
        <section aria-labelledby="your-data-rights">
          <h2 id="your-data-rights" className="text-2xl font-bold text-slate-900">
            {yourData.rights.heading}
          </h2>
          <dl className="mt-4 space-y-4">
            {yourData.rights.items.map((item) => (
              <div key={item.kind}>
                <dt className="font-semibold text-slate-900">{form.requests[item.kind]}</dt>
                <dd className="mt-1 text-slate-700">{item.detail}</dd>
              </div>
            ))}
          </dl>
          <h2 className="mt-10 text-2xl font-bold text-slate-900">{yourData.otherWays.heading}</h2>
          <p className="mt-3 text-slate-700">{yourData.otherWays.body}</p>
        </section>
        <section
          aria-labelledby="your-data-form"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="your-data-form" className="text-2xl font-bold text-slate-900">
            {form.heading}
          </h2>
          <form method="post" action={dataRequestAction} className="mt-5 space-y-5">
            <input type="hidden" name="language" value={pageContext.locale} />
            <div>
              <label htmlFor="your-data-email" className="block text-sm font-semibold text-slate-800">
                {form.email}
              </label>
              <input
                id="your-data-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                aria-describedby="your-data-email-hint"
                className="field-control"
              />
              <p id="your-data-email-hint" className="mt-1 text-sm text-slate-600">
                {form.emailHint}
              </p>
            </div>
            <fieldset>
              <legend className="text-sm font-semibold text-slate-800">{form.request}</legend>
              <div className="mt-2 space-y-2">
                {dataRequests.map((request) => (
                  <label key={request} className="flex items-center gap-3 text-slate-800">
                    <input type="radio" name="request" value={request} required className="size-5" />
                    {form.requests[request]}
                  </label>
                ))}
              </div>
            </fieldset>
            <p className="text-sm text-slate-600">{form.how}</p>
            <button type="submit" className={buttonClasses('default', 'lg', 'w-full')}>
              {form.submit}
            </button>
          </form>
        </section>
      </div>
    </>
  )
}
