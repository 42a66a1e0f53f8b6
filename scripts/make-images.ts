// Draws the blog's hero illustrations (WebP, 1200 and 600 pixels wide, in public/images/blog/) and the
// apple-touch-icon. Run by hand when a post is added (npx tsx scripts/make-images.ts); the images
// are committed, so the build needs no image tools.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { postIllustrations } from '../content/illustrations'
import type { IllustrationName } from '../content/types'
import { illustrationBody } from '../lib/illustrations'
import { cardSize } from '../lib/illustrations/catalogue'
import { accent, brand } from '../lib/illustrations/palette'
import { svgDocument } from '../lib/illustrations/svg'

const W = 1200
const H = 630

// The post's illustration (the same drawing as the site's heroes) on the hero's navy, with a flight path
// behind it: one picture language for heroes, posts and link previews. A flat background and WebP's
// sharper chroma keep the outlined drawing small (a gradient costs a third more bytes).
const scale = 1.35
const { width, height } = cardSize
const backdrop = `<rect width="${W}" height="${H}" fill="${brand[900]}"/><path d="M60 520 Q600 -120 1140 420" fill="none" stroke="${accent[400]}" stroke-width="6" stroke-linecap="round" stroke-dasharray="1 18"/><circle cx="60" cy="520" r="12" fill="${accent[500]}" stroke="#ffffff" stroke-width="5"/><circle cx="1140" cy="420" r="12" fill="${accent[400]}" stroke="#ffffff" stroke-width="5"/>`
const picture = (name: IllustrationName) =>
  `${backdrop}<g transform="translate(${(W - width * scale) / 2} ${(H - height * scale) / 2}) scale(${scale})">${illustrationBody(name)}</g>`

const out = join(import.meta.dirname, '..', 'public', 'images', 'blog')
mkdirSync(out, { recursive: true })
for (const [slug, name] of Object.entries(postIllustrations)) {
  const svg = Buffer.from(svgDocument({ width: W, height: H }, picture(name)))
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
