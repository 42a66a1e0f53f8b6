// https://vike.dev/onBeforePrerenderStart
import { blogPosts } from '../../../lib/blog'

export function onBeforePrerenderStart(): string[] {
  return blogPosts.map((post) => post.path)
}
