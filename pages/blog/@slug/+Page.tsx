import type { PageContextServer } from 'vike/types'
import { usePageLocale } from '../../../components/layout/PageLanguage'
import { FactReview } from '../../../components/sections/FactReview'
import { buttonClasses } from '../../../components/ui/button-styles'
import { PostMeta } from '../../../components/ui/PostMeta'
import { PostPicture } from '../../../components/ui/PostPicture'
import { blogPage } from '../../../content/blog'
import { routes } from '../../../content/routes'
import { messagesFor } from '../../../lib/messages'
import type { Data } from './+data'

export default function Page({ pageContext }: { pageContext: PageContextServer<Data> }) {
  const post = pageContext.data
  const copy = blogPage(messagesFor(usePageLocale())).post
  return (
    <article>
      <header className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
        <div className="container-page max-w-4xl py-12 sm:py-16">
          <a href={routes.blogs.path} className="text-sm font-semibold text-accent-300 hover:underline">
            ← {copy.back}
          </a>
          <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-accent-300">
            {post.category}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {post.title}
          </h1>
          <div className="mt-5">
            <PostMeta post={post} copy={copy} tone="dark" />
          </div>
        </div>
      </header>
      <div className="container-page max-w-4xl py-10">
        <PostPicture post={post} className="aspect-[40/21] h-auto rounded-2xl shadow-lg" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own Markdown, rendered at build time */}
        <div className="prose-body mx-auto mt-10 max-w-3xl" dangerouslySetInnerHTML={{ __html: post.html }} />
        <section aria-labelledby="post-faq" className="mx-auto mt-12 max-w-3xl">
          <h2 id="post-faq" className="text-2xl font-bold text-slate-900">
            {copy.faqHeading}
          </h2>
          <dl className="mt-4 space-y-4">
            {post.faq.map((item) => (
              <div key={item.question} className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
                <dt className="font-semibold text-slate-900">{item.question}</dt>
                <dd className="mt-2 text-slate-700">{item.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
        <aside className="mx-auto mt-12 max-w-3xl rounded-2xl bg-brand-50 p-6 text-center ring-1 ring-brand-200 sm:p-10">
          <h2 className="text-2xl font-bold text-slate-900">{copy.ctaHeading}</h2>
          <p className="mt-2 text-slate-700">{copy.ctaBody}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a href={routes.contact.path} className={buttonClasses('cta', 'lg')}>
              {copy.consultation}
            </a>
            <a href={routes.fixResume.path} className={buttonClasses('outline', 'lg')}>
              {copy.resume}
            </a>
          </div>
          <a
            href={routes.blogs.path}
            className="mt-6 inline-block text-sm font-semibold text-brand-700 hover:underline"
          >
            ← {copy.back}
          </a>
        </aside>
      </div>
      <FactReview review={post.review} />
    </article>
  )
}
