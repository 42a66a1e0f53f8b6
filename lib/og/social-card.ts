// The 1200x630 link-preview image of a page: its title and its picture on the brand's card, drawn with satori
// (layout and text to SVG) and resvg (SVG to PNG); a Hindi or Marathi card's text is set by Pango through
// sharp, which shapes Devanagari. Runs at build time only.
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import sharp from 'sharp'
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

/** The title column's width: the card less its padding, the picture's box and a gap. */
const textWidth = socialCardSize.width - 160 - pictureBox.width - 40
const eyebrowStyle = { size: 30, weight: 700, color: '#fcd34d', gap: 18 } as const
const titleSize = (title: string) => (title.length > 40 ? 48 : 60)

/** The card; `drawText` false leaves the title column empty, for text set apart (devanagariText). */
function cardTree(card: SocialCard, drawText: boolean): Node {
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
      el(
        'div',
        { display: 'flex', flexDirection: 'column', maxWidth: textWidth },
        drawText
          ? [
              el(
                'div',
                {
                  fontSize: eyebrowStyle.size,
                  fontWeight: eyebrowStyle.weight,
                  color: eyebrowStyle.color,
                  marginBottom: eyebrowStyle.gap,
                },
                card.eyebrow,
              ),
              el('div', { fontSize: titleSize(card.title), fontWeight: 800, lineHeight: 1.1 }, card.title),
            ]
          : [],
      ),
      el('div', { display: 'flex', justifyContent: 'space-between', fontSize: 28, color: '#d9e8ff' }, [
        el('div', {}, card.tagline),
        el('div', {}, card.domain),
      ]),
    ],
  )
}

const devanagari = /[\u0900-\u097F]/

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Makes the preview fonts known to Pango (fontconfig), once: sharp registers a text's `fontfile`. */
let registered: Promise<unknown> | null = null
const registerFonts = (fonts: PreviewFonts) =>
  (registered ??= Promise.all(
    fonts.files.map((fontfile) =>
      sharp({ text: { text: '.', fontfile } })
        .png()
        .toBuffer(),
    ),
  ))

/**
 * A Hindi or Marathi card's eyebrow and title, set by Pango through sharp, which shapes Devanagari
 * (satori cannot: vercel/satori#215): Inter for Latin letters, Noto Sans Devanagari for the rest.
 */
async function devanagariText(
  card: SocialCard,
  fonts: PreviewFonts,
): Promise<{ png: Buffer; height: number }> {
  await registerFonts(fonts)
  const line = async (text: string, size: number, weight: number, color: string, spacing = 0) => {
    const markup = `<span foreground="${color}" font_weight="${weight}">${escapeMarkup(text)}</span>`
    const font = `Inter, Noto Sans Devanagari ${size}px`
    const { data, info } = await sharp({
      text: { text: markup, font, width: textWidth, rgba: true, spacing },
    })
      .png()
      .toBuffer({ resolveWithObject: true })
    return { data, height: info.height }
  }
  const eyebrow = await line(card.eyebrow, eyebrowStyle.size, eyebrowStyle.weight, eyebrowStyle.color)
  const title = await line(card.title, titleSize(card.title), 800, '#ffffff', 6)
  const height = eyebrow.height + eyebrowStyle.gap + title.height
  const png = await sharp({ create: { width: textWidth, height, channels: 4, background: 'transparent' } })
    .composite([
      { input: eyebrow.data, left: 0, top: 0 },
      { input: title.data, left: 0, top: eyebrow.height + eyebrowStyle.gap },
    ])
    .png()
    .toBuffer()
  return { png, height }
}

export async function socialCardPng(card: SocialCard, fonts: PreviewFonts): Promise<Buffer> {
  const setApart = devanagari.test(`${card.title}${card.eyebrow}`)
  // satori's types want a React element; a plain {type, props} tree is what it reads.
  const svg = await satori(cardTree(card, !setApart) as unknown as Parameters<typeof satori>[0], {
    ...socialCardSize,
    fonts: fonts.satori,
  })
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: socialCardSize.width } }).render().asPng()
  if (!setApart) return png
  // The text sits where the column would: at the left padding, centred between the brand and the footer.
  const text = await devanagariText(card, fonts)
  return sharp(png)
    .composite([
      { input: text.png, left: 80, top: Math.round((socialCardSize.height - 16 - text.height) / 2) },
    ])
    .png()
    .toBuffer()
}
