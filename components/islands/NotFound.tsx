import { useEffect, useState } from 'react'
import type { NotFoundCopy } from '../../content/errors'
import { buttonClasses } from '../ui/button-styles'

interface NotFoundProps {
  copy: NotFoundCopy
  homeHref: string
  blogsHref: string
  /** Prerendered as the blog's own 404 page: says so before and without JavaScript. */
  blogPost?: boolean
}

/**
 * The 404 page. Only the browser knows which path was asked for: it logs it, and under /blog/ says
 * that the blog post was not found (also on hosts that serve the site-wide 404.html there).
 */
export default function NotFound({ copy, homeHref, blogsHref, blogPost = false }: NotFoundProps) {
  const [isBlogPost, setIsBlogPost] = useState(blogPost)

  useEffect(() => {
    const path = window.location.pathname
    console.error('404 Error: User attempted to access non-existent route:', path)
    if (path.startsWith(copy.blog.pathPrefix)) setIsBlogPost(true)
  }, [copy.blog.pathPrefix])

  if (isBlogPost) {
    return (
      <div className="text-center">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{copy.blog.heading}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">{copy.blog.body}</p>
        <a href={blogsHref} className={buttonClasses('default', 'lg', 'mt-8')}>
          {copy.blog.linkLabel}
        </a>
      </div>
    )
  }
  return (
    <div className="text-center">
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        {copy.code}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">
        <span className="sr-only">{copy.code}: </span>
        {copy.heading}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">{copy.body}</p>
      <a href={homeHref} className={buttonClasses('default', 'lg', 'mt-8')}>
        {copy.homeLabel}
      </a>
    </div>
  )
}
