// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { type BlogPost, postBySlug } from '../../../lib/blog'

export type Data = BlogPost

export function data(pageContext: PageContextServer): Data {
  const post = postBySlug(pageContext.routeParams.slug ?? '')
  if (!post) throw render(404)
  return post
}
