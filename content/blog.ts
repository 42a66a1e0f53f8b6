// The blog: posts are Markdown files with front matter in content/blog/, read and rendered at build
// time. Front matter is checked against BlogPostMeta so a malformed post fails the build, not the page.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { parse } from 'yaml'
import { renderMarkdown, splitFrontMatter } from '../lib/markdown'
import type { BlogPostMeta } from './types'

export interface BlogPost extends BlogPostMeta {
  slug: string
  path: string
  /** The article body as HTML. */
  html: string
  /** The article body as Markdown, for word counts. */
  markdown: string
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
  const { frontMatter, body } = splitFrontMatter(readFileSync(join(blogDir, file), 'utf8'))
  const result = v.safeParse(frontMatterSchema, parse(frontMatter))
  if (!result.success) {
    throw new Error(
      `content/blog/${file}: ${result.issues.map((issue) => `${v.getDotPath(issue)} ${issue.message}`).join('; ')}`,
    )
  }
  return { ...result.output, slug, path: `/blog/${slug}`, markdown: body, html: renderMarkdown(body) }
}

/** Every post, newest first. */
export const blogPosts: readonly BlogPost[] = readdirSync(blogDir)
  .filter((file) => file.endsWith('.md'))
  .map(readPost)
  .sort((a, b) => b.date.localeCompare(a.date))

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
  },
} as const
