// Draws the blog's pictures (lib/illustrations/post-picture.ts) as WebP, 1200 and 600 pixels wide, in
// public/images/blog/ for the cards and structured data, and the apple-touch-icon. Run by hand when a post is added (npx tsx scripts/make-images.ts); the images
// are committed, so the build needs no image tools.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { postIllustrations } from '../content/illustrations'
import { postPicture, postPictureSize } from '../lib/illustrations/post-picture'
import { svgDocument } from '../lib/illustrations/svg'

const out = join(import.meta.dirname, '..', 'public', 'images', 'blog')
mkdirSync(out, { recursive: true })
for (const [slug, name] of Object.entries(postIllustrations)) {
  const svg = Buffer.from(svgDocument(postPictureSize, postPicture(name)))
  for (const width of [1200, 600]) {
    const suffix = width === 1200 ? '' : `-${width}`
    await sharp(svg)
      .resize(width)
      .webp({ quality: 45, effort: 6, smartSubsample: true })
      .toFile(join(out, `${slug}${suffix}.webp`))
  }
}
console.log(`Wrote ${Object.keys(postIllustrations).length * 2} images to public/images/blog/`)

// The home-screen icon iOS asks for: the logo on a 180x180 square.
await sharp(join(import.meta.dirname, '..', 'public', 'logo.svg'), { density: 300 })
  .resize(180, 180)
  .png()
  .toFile(join(import.meta.dirname, '..', 'public', 'apple-touch-icon.png'))
