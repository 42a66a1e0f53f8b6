import { usePageLocale } from '../../components/layout/PageLanguage'
import { FactReview } from '../../components/sections/FactReview'
import { PageHero } from '../../components/sections/PageHero'
import { SectionHeading } from '../../components/sections/SectionHeading'
import { Badge } from '../../components/ui/Badge'
import { PostImage } from '../../components/ui/PostImage'
import { PostMeta } from '../../components/ui/PostMeta'
import { PostPicture } from '../../components/ui/PostPicture'
import { blogPage } from '../../content/blog'
import { blogPosts, featuredPost } from '../../lib/blog'
import { reviewOfStated } from '../../lib/facts/site'
import { messagesFor } from '../../lib/messages'

export default function Page() {
  const page = blogPage(messagesFor(usePageLocale()))
  const latest = blogPosts.filter((post) => post !== featuredPost)
  // The excerpts state a few facts (a pass mark, a fee): the listing says when those were last reviewed.
  const excerptFacts = blogPosts.flatMap((post) => post.excerptFacts)
  return (
    <>
      <PageHero {...page.hero} />
      {featuredPost && (
        <section aria-labelledby="featured-heading" className="container-page py-14">
          <article className="grid overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-slate-200 lg:grid-cols-2">
            <PostPicture post={featuredPost} className="aspect-[40/21] h-auto lg:aspect-auto lg:h-full" />
            <div className="flex flex-col justify-center gap-4 p-6 sm:p-10">
              <Badge tone="accent">{page.featuredLabel}</Badge>
              <h2 id="featured-heading" className="text-3xl font-bold text-slate-900">
                <a href={featuredPost.path} className="hover:underline">
                  {featuredPost.title}
                </a>
              </h2>
              <PostMeta post={featuredPost} copy={page.post} />
              <p className="text-slate-700">{featuredPost.excerpt}</p>
            </div>
          </article>
        </section>
      )}
      <section aria-labelledby="latest-heading" className="bg-slate-50 py-14">
        <div className="container-page">
          <SectionHeading id="latest-heading" heading={page.latestHeading} align="left" />
          <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {latest.map((post) => (
              <li key={post.slug}>
                <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
                  <PostImage post={post} sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw" />
                  <div className="flex flex-1 flex-col gap-3 p-6">
                    <h3 className="text-xl font-semibold text-slate-900">
                      <a href={post.path} className="hover:underline">
                        {post.title}
                      </a>
                    </h3>
                    <PostMeta post={post} copy={page.post} />
                    <p className="flex-1 text-sm text-slate-700">{post.excerpt}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
      {excerptFacts.length > 0 && <FactReview review={reviewOfStated(excerptFacts, [])} />}
    </>
  )
}
