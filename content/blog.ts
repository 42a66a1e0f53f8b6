// The blog's copy and its listing order; the posts themselves are the Markdown files in content/blog/
// (front matter of BlogPostMeta), read and rendered at build time by lib/blog.ts; the words around
// them are in the English catalogue (blog.*).
import { type Messages, words } from '../lib/messages'

/** The listing's order (spec "Blog listing"): the featured guide, then these. */
export const blogListingOrder = [
  'canada-express-entry-guide',
  'australia-skilled-migration',
  'student-visa-success-stories',
  'uk-global-talent-visa',
  'germany-blue-card',
  'family-sponsorship-guide',
] as const

/** The words of the blog's listing and of each post's page around its Markdown (English only). */
export const blogPage = (m: Messages) => words(m, 'blog', {}, ['post.readTime'])

/** A post's reading time, worked out from its words at build (lib/blog.ts). */
export const readTime = (m: Messages, minutes: number): string => m('blog.post.readTime', { minutes })
