// Every page a crawler should index: the site's routes and the blog's posts. The sitemap, the
// link-preview images and the benchmark are made from this list.
import { type IndexablePage, pageEyebrow, routes } from '../content/routes'
import { blogPosts } from './blog'

export const indexablePages: readonly IndexablePage[] = [
  ...Object.values(routes).map((route) => ({ path: route.path, title: route.title, eyebrow: pageEyebrow })),
  ...blogPosts.map((post) => ({ path: post.path, title: post.title, eyebrow: `Blog · ${post.category}` })),
]
