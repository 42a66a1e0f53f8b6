import type { PageContextServer } from 'vike/types'
import { buttonClasses } from '../../components/ui/button-styles'
import { copyIn } from '../../content/copy'
import { roundAlertsAction } from '../../lib/backend/config'

const heading = 'text-2xl font-bold text-slate-900'
const link = 'font-semibold text-brand-700 underline underline-offset-2'

/**
 * Where a round alerts mail's link lands (issue 65): the round-alerts function sends the visitor here with
 * #confirm, #stop or #expired. CSS :target shows that part, without a script; its one button posts to the
 * function, which alone acts, with the link's token it put in a cookie.
 */
export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { page } = copyIn(pageContext.locale).roundAlerts
  const again = (
    <a href="/express-entry-draws" className={link}>
      {page.again}
    </a>
  )
  return (
    <div className="group container-page max-w-2xl py-16">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{page.title}</h1>
      {(['confirm', 'stop'] as const).map((step) => (
        <section key={step} id={step} className="mt-8 hidden space-y-4 target:block">
          <h2 className={heading}>{page[step].heading}</h2>
          <p className="text-lg text-slate-700">{page[step].lead}</p>
          <form method="post" action={`${roundAlertsAction}?${step}`}>
            <input type="hidden" name="language" value={pageContext.locale} />
            <button type="submit" className={buttonClasses(step === 'confirm' ? 'cta' : 'default', 'lg')}>
              {page[step].button}
            </button>
          </form>
          <p className="text-sm text-slate-600">{page.cookie}</p>
        </section>
      ))}
      <section id="expired" className="mt-8 hidden space-y-4 target:block">
        <h2 className={heading}>{page.expired.heading}</h2>
        <p className="text-lg text-slate-700">{page.expired.lead}</p>
        <p>{again}</p>
      </section>
      <section className="mt-8 space-y-4 group-has-[:target]:hidden">
        <h2 className={heading}>{page.missing.heading}</h2>
        <p className="text-lg text-slate-700">{page.missing.lead}</p>
      </section>
    </div>
  )
}
