import type { PageContextServer } from 'vike/types'
import { copyIn } from '../../../content/copy'

/** Where the no-JavaScript enquiry lands once stored: the form's success message and the ways on. */
export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { enquirySent } = copyIn(pageContext.locale)
  const form = pageContext.routeParams.form === 'home' ? 'home' : 'contact'
  const success = enquirySent.success(form)
  return (
    <section className="container-page max-w-2xl py-20">
      <div role="status">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{success.title}</h1>
        <p className="mt-4 text-xl text-slate-700">{success.message}</p>
      </div>
      <h2 className="mt-12 text-2xl font-bold text-slate-900">{enquirySent.nextHeading}</h2>
      <ul className="mt-4 space-y-3 text-lg">
        {enquirySent.next.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
