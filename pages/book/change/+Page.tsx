import type { PageContextServer } from 'vike/types'
import BookingTimes from '../../../components/islands/BookingTimes'
import { Island } from '../../../components/layout/Island'
import { buttonClasses } from '../../../components/ui/button-styles'
import { copyIn } from '../../../content/copy'
import { bookingChangeAction } from '../../../lib/backend/config'

const heading = 'text-2xl font-bold text-slate-900'

/**
 * Where a booking mail's link lands (the booking function sends the visitor here, its token in a cookie
 * for the function alone, with #choose, or #used for a link that no longer works). CSS :target shows
 * that part without a script; each button posts to the function, which alone acts, once.
 */
export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { book, routes } = copyIn(pageContext.locale)
  const { change } = book
  const again = (
    <a href={routes.book.path} className="font-semibold text-brand-700 underline underline-offset-2">
      {change.again}
    </a>
  )
  const language = <input type="hidden" name="language" value={pageContext.locale} />
  return (
    <div className="group container-page max-w-2xl py-16">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{change.title}</h1>
      <section id="choose" className="mt-8 hidden space-y-4 target:block">
        <h2 className={heading}>{change.choose.heading}</h2>
        <p className="text-lg text-slate-700">{change.choose.lead}</p>
        <form method="post" action={bookingChangeAction} className="space-y-4">
          <Island of={BookingTimes} hydrate="interaction" props={book.times} />
          <input type="hidden" name="action" value="move" />
          {language}
          <button type="submit" className={buttonClasses('default', 'lg')}>
            {change.choose.move}
          </button>
        </form>
        <form method="post" action={bookingChangeAction}>
          <input type="hidden" name="action" value="cancel" />
          {language}
          <button type="submit" className={buttonClasses('cta', 'lg')}>
            {change.choose.cancel}
          </button>
        </form>
      </section>
      <section id="used" className="mt-8 hidden space-y-4 target:block">
        <h2 className={heading}>{change.used.heading}</h2>
        <p className="text-lg text-slate-700">{change.used.lead}</p>
        <p>{again}</p>
      </section>
      <section className="mt-8 space-y-4 group-has-[:target]:hidden">
        <h2 className={heading}>{change.missing.heading}</h2>
        <p className="text-lg text-slate-700">
          {change.missing.lead} {again}
        </p>
      </section>
    </div>
  )
}
