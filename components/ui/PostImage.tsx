import type { BlogPost } from '../../lib/blog'

/** A post's illustration, 1200 or 600 pixels wide as the layout needs, loaded as it nears the screen. */
export function PostImage({
  post,
  sizes,
  className = '',
}: {
  post: BlogPost
  sizes: string
  className?: string
}) {
  const src = `/images/blog/${post.image}`
  return (
    <img
      src={src}
      srcSet={`${src.replace(/\.webp$/, '-600.webp')} 600w, ${src} 1200w`}
      sizes={sizes}
      alt={post.imageAlt}
      width={1200}
      height={630}
      loading="lazy"
      decoding="async"
      className={`aspect-[40/21] w-full object-cover ${className}`}
    />
  )
}
