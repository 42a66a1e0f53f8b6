import NotFound from '../../components/islands/NotFound'
import { Island } from '../../components/layout/Island'
import { notFound } from '../../content/errors'
import { routes } from '../../content/routes'

export default function Page() {
  return (
    <section className="container-page flex min-h-[60vh] items-center justify-center py-20">
      <Island
        of={NotFound}
        hydrate="load"
        props={{ copy: notFound, homeHref: routes.home.path, blogsHref: routes.blogs.path, blogPost: true }}
      />
    </section>
  )
}
