// Every page a crawler should index: the site's routes and the blog's posts. The sitemap, the
// link-preview images and the benchmark are made from this list.
import { heroIllustrations, postIllustration } from '../content/illustrations'
import { type IndexablePage, pageEyebrow, routes } from '../content/routes'
import { blogPosts } from './blog'

export const indexablePages: readonly IndexablePage[] = [
  ...Object.entries(routes).map(([key, route]) => ({
    path: route.path,
    title: route.title,
    eyebrow: pageEyebrow,
    illustration: heroIllustrations[key as keyof typeof routes],
  })),
  ...blogPosts.map((post) => ({
    path: post.path,
    title: post.title,
    eyebrow: `Blog · ${post.category}`,
    illustration: postIllustration(post.slug),
  })),
]
