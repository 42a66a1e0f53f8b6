// Draws the blog's hero illustrations (WebP, 1200 and 600 pixels wide, in public/images/blog/) and the
// apple-touch-icon. Run by hand when a post is added (npx tsx scripts/make-images.ts); the images
// are committed, so the build needs no image tools.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'

const W = 1200
const H = 630

const sky = (top: string, bottom: string) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`

const skyline = (color: string, base = 560) => {
  const widths = [70, 50, 90, 60, 110, 55, 80, 65, 100, 50, 75, 90, 60, 85, 70, 60]
  let x = 0
  return widths
    .map((w, i) => {
      const h = 80 + ((i * 53) % 140)
      const rect = `<rect x="${x}" y="${base - h}" width="${w - 6}" height="${h + 80}" fill="${color}"/>`
      x += w
      return rect
    })
    .join('')
}

const scenes: Record<string, string> = {
  'canada-express-entry-guide': `${sky('#fde2e4', '#fff5f5')}
    <circle cx="930" cy="160" r="70" fill="#fbbf24" opacity="0.8"/>
    <path d="M0 520 L220 300 L330 420 L470 240 L640 470 L780 330 L960 500 L1080 380 L1200 470 L1200 630 L0 630Z" fill="#94a3b8"/>
    <path d="M220 300 L260 340 L200 350Z M470 240 L520 300 L430 300Z M780 330 L820 370 L750 375Z" fill="#fff"/>
    ${skyline('#7f1d1d', 600)}
    <path transform="translate(600 190) scale(1.6)" fill="#dc2626" d="M0-60 L10-38 L24-44 L18-10 L40-26 L46-14 L64-20 L56 2 L70 10 L34 34 L40 48 L4 42 L4 70 L-4 70 L-4 42 L-40 48 L-34 34 L-70 10 L-56 2 L-64-20 L-46-14 L-40-26 L-18-10 L-24-44 L-10-38Z"/>`,
  'australia-skilled-migration': `${sky('#f97316', '#fde68a')}
    <circle cx="600" cy="300" r="150" fill="#fef3c7" opacity="0.9"/>
    <rect y="470" width="${W}" height="160" fill="#0e7490"/>
    <path d="M300 470 Q380 300 470 470Z M420 470 Q520 250 620 470Z M560 470 Q680 280 790 470Z M720 470 Q810 340 900 470Z" fill="#fff" stroke="#cbd5e1" stroke-width="4"/>
    <rect x="260" y="465" width="680" height="22" fill="#e2e8f0"/>
    <path d="M0 540 Q300 520 600 545 T1200 535" stroke="#67e8f9" stroke-width="6" fill="none" opacity="0.6"/>`,
  'student-visa-success-stories': `${sky('#dbeafe', '#eff6ff')}
    <circle cx="900" cy="330" r="170" fill="#1d4ed8"/>
    <path d="M740 330 H1060 M900 160 V500 M780 230 Q900 330 1020 230 M780 430 Q900 330 1020 430" stroke="#93c5fd" stroke-width="8" fill="none"/>
    <rect x="170" y="470" width="420" height="50" rx="8" fill="#b91c1c"/>
    <rect x="200" y="420" width="380" height="50" rx="8" fill="#047857"/>
    <rect x="150" y="370" width="400" height="50" rx="8" fill="#f59e0b"/>
    <path d="M230 250 L370 190 L510 250 L370 310Z" fill="#0f172a"/>
    <path d="M300 280 V330 Q370 360 440 330 V280" fill="#1e293b"/>
    <path d="M510 250 V320" stroke="#f59e0b" stroke-width="8"/><circle cx="510" cy="330" r="14" fill="#f59e0b"/>`,
  'uk-global-talent-visa': `${sky('#1e3a8a', '#6366f1')}
    <circle cx="1000" cy="140" r="60" fill="#e0e7ff"/>
    ${skyline('#1e1b4b', 560)}
    <rect x="520" y="150" width="120" height="420" fill="#312e81"/>
    <path d="M520 150 L580 40 L640 150Z" fill="#312e81"/>
    <circle cx="580" cy="230" r="40" fill="#fde68a"/><path d="M580 230 V205 M580 230 H600" stroke="#312e81" stroke-width="6"/>
    <rect y="560" width="${W}" height="70" fill="#1e3a8a"/>
    <path d="M0 590 Q150 560 300 590 T600 590 T900 590 T1200 590" stroke="#a5b4fc" stroke-width="5" fill="none"/>`,
  'germany-blue-card': `<rect width="${W}" height="210" fill="#111827"/><rect y="210" width="${W}" height="210" fill="#dc2626"/><rect y="420" width="${W}" height="210" fill="#facc15"/>
    <rect x="340" y="150" width="520" height="60" fill="#f5f5f4"/>
    <rect x="360" y="210" width="480" height="30" fill="#e7e5e4"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${375 + i * 86}" y="240" width="40" height="330" fill="#f5f5f4"/>`).join('')}
    <rect x="340" y="560" width="520" height="30" fill="#e7e5e4"/>
    <path d="M560 150 L600 100 L640 150Z" fill="#f5f5f4"/>`,
  'family-sponsorship-guide': `${sky('#fef3c7', '#fff7ed')}
    <circle cx="200" cy="150" r="70" fill="#fb923c" opacity="0.7"/>
    <rect y="520" width="${W}" height="110" fill="#86efac"/>
    <path d="M700 280 L900 150 L1100 280Z" fill="#b45309"/>
    <rect x="730" y="280" width="340" height="250" fill="#fde68a"/>
    <rect x="870" y="400" width="70" height="130" fill="#92400e"/>
    <rect x="770" y="320" width="70" height="60" fill="#bae6fd"/><rect x="960" y="320" width="70" height="60" fill="#bae6fd"/>
    ${[
      [300, 1, '#1d4ed8'],
      [400, 1, '#be185d'],
      [490, 0.7, '#047857'],
      [560, 0.6, '#7c3aed'],
    ]
      .map(
        ([x, s, c]) =>
          `<g transform="translate(${x} ${520 - 230 * Number(s)}) scale(${s})"><circle cx="0" cy="40" r="38" fill="#92400e"/><path d="M-55 230 Q-55 90 0 90 Q55 90 55 230Z" fill="${c}"/></g>`,
      )
      .join('')}`,
}

const out = join(import.meta.dirname, '..', 'public', 'images', 'blog')
mkdirSync(out, { recursive: true })
for (const [slug, scene] of Object.entries(scenes)) {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${scene}</svg>`,
  )
  for (const width of [1200, 600]) {
    const suffix = width === 1200 ? '' : `-${width}`
    await sharp(svg)
      .resize(width)
      .webp({ quality: 78 })
      .toFile(join(out, `${slug}${suffix}.webp`))
  }
}
console.log(`Wrote ${Object.keys(scenes).length * 2} images to public/images/blog/`)

// The home-screen icon iOS asks for: the logo on a 180x180 square.
await sharp(join(import.meta.dirname, '..', 'public', 'logo.svg'), { density: 300 })
  .resize(180, 180)
  .png()
  .toFile(join(import.meta.dirname, '..', 'public', 'apple-touch-icon.png'))
