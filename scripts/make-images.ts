// Draws the blog's pictures (lib/illustrations/post-picture.ts) as WebP in public/images/blog/: 1200
// pixels wide for structured data and previews, 600 for the blog's cards (every post but the featured
// one, which has no card); and the apple-touch-icon. Run by hand when a post is added (npx tsx scripts/make-images.ts); the images
// are committed, so the build needs no image tools.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { blogListingOrder } from '../content/blog/order'
import { postIllustrations } from '../content/illustrations'
import { postPicture, postPictureSize } from '../lib/illustrations/post-picture'
import { svgDocument } from '../lib/illustrations/svg'

const out = join(import.meta.dirname, '..', 'public', 'images', 'blog')
mkdirSync(out, { recursive: true })
/** The listing's first post is the featured guide (content/blog.ts). */
const [featuredSlug] = blogListingOrder
let written = 0
for (const [slug, name] of Object.entries(postIllustrations)) {
  const svg = Buffer.from(svgDocument(postPictureSize, postPicture(name)))
  for (const width of slug === featuredSlug ? [1200] : [1200, 600]) {
    const suffix = width === 1200 ? '' : `-${width}`
    await sharp(svg)
      .resize(width)
      .webp({ quality: 45, effort: 6, smartSubsample: true })
      .toFile(join(out, `${slug}${suffix}.webp`))
    written++
  }
}
console.log(`Wrote ${written} images to public/images/blog/`)

// The home-screen icon iOS asks for: the logo on a 180x180 square.
await sharp(join(import.meta.dirname, '..', 'public', 'logo.svg'), { density: 300 })
  .resize(180, 180)
  .png()
  .toFile(join(import.meta.dirname, '..', 'public', 'apple-touch-icon.png'))
