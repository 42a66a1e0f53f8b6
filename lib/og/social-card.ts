// The 1200x630 link-preview image of a page: its title and its picture on the brand's card, drawn with satori
// (layout and text to SVG) and resvg (SVG to PNG). Runs at build time only.
import { Resvg } from '@resvg/resvg-js'
import satori, { type Font } from 'satori'

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
      fontFamily: 'Inter',
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

export async function socialCardPng(card: SocialCard, fonts: Font[]): Promise<Buffer> {
  // satori's types want a React element; a plain {type, props} tree is what it reads.
  const svg = await satori(cardTree(card) as unknown as Parameters<typeof satori>[0], {
    ...socialCardSize,
    fonts,
  })
  return new Resvg(svg, { fitTo: { mode: 'width', value: socialCardSize.width } }).render().asPng()
}
