import { dataRequests } from '@shared/data-requests.ts'
import type { PageContextServer } from 'vike/types'
import { buttonClasses } from '../../../components/ui/button-styles'
import { copyIn } from '../../../content/copy'
import { dataRequestConfirmAction } from '../../../lib/backend/config'

const heading = 'text-2xl font-bold text-slate-900'

/**
 * Where a /your-data mail's link lands (the data-request function sends the visitor here with the
 * request as the fragment: #copy, #stop, #erase, or #expired). CSS :target shows that part, without a
 * script; the button posts to the function, which alone acts, once.
 */
export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { routes, yourData } = copyIn(pageContext.locale)
  const { confirm } = yourData
  const askAgain = (label: string) => (
    <a href={routes.yourData.path} className="font-semibold text-brand-700 underline underline-offset-2">
      {label}
    </a>
  )
  return (
    <div className="group container-page max-w-2xl py-16">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{confirm.title}</h1>
      {dataRequests.map((request) => {
        const words = confirm.sections[request]
        return (
          <section key={request} id={request} className="mt-8 hidden space-y-4 target:block">
            <h2 className={heading}>{words.heading}</h2>
            <p className="text-lg text-slate-700">{words.lead}</p>
            <p className="text-slate-700">{confirm.intro}</p>
            <form method="post" action={dataRequestConfirmAction}>
              <input type="hidden" name="request" value={request} />
              <input type="hidden" name="language" value={pageContext.locale} />
              <button type="submit" className={buttonClasses(request === 'erase' ? 'cta' : 'default', 'lg')}>
                {words.button}
              </button>
            </form>
            <p className="text-sm text-slate-600">{confirm.cookie}</p>
          </section>
        )
      })}
      <section id="expired" className="mt-8 hidden space-y-4 target:block">
        <h2 className={heading}>{confirm.expired.heading}</h2>
        <p className="text-lg text-slate-700">{confirm.expired.lead}</p>
        <p>{askAgain(confirm.expired.again)}</p>
      </section>
      <section className="mt-8 space-y-4 group-has-[:target]:hidden">
        <h2 className={heading}>{confirm.missing.heading}</h2>
        <p className="text-lg text-slate-700">
          {confirm.missing.lead} {askAgain(confirm.missing.again)}
        </p>
      </section>
    </div>
  )
}
