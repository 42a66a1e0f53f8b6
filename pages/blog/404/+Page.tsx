// The 404 page of the blog, prerendered on its own so that an unknown post says "Blog Post Not Found"
// in the HTML itself. Its folder makes it /blog/404 (a static route wins over /blog/@slug), which Vike
// writes as blog/404.html, where static hosts look for the 404 page of paths below /blog/ (Cloudflare
// Pages and `npm start`; other hosts: see the README).
import NotFound from '../../../components/islands/NotFound'
import { Island } from '../../../components/layout/Island'
import { usePageLocale } from '../../../components/layout/PageLanguage'
import { notFound } from '../../../content/errors'
import { routes } from '../../../content/routes'
import { messagesFor } from '../../../lib/messages'

export default function Page() {
  return (
    <section className="container-page flex min-h-[60vh] items-center justify-center py-20">
      <Island
        of={NotFound}
        hydrate="load"
        props={{
          copy: notFound(messagesFor(usePageLocale())),
          homeHref: routes.home.path,
          blogsHref: routes.blogs.path,
          blogPost: true,
        }}
      />
    </section>
  )
}
