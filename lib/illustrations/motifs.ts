// The motifs of the pages that are not about one destination: documents, a resume under the scanner's
// lens, a score gauge, the office, the blog, the stories and a family home. Same card, line and palette as
// the scenes. No people: the pictures stand for the work, never for a person.
import { accent, brand, flagColours, ink } from './palette'
import { sun } from './scenes'
import { outlined, stroked } from './svg'

type Motif = 'documents' | 'resume-scan' | 'gauge' | 'office' | 'blog' | 'stories' | 'family'

/** Grey text lines on a page: `rows` bars from (x, y), every third one shorter. */
const textLines = (
  x: number,
  y: number,
  width: number,
  rows: number,
  gap = 18,
  colour: string = brand[200],
) =>
  `<path d="${Array.from({ length: rows }, (_, i) => `M${x} ${y + i * gap} H${x + (i % 3 === 2 ? width * 0.6 : width)}`).join(' ')}" ${stroked(colour, 7)}/>`

const tick = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" ${outlined(accent[400], 3)}/><path d="M${x - r * 0.45} ${y} l${r * 0.3} ${r * 0.35} l${r * 0.55} -${r * 0.7}" ${stroked(ink, 3.5)}/>`

const passport = (x: number, y: number, rotate: number, cover: string = brand[800]) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate})"><rect x="-56" y="-76" width="112" height="152" rx="10" ${outlined(cover)}/><circle cy="-12" r="24" ${stroked(accent[300], 4)}/><path d="M-24 -12 H24 M0 -36 Q-14 -12 0 12 Q14 -12 0 -36" ${stroked(accent[300], 3)}/><path d="M-26 40 H26" ${stroked(accent[300], 5)}/></g>`

/** An airliner seen from above, pointing right, centred on (x, y). */
const plane = (x: number, y: number, rotate: number) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate})"><path d="M-26 -4 H14 Q26 0 14 4 H-26Z M-4 -4 L-16 -24 H-8 L10 -4Z M-4 4 L-16 24 H-8 L10 4Z M-26 -4 L-32 -14 H-26 L-18 -4Z" ${outlined('#ffffff', 3)}/></g>`

const sparkle = (x: number, y: number, r: number) =>
  `<path d="M${x} ${y - r} Q${x} ${y} ${x + r} ${y} Q${x} ${y} ${x} ${y + r} Q${x} ${y} ${x - r} ${y} Q${x} ${y} ${x} ${y - r}Z" ${outlined(accent[300], 2.5)}/>`

const documents = () =>
  [
    `<rect x="170" y="52" width="190" height="250" rx="10" transform="rotate(-7 265 177)" ${outlined(brand[200])}/>`,
    `<rect x="186" y="60" width="196" height="256" rx="12" ${outlined('#ffffff')}/>`,
    `<rect x="244" y="46" width="80" height="28" rx="8" ${outlined(brand[800])}/>`,
    [0, 1, 2, 3].map((i) => tick(220, 112 + i * 50, 13)).join(''),
    `<path d="M246 112 H350 M246 162 H340 M246 212 H350 M246 262 H318" ${stroked(brand[200], 8)}/>`,
    passport(112, 226, -8),
    `<g transform="rotate(-14 392 256)"><circle cx="392" cy="256" r="44" fill="${brand[50]}" stroke="${brand[600]}" stroke-width="6"/><circle cx="392" cy="256" r="32" ${stroked(brand[600], 3)}/><path d="M376 256 l11 12 l20 -24" ${stroked(brand[600], 7)}/></g>`,
  ].join('')

const resumeScan = () =>
  [
    `<rect x="110" y="46" width="210" height="272" rx="12" ${outlined('#ffffff')}/>`,
    `<rect x="134" y="70" width="70" height="14" rx="4" fill="${brand[800]}"/>`,
    textLines(134, 104, 150, 3, 16),
    `<rect x="134" y="160" width="54" height="10" rx="3" fill="${accent[400]}"/>`,
    textLines(134, 190, 160, 3, 16),
    `<rect x="134" y="246" width="54" height="10" rx="3" fill="${accent[400]}"/>`,
    textLines(134, 276, 120, 2, 16),
    `<path d="M338 256 L402 320" ${stroked(ink, 18)}/><path d="M338 256 L402 320" ${stroked(brand[800], 10)}/>`,
    `<circle cx="300" cy="214" r="62" fill="${brand[100]}" fill-opacity="0.75" stroke="${ink}" stroke-width="8"/>`,
    `<path d="M250 208 H350" ${stroked(accent[500], 5)}/>`,
    `<circle cx="392" cy="96" r="42" ${outlined('#ffffff')}/><path d="M392 62 A34 34 0 1 1 360 108" ${stroked(accent[500], 9)}/>`,
    tick(392, 96, 14),
  ].join('')

