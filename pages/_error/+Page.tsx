import type { PageContextServer } from 'vike/types'
import NotFound from '../../components/islands/NotFound'
import { Island } from '../../components/layout/Island'
import { usePageLocale } from '../../components/layout/PageLanguage'
import { buttonClasses } from '../../components/ui/button-styles'
import { notFound, unexpectedError } from '../../content/errors'
import { routes } from '../../content/routes'
import { messagesFor } from '../../lib/messages'

/** The 404 page (prerendered as 404.html) and the fallback for unexpected errors. */
export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const m = messagesFor(usePageLocale())
  const failed = unexpectedError(m)
  return (
    <section className="container-page flex min-h-[60vh] items-center justify-center py-20">
      {pageContext.is404 ? (
        <Island
          of={NotFound}
          hydrate="load"
          props={{ copy: notFound(m), homeHref: routes.home.path, blogsHref: routes.blogs.path }}
        />
      ) : (
        <div role="alert" className="text-center">
          <h1 className="text-3xl font-bold text-slate-900">{failed.heading}</h1>
          <p className="mt-4 text-lg text-slate-700">
            {pageContext.abortStatusCode ?? 500}: {failed.fallbackMessage}
          </p>
          <a href={routes.home.path} className={buttonClasses('default', 'lg', 'mt-8')}>
            {failed.homeLabel}
          </a>
        </div>
      )}
    </section>
  )
}
