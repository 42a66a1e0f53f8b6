import type { BlogPost } from '../../content/blog'

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** Date, author, category and read time of a post. */
export function PostMeta({
  post,
  by,
  tone = 'light',
}: {
  post: BlogPost
  by: string
  tone?: 'light' | 'dark'
}) {
  return (
    <p
      className={`flex flex-wrap gap-x-3 gap-y-1 text-sm ${tone === 'dark' ? 'text-slate-200' : 'text-slate-600'}`}
    >
      <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time>
      <span aria-hidden="true">·</span>
      <span>
        {by} {post.author}
      </span>
      <span aria-hidden="true">·</span>
      <span>{post.category}</span>
      <span aria-hidden="true">·</span>
      <span>{post.readTime}</span>
    </p>
  )
}
