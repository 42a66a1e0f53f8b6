// The blog: posts are Markdown files with front matter in content/blog/, read and rendered at build
// time. Front matter is checked against BlogPostMeta so a malformed post fails the build, not the page.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { parse } from 'yaml'
import type { FactReview } from '../lib/facts/review'
import { resolveFacts, reviewOfText } from '../lib/facts/site'
import { renderMarkdown, splitFrontMatter } from '../lib/markdown'
import type { BlogPostMeta } from './types'

export interface BlogPost extends BlogPostMeta {
  slug: string
  path: string
  /** The article body as HTML. */
  html: string
  /** The article body as Markdown with its facts stated, for word counts. */
  markdown: string
  /** When the post's facts were last confirmed, and the official pages they come from. */
  review: FactReview
}

const faqItem = v.object({
  question: v.pipe(v.string(), v.minLength(10)),
  answer: v.pipe(v.string(), v.minLength(20)),
})

const frontMatterSchema = v.object({
  title: v.pipe(v.string(), v.minLength(10)),
  // The excerpt is also the page's meta description: 50 to 160 characters.
  excerpt: v.pipe(v.string(), v.minLength(50), v.maxLength(160)),
  author: v.pipe(v.string(), v.minLength(3)),
  date: v.pipe(v.string(), v.isoDate()),
  updated: v.pipe(v.string(), v.isoDate()),
  category: v.pipe(v.string(), v.minLength(3)),
  readTime: v.pipe(v.string(), v.regex(/^\d+ min read$/)),
  image: v.pipe(v.string(), v.regex(/^[a-z0-9-]+\.webp$/)),
  imageAlt: v.pipe(v.string(), v.minLength(10)),
  featured: v.optional(v.boolean()),
  faq: v.tuple([faqItem, faqItem]),
}) satisfies v.GenericSchema<unknown, BlogPostMeta>

// Read relative to the project root: the build, the tests and the scripts all run from there.
const blogDir = join(process.cwd(), 'content', 'blog')

function readPost(file: string): BlogPost {
  const slug = file.replace(/\.md$/, '')
  const where = `content/blog/${file}`
  const source = readFileSync(join(blogDir, file), 'utf8')
  // Facts are stated through placeholders anywhere in the file, front matter included.
  const { frontMatter, body } = splitFrontMatter(resolveFacts(source, where))
  const result = v.safeParse(frontMatterSchema, parse(frontMatter))
  if (!result.success) {
    throw new Error(
      `${where}: ${result.issues.map((issue) => `${v.getDotPath(issue)} ${issue.message}`).join('; ')}`,
    )
  }
  if (result.output.updated < result.output.date) throw new Error(`${where}: updated is before date`)
  return {
    ...result.output,
    slug,
    path: `/blog/${slug}`,
    markdown: body,
    html: renderMarkdown(body),
    review: reviewOfText(source, where),
  }
}

/** The listing's order (spec "Blog listing"): the featured guide, then these. */
const listingOrder = [
  'canada-express-entry-guide',
  'australia-skilled-migration',
  'student-visa-success-stories',
  'uk-global-talent-visa',
  'germany-blue-card',
  'family-sponsorship-guide',
]

const rank = (slug: string) => {
  const index = listingOrder.indexOf(slug)
  if (index < 0) throw new Error(`content/blog/${slug}.md is not in the blog's listing order`)
  return index
}

/** Every post, in the listing's order. */
export const blogPosts: readonly BlogPost[] = readdirSync(blogDir)
  .filter((file) => file.endsWith('.md'))
  .map(readPost)
  .sort((a, b) => rank(a.slug) - rank(b.slug))

export const featuredPost = blogPosts.find((post) => post.featured) ?? blogPosts[0]

export function postBySlug(slug: string): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug)
}

export const blogPage = {
  hero: {
    eyebrow: 'Blog',
    heading: 'Immigration Insights and Guides',
    lead: 'Practical, up-to-date guides from our consultants on the visas Indian applicants ask about most.',
  },
  featuredLabel: 'Featured article',
  latestHeading: 'Latest Articles',
  readMore: 'Read article',
  post: {
    back: 'Back to Blog',
    faqHeading: 'Frequently asked questions',
    ctaHeading: 'Ready to take the next step?',
    ctaBody: 'Talk to a consultant about your own case, or check how your resume reads to employers abroad.',
    consultation: 'Get Free Consultation',
    resume: 'Check Your Resume',
    by: 'By',
    updated: 'Updated',
  },
} as const
