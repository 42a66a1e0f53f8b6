// Copy of the 404 page, the unknown-blog-post message and the unexpected-error fallback (spec §2, §8).

export interface NotFoundCopy {
  code: string
  heading: string
  body: string
  homeLabel: string
  blog: { pathPrefix: string; heading: string; body: string; linkLabel: string }
}

export const notFound = {
  code: '404',
  heading: 'Oops! Page not found',
  body: 'The page you are looking for does not exist or has moved.',
  homeLabel: 'Return to Home',
  blog: {
    pathPrefix: '/blog/',
    heading: 'Blog Post Not Found',
    body: 'The requested blog post could not be found. Please return to the blog listing to explore our latest articles.',
    linkLabel: 'Back to Blog',
  },
} as const satisfies NotFoundCopy

export const notFoundSeo = {
  title: 'Page Not Found',
  description:
    'The page you are looking for does not exist. Return to the DreamBorder Immigration home page.',
} as const

export const unexpectedError = {
  heading: 'Unexpected Application Error!',
  fallbackMessage: 'Something went wrong while showing this page. Please try again.',
  homeLabel: 'Return to Home',
} as const
