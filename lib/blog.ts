// The blog's posts: the Markdown files of content/blog/, bundled by Vite (import.meta.glob) and
// rendered at build time. Front matter is checked against BlogPostMeta and facts are resolved, so a
// malformed post or an unknown fact fails the build, not the page.
import * as v from 'valibot'
import { parse } from 'yaml'
import { blogListingOrder } from '../content/blog/order'
import type { Fact } from '../content/facts/types'
import type { BlogPostMeta } from '../content/types'
import type { FactReview } from './facts/review'
import { reviewOfStated, statedText } from './facts/site'
import { countWords, renderMarkdown, splitFrontMatter } from './markdown'
import { messagesFor } from './messages'

/** A reader's pace through a guide. */
const wordsPerMinute = 200

export interface BlogPost extends BlogPostMeta {
  slug: string
  /** "6 min read": its words at 200 a minute, rounded up. */
  readTime: string
  path: string
  /** The article body as HTML. */
  html: string
  /** The article body as Markdown with its facts stated, for word counts. */
  markdown: string
  /** When the post's facts were last confirmed, and the official pages they come from. */
  review: FactReview
  /** The facts its excerpt states, which the blog's listing shows too. */
  excerptFacts: readonly Fact[]
}

const faqItem = v.object({
  question: v.pipe(v.string(), v.minLength(10)),
  answer: v.pipe(v.string(), v.minLength(20)),
})

const frontMatterSchema = v.object({
  title: v.pipe(v.string(), v.minLength(10)),
  // The document title where the title is longer than search results show (lib/seo/head.ts).
  shortTitle: v.optional(v.pipe(v.string(), v.minLength(10))),
  // The excerpt is also the page's meta description: 50 to 160 characters.
  excerpt: v.pipe(v.string(), v.minLength(50), v.maxLength(160)),
  author: v.pipe(v.string(), v.minLength(3)),
  date: v.pipe(v.string(), v.isoDate()),
  updated: v.pipe(v.string(), v.isoDate()),
  category: v.pipe(v.string(), v.minLength(3)),
  image: v.pipe(v.string(), v.regex(/^[a-z0-9-]+\.webp$/)),
  imageAlt: v.pipe(v.string(), v.minLength(10)),
  featured: v.optional(v.boolean()),
  faq: v.tuple([faqItem, faqItem]),
}) satisfies v.GenericSchema<unknown, BlogPostMeta>

/** A post from its file's path and text. */
function readPost(path: string, source: string): BlogPost {
  const slug = path.replace(/^.*\//, '').replace(/\.md$/, '')
  const where = `content/blog/${slug}.md`
  // Facts are stated through placeholders anywhere in the file, front matter included.
  const stated = statedText(source, where, 'en')
  const { frontMatter, body } = splitFrontMatter(stated.text)
  const result = v.safeParse(frontMatterSchema, parse(frontMatter))
  if (!result.success) {
    throw new Error(
      `${where}: ${result.issues.map((issue) => `${v.getDotPath(issue)} ${issue.message}`).join('; ')}`,
    )
  }
  if (result.output.updated < result.output.date) throw new Error(`${where}: updated is before date`)
  return {
    ...result.output,
    // The posts are English only.
    readTime: messagesFor('en')('blog.post.readTime', {
      minutes: Math.max(1, Math.ceil(countWords(body) / wordsPerMinute)),
    }),
    slug,
    path: `/blog/${slug}`,
    markdown: body,
    html: renderMarkdown(body),
    review: reviewOfStated(stated.states, []),
    excerptFacts: statedText(source.match(/^excerpt:.*$/m)?.[0] ?? '', where, 'en').states,
  }
}

const rank = (slug: string) => {
  const index = (blogListingOrder as readonly string[]).indexOf(slug)
  if (index < 0) throw new Error(`content/blog/${slug}.md is not in blogListingOrder (content/blog/order.ts)`)
  return index
}

const sources = import.meta.glob<string>('../content/blog/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** Every post, in the listing's order. */
export const blogPosts: readonly BlogPost[] = Object.entries(sources)
  .map(([path, source]) => readPost(path, source))
  .sort((a, b) => rank(a.slug) - rank(b.slug))

export const featuredPost = blogPosts.find((post) => post.featured) ?? blogPosts[0]

export function postBySlug(slug: string): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug)
}
