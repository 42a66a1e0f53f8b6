// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { type BlogPost, postBySlug } from '../../../content/blog'

export function data(pageContext: PageContextServer): BlogPost {
  const post = postBySlug(pageContext.routeParams.slug ?? '')
  if (!post) throw render(404)
  return post
}