/** A point on the gauge's arc: 0 is the left end, 1 the right. */
const onArc = (share: number, r: number) => {
  const angle = Math.PI * (1 - share)
  return `${(240 + r * Math.cos(angle)).toFixed(1)} ${(240 - r * Math.sin(angle)).toFixed(1)}`
}

const gaugeBand = (from: number, to: number, colour: string) =>
  `<path d="M${onArc(from, 140)} A140 140 0 0 1 ${onArc(to, 140)}" fill="none" stroke="${colour}" stroke-width="34"/>`

const gauge = () =>
  [
    `<path d="M${onArc(0, 160)} A160 160 0 0 1 ${onArc(1, 160)} L${onArc(1, 120)} A120 120 0 0 0 ${onArc(0, 120)}Z" fill="${ink}"/>`,
    gaugeBand(0.005, 0.4, brand[200]),
    gaugeBand(0.4, 0.72, brand[600]),
    gaugeBand(0.72, 0.995, accent[400]),
    `<path d="${[0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9].map((s) => `M${onArc(s, 104)} L${onArc(s, 92)}`).join(' ')}" ${stroked(brand[800], 4)}/>`,
    `<path d="M240 240 L${onArc(0.8, 112)}" ${stroked(ink, 12)}/><path d="M240 240 L${onArc(0.8, 110)}" ${stroked(flagColours.red, 6)}/>`,
    `<circle cx="240" cy="240" r="18" ${outlined(brand[800])}/>`,
    `<rect x="150" y="276" width="180" height="44" rx="22" ${outlined('#ffffff')}/>`,
    `<path d="M176 298 H246" ${stroked(brand[200], 8)}/>`,
    tick(300, 298, 13),
    sparkle(78, 84, 16),
    sparkle(410, 70, 12),
  ].join('')

const office = () =>
  [
    `<rect x="40" y="40" width="170" height="130" rx="6" ${outlined(brand[200])}/>`,
    `<path d="M40 132 L80 104 L104 120 L140 86 L176 114 L210 98 V170 H40Z" ${outlined(brand[600], 3)}/><path d="M125 40 V170 M40 105 H210" ${stroked(ink, 4)}/>`,
    `<rect x="270" y="44" width="150" height="66" rx="16" ${outlined('#ffffff')}/><path d="M300 110 l-6 22 l26 -22" ${outlined('#ffffff')}/>`,
    `<circle cx="316" cy="77" r="7" fill="${brand[600]}"/><circle cx="345" cy="77" r="7" fill="${brand[600]}"/><circle cx="374" cy="77" r="7" fill="${brand[600]}"/>`,
    `<rect x="320" y="128" width="110" height="52" rx="16" ${outlined(accent[300])}/>`,
    tick(375, 154, 12),
    `<rect x="10" y="262" width="460" height="22" rx="4" ${outlined(brand[800])}/><path d="M50 284 V350 M430 284 V350" ${stroked(ink, 8)}/>`,
    `<path d="M170 262 L184 246 H316 L330 262Z" ${outlined(brand[200])}/><rect x="184" y="168" width="132" height="80" rx="6" ${outlined(brand[700])}/>`,
    `<path d="M204 192 H272 M204 210 H296 M204 228 H256" ${stroked(brand[200], 6)}/>`,
    `<path d="M96 262 V226 H130 V262" ${outlined('#ffffff')}/><path d="M130 234 q14 0 14 12 q0 8 -14 8" ${stroked(ink, 4)}/>`,
    `<path d="M388 262 L394 222 H430 L436 262Z" ${outlined(accent[400])}/>`,
    `<path d="M412 222 Q396 190 372 184 Q398 184 412 214 Q410 180 430 166 Q420 192 414 222 Q430 196 452 196 Q430 206 416 222" ${outlined(flagColours.fern, 3)}/>`,
  ].join('')

