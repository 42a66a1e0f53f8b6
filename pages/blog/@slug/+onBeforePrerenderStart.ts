// https://vike.dev/onBeforePrerenderStart
import { blogPosts } from '../../../content/blog'

export function onBeforePrerenderStart(): string[] {
  return blogPosts.map((post) => post.path)
}
