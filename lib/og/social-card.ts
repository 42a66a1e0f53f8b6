// The 1200x630 link-preview image of a page: its title and its picture on the brand's card, drawn with satori
// (layout and text to SVG) and resvg (SVG to PNG). Runs at build time only.
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import type { PreviewFonts } from './fonts'

const socialCardSize = { width: 1200, height: 630 } as const

export interface SocialCard {
  title: string
  eyebrow: string
  brand: string
  tagline: string
  domain: string
  /** The logo as a data: URL */
  logo: string
  /** The page's picture (lib/illustrations) as a data: URL, and its size on the card. */
  illustration: { src: string; width: number; height: number }
}

/** The picture's box on the right of the card; the title keeps the left. */
const pictureBox = { width: 400, height: 300 } as const

/** The picture's size on the card: as large as fits the box, in its own proportions. */
export function pictureSize({ width, height }: { width: number; height: number }) {
  const scale = Math.min(pictureBox.width / width, pictureBox.height / height)
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}

type Node = {
  type: string
  props: { style?: Record<string, unknown>; children?: unknown; [key: string]: unknown }
}

const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
})

function cardTree(card: SocialCard): Node {
  return el(
    'div',
    {
      width: socialCardSize.width,
      height: socialCardSize.height,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      backgroundColor: '#142444',
      color: '#ffffff',
      fontFamily: devanagari.test(card.title) ? 'Noto Sans Devanagari' : 'Inter',
      borderBottom: '16px solid #f59e0b',
      boxSizing: 'border-box',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', fontSize: 34, fontWeight: 700 }, [
        { type: 'img', props: { src: card.logo, width: 64, height: 64, style: { marginRight: 20 } } },
        card.brand,
      ]),
      {
        type: 'img',
        props: {
          ...card.illustration,
          style: {
            position: 'absolute',
            right: 72,
            top: (socialCardSize.height - card.illustration.height) / 2,
          },
        },
      },
      el('div', { display: 'flex', flexDirection: 'column', maxWidth: 1200 - 160 - pictureBox.width - 40 }, [
        el('div', { fontSize: 30, fontWeight: 700, color: '#fcd34d', marginBottom: 18 }, card.eyebrow),
        el(
          'div',
          { fontSize: card.title.length > 40 ? 48 : 60, fontWeight: 800, lineHeight: 1.1 },
          card.title,
        ),
      ]),
      el('div', { display: 'flex', justifyContent: 'space-between', fontSize: 28, color: '#d9e8ff' }, [
        el('div', {}, card.tagline),
        el('div', {}, card.domain),
      ]),
    ],
  )
}

const devanagari = /[\u0900-\u097F]/

/**
 * satori writes a word it does not draw as outlines as a <text> element of its own, placed by its
 * unshaped width; the words of one line become one element, which resvg spaces by their shaped widths.
 */
function joinLineWords(svg: string): string {
  return svg.replace(/(?:<text [^>]*>[^<]*<\/text>)+/g, (run) => {
    const words = [
      ...run.matchAll(/<text x="([^"]*)" y="([^"]*)" width="[^"]*" height="[^"]*"([^>]*)>([^<]*)<\/text>/g),
    ]
    const lines: { x: string; y: string; attributes: string; text: string }[] = []
    for (const [, x = '', y = '', attributes = '', text = ''] of words) {
      const line = lines.at(-1)
      if (line && line.y === y && line.attributes === attributes) line.text += text
      else lines.push({ x, y, attributes, text })
    }
    return lines
      .map((line) => `<text x="${line.x}" y="${line.y}"${line.attributes}>${line.text}</text>`)
      .join('')
  })
}

export async function socialCardPng(card: SocialCard, fonts: PreviewFonts): Promise<Buffer> {
  // satori draws text as outlines, but cannot shape Devanagari (vercel/satori#215): a Hindi or Marathi
  // card leaves its text as text, which resvg shapes (rustybuzz) from the same fonts.
  const shaped = devanagari.test(`${card.title}${card.eyebrow}`)
  // satori's types want a React element; a plain {type, props} tree is what it reads.
  const svg = await satori(cardTree(card) as unknown as Parameters<typeof satori>[0], {
    ...socialCardSize,
    fonts: fonts.satori,
    embedFont: !shaped,
  })
  return new Resvg(shaped ? joinLineWords(svg) : svg, {
    fitTo: { mode: 'width', value: socialCardSize.width },
    font: { fontFiles: fonts.files, loadSystemFonts: false, defaultFontFamily: 'Inter' },
  })
    .render()
    .asPng()
}