const blog = () =>
  [
    `<rect x="70" y="46" width="310" height="264" rx="14" ${outlined('#ffffff')}/>`,
    `<path d="M70 60 Q70 46 84 46 H366 Q380 46 380 60 V80 H70Z" ${outlined(brand[800])}/>`,
    `<circle cx="92" cy="63" r="5" fill="${accent[300]}"/><circle cx="110" cy="63" r="5" fill="${brand[200]}"/><circle cx="128" cy="63" r="5" fill="${brand[200]}"/>`,
    `<rect x="94" y="100" width="262" height="100" rx="8" ${outlined(brand[100], 3)}/>`,
    `<path d="M96 198 L160 140 L196 172 L240 128 L354 198Z" ${outlined(brand[600], 3)}/><circle cx="310" cy="130" r="16" ${outlined(accent[300], 3)}/>`,
    `<path d="M94 226 H300" ${stroked(brand[800], 10)}/>`,
    textLines(94, 252, 250, 3, 18),
    `<g transform="rotate(35 390 250)"><rect x="374" y="150" width="32" height="150" rx="4" ${outlined(accent[400])}/><path d="M374 300 L390 332 L406 300Z" ${outlined(accent[100])}/><rect x="374" y="150" width="32" height="22" ${outlined(brand[800])}/></g>`,
    `<path d="M400 40 H440 V96 L420 82 L400 96Z" ${outlined(flagColours.red, 3)}/>`,
  ].join('')

const stories = () =>
  [
    `<path d="M40 120 Q140 20 260 80 T460 60" ${stroked('#ffffff', 4, ' stroke-dasharray="2 12"')}/>`,
    plane(392, 58, -8),
    `<path d="M96 140 L236 128 V318 L96 330Z" ${outlined(brand[50])}/><path d="M236 128 L376 140 V330 L236 318Z" ${outlined('#ffffff')}/>`,
    `<g transform="rotate(-10 160 200)"><circle cx="160" cy="200" r="36" ${stroked(brand[600], 5)}/><path d="M142 200 l12 12 l24 -26" ${stroked(brand[600], 6)}/></g>`,
    `<g transform="rotate(8 166 280)"><rect x="128" y="258" width="80" height="44" rx="6" ${stroked(flagColours.red, 5)}/><path d="M142 280 H194" ${stroked(flagColours.red, 5)}/></g>`,
    `<g transform="rotate(6 306 220)"><rect x="262" y="176" width="90" height="90" rx="45" ${stroked(accent[500], 5)}/></g>${plane(306, 221, -30).replace('#ffffff', accent[300])}`,
    `<g transform="rotate(-12 392 286)"><rect x="326" y="256" width="136" height="62" rx="8" ${outlined(accent[300])}/><path d="M428 256 V318" ${stroked(ink, 3, ' stroke-dasharray="4 6"')}/><path d="M340 276 H406 M340 296 H390" ${stroked(brand[800], 6)}/></g>`,
    sparkle(70, 250, 16),
    sparkle(430, 180, 12),
    sparkle(250, 40, 10),
  ].join('')

const family = () =>
  [
    `<rect x="-10" y="282" width="500" height="90" ${outlined(brand[200])}/>`,
    `<path d="M120 164 L240 74 L360 164" ${outlined(brand[800])}/>`,
    `<rect x="140" y="156" width="200" height="126" ${outlined(accent[100])}/>`,
    `<path d="M104 170 L240 66 L376 170" ${stroked(ink, 10)}/><path d="M104 170 L240 66 L376 170" ${stroked(brand[800], 4)}/>`,
    `<rect x="216" y="206" width="48" height="76" rx="4" ${outlined(brand[600])}/>`,
    `<rect x="162" y="186" width="38" height="38" ${outlined(brand[200], 3)}/><rect x="280" y="186" width="38" height="38" ${outlined(brand[200], 3)}/>`,
    `<path d="M240 140 C228 124 206 132 212 150 C216 160 240 172 240 172 C240 172 264 160 268 150 C274 132 252 124 240 140Z" transform="translate(0 -30)" ${outlined(flagColours.red, 3)}/>`,
    `<circle cx="60" cy="244" r="34" ${outlined(flagColours.fern, 3)}/><path d="M60 278 V300" ${stroked(ink, 6)}/>`,
    passport(402, 262, 10, brand[600]).replace('translate(402 262)', 'translate(402 262) scale(0.7)'),
    passport(380, 276, -6).replace('translate(380 276)', 'translate(380 276) scale(0.7)'),
    sparkle(410, 70, 14),
    sun(80, 74, 26),
  ].join('')

const motifs = {
  documents,
  'resume-scan': resumeScan,
  gauge,
  office,
  blog,
  stories,
  family,
} as const satisfies Record<Motif, () => string>

const skies = {
  documents: brand[100],
  'resume-scan': brand[100],
  gauge: brand[50],
  office: brand[50],
  blog: accent[100],
  stories: brand[700],
  family: brand[50],
} as const satisfies Record<Motif, string>

export const motifOf = (name: Motif) => ({ sky: skies[name], contents: motifs[name]() })
export type { Motif }
