import type { BlogPost } from '../../lib/blog'
import { formatDate } from '../../lib/locale'
import { usePageLocale } from '../layout/PageLanguage'

/** Published and updated dates, author, category and read time of a post. */
export function PostMeta({
  post,
  copy,
  tone = 'light',
}: {
  post: BlogPost
  copy: { by: string; updated: string }
  tone?: 'light' | 'dark'
}) {
  const locale = usePageLocale()
  return (
    <p
      className={`flex flex-wrap gap-x-3 gap-y-1 text-sm ${tone === 'dark' ? 'text-slate-200' : 'text-slate-600'}`}
    >
      <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
      <span aria-hidden="true">·</span>
      <span>
        {copy.updated} <time dateTime={post.updated}>{formatDate(post.updated, locale)}</time>
      </span>
      <span aria-hidden="true">·</span>
      <span>
        {copy.by} {post.author}
      </span>
      <span aria-hidden="true">·</span>
      <span>{post.category}</span>
      <span aria-hidden="true">·</span>
      <span>{post.readTime}</span>
    </p>
  )
}
