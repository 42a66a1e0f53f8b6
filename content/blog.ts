// The blog's copy; the posts themselves are the Markdown files in content/blog/ (front matter of
// BlogPostMeta, their order in content/blog/order.ts), read and rendered at build time by lib/blog.ts;
// the words around them are in the English catalogue (blog.*).
import { type Messages, words } from '../lib/messages'

/** The words of the blog's listing and of each post's page around its Markdown (English only). */
export const blogPage = (m: Messages) => words(m, 'blog', {}, ['post.readTime'])
