import { postIllustration } from '../../content/illustrations'
import type { BlogPost } from '../../lib/blog'
import { postPicture, postPictureSize } from '../../lib/illustrations/post-picture'

/**
 * A post's picture drawn inline, for the top of its page: about 1 KB in the HTML instead of a 9 KB
 * image request, so the first screen paints whole from the document (PostImage is the same picture as
 * WebP, for the blog's cards).
 */
export function PostPicture({ post, className }: { post: BlogPost; className: string }) {
  const { width, height } = postPictureSize
  return (
    <svg
      role="img"
      aria-label={post.imageAlt}
      viewBox={`0 0 ${width} ${height}`}
      // Fills its box as an image with object-fit: cover would.
      preserveAspectRatio="xMidYMid slice"
      className={`w-full ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own drawing, made at build time
      dangerouslySetInnerHTML={{ __html: postPicture(postIllustration(post.slug)) }}
    />
  )
}
