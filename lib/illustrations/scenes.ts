// A destination scene per flag: the country's best-known landmark in flat shapes and its flag's colours,
// drawn in a 480x360 card. Used by the hero of pages about one destination and by the blog's pictures.
import type { FlagCode } from '../../content/types'
import { accent, brand, flagColours, ink } from './palette'
import { outlined, stroked } from './svg'

/** Soft wave lines on water, from y down. */
const waves = (y: number, colour: string = brand[200]) =>
  [0, 1, 2]
    .map((row) => {
      const x = 40 + ((row * 140) % 300)
      const top = y + 18 + row * 22
      return `<path d="M${x} ${top} q15 -8 30 0 t30 0 M${x + 200} ${top + 8} q15 -8 30 0" ${stroked(colour, 3)}/>`
    })
    .join('')

const water = (y: number) =>
  `<rect x="-10" y="${y}" width="500" height="${380 - y}" ${outlined(brand[600])}/>${waves(y)}`

const cloud = (x: number, y: number, scale = 1) =>
  `<path transform="translate(${x} ${y}) scale(${scale})" d="M0 20 a16 16 0 0 1 18 -18 a22 22 0 0 1 40 4 a14 14 0 0 1 12 14 z" ${outlined('#ffffff', 3)}/>`

export const sun = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" ${outlined(accent[300])}/>`

/** A five-pointed star centred on (x, y). */
const star = (x: number, y: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2
    const radius = i % 2 === 0 ? r : r * 0.45
    return `${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`
  })
  return `<polygon points="${points.join(' ')}" fill="${fill}" stroke="#ffffff" stroke-width="2.5" stroke-linejoin="round"/>`
}

const mapleLeaf =
  'M0-60 L10-38 L24-44 L18-10 L40-26 L46-14 L64-20 L56 2 L70 10 L34 34 L40 48 L4 42 L4 70 L-4 70 L-4 42 L-40 48 L-34 34 L-70 10 L-56 2 L-64-20 L-46-14 L-40-26 L-18-10 L-24-44 L-10-38Z'

/** A flag on a pole, its cloth drawn by `cloth` in a 72x48 box at the pole's top. */
const flag = (x: number, y: number, poleBottom: number, cloth: string) =>
  `<path d="M${x} ${poleBottom} V${y - 6}" ${stroked(ink, 4)}/><g transform="translate(${x} ${y})">${cloth}<rect width="72" height="48" ${stroked(ink, 3)}/></g>`

const canada = () =>
  [
    sun(390, 78, 30),
    cloud(60, 60),
    cloud(300, 110, 0.8),
    `<path d="M-10 250 L80 140 L150 215 L240 118 L350 235 L420 160 L500 240 V380 H-10Z" ${outlined(brand[200])}/>`,
    `<path d="M80 140 L100 166 L88 162 L80 172 L70 160 L60 164Z M240 118 L264 146 L250 142 L240 154 L228 142 L216 146Z M420 160 L438 180 L426 178 L420 186 L412 176 L402 180Z" ${outlined('#ffffff', 3)}/>`,
    `<path d="M140 282 V236 H170 V282 M178 282 V214 H206 V282 M286 282 V224 H316 V282 M324 282 V244 H356 V282" ${outlined(brand[700])}/>`,
    `<path d="M236 282 L244 120 H256 L264 282Z" ${outlined('#ffffff')}/>`,
    `<ellipse cx="250" cy="132" rx="24" ry="12" ${outlined('#ffffff')}/>`,
    `<ellipse cx="250" cy="100" rx="9" ry="6" ${outlined('#ffffff', 3)}/>`,
    `<path d="M250 94 V38" ${stroked(ink, 4)}/>`,
    water(282),
    flag(
      400,
      214,
      282,
      `<rect width="72" height="48" fill="#ffffff"/><rect width="18" height="48" fill="${flagColours.red}"/><rect x="54" width="18" height="48" fill="${flagColours.red}"/><path transform="translate(36 23) scale(0.22)" d="${mapleLeaf}" fill="${flagColours.red}"/>`,
    ),
  ].join('')

const sail = (x: number, width: number, height: number) =>
  `<path d="M${x} 250 C${x + width * 0.15} ${250 - height * 0.7} ${x + width * 0.55} ${250 - height} ${x + width} ${250 - height} C${x + width * 0.8} ${250 - height * 0.6} ${x + width * 0.75} ${250 - height * 0.25} ${x + width * 0.85} 250Z" ${outlined('#ffffff')}/><path d="M${x + width * 0.3} 250 C${x + width * 0.4} ${250 - height * 0.5} ${x + width * 0.7} ${250 - height * 0.85} ${x + width} ${250 - height}" ${stroked(brand[200], 3)}/>`

const australia = () =>
  [
    sun(360, 112, 62),
    cloud(50, 56, 0.9),
    `<path d="M14 236 Q120 120 226 236" ${stroked(brand[800], 8)}/>`,
    // Hangers from the arch (a quadratic curve, so its height at t is 236 - 232t(1-t)) down to the deck.
    `<path d="M14 214 H226 ${[60, 90, 120, 150, 180].map((x) => `M${x} 214 V${(236 - 232 * ((x - 14) / 212) * (1 - (x - 14) / 212)).toFixed(1)}`).join(' ')}" ${stroked(brand[800], 3)}/>`,
    `<rect x="8" y="196" width="18" height="50" ${outlined(brand[200], 3)}/><rect x="214" y="196" width="18" height="50" ${outlined(brand[200], 3)}/>`,
    water(246),
    `<rect x="180" y="246" width="290" height="20" rx="3" ${outlined(accent[100])}/>`,
    sail(196, 76, 92),
    sail(250, 96, 130),
    sail(318, 82, 104),
    sail(376, 62, 72),
  ].join('')

const uk = () =>
  [
    cloud(40, 50),
    cloud(360, 86, 0.8),
    `<path d="M40 290 V200 H262 V290Z" ${outlined(accent[100])}/>`,
    `<path d="M60 200 V186 M100 200 V186 M140 200 V186 M180 200 V186 M220 200 V186 M70 230 V262 M100 230 V262 M130 230 V262 M160 230 V262 M190 230 V262 M220 230 V262" ${stroked(ink, 4)}/>`,
    `<rect x="266" y="104" width="64" height="186" ${outlined(accent[100])}/>`,
    `<rect x="258" y="120" width="80" height="70" ${outlined(accent[100])}/>`,
    `<circle cx="298" cy="155" r="25" ${outlined('#ffffff')}/><path d="M298 155 V139 M298 155 L309 161" ${stroked(ink, 4)}/>`,
    `<path d="M270 104 L298 28 L326 104Z" ${outlined(brand[800])}/>`,
    `<path d="M284 230 V270 M298 230 V270 M312 230 V270" ${stroked(brand[200], 4)}/>`,
    water(290),
    `<rect x="352" y="216" width="106" height="66" rx="10" ${outlined(flagColours.ukRed)}/>`,
    `<path d="M362 228 H448 V244 H362Z M362 254 H448 V266 H362Z" ${outlined('#ffffff', 3)}/>`,
    `<circle cx="376" cy="284" r="10" ${outlined(brand[950], 3)}/><circle cx="434" cy="284" r="10" ${outlined(brand[950], 3)}/>`,
  ].join('')

const germany = () =>
  [
    cloud(320, 54),
    flag(
      40,
      56,
      288,
      `<rect width="72" height="16" fill="${flagColours.black}"/><rect y="16" width="72" height="16" fill="${flagColours.red}"/><rect y="32" width="72" height="16" fill="${flagColours.gold}"/>`,
    ),
    `<rect x="-10" y="288" width="500" height="80" ${outlined(brand[200])}/>`,
    `<rect x="66" y="196" width="48" height="92" ${outlined(accent[100])}/><rect x="366" y="196" width="52" height="92" ${outlined(accent[100])}/>`,
    `<rect x="110" y="140" width="260" height="34" ${outlined(accent[100])}/>`,
    `<rect x="176" y="108" width="128" height="32" ${outlined(accent[100])}/>`,
    `<path d="M206 108 V92 L222 78 L238 92 L254 74 L270 92 V108Z" ${outlined(brand[800])}/>`,
    [0, 1, 2, 3, 4, 5]
      .map((i) => `<rect x="${124 + i * 44}" y="174" width="16" height="114" ${outlined('#ffffff')}/>`)
      .join(''),
    `<path d="M110 157 H370" ${stroked(ink, 3)}/>`,
  ].join('')

const fernLeaves = Array.from({ length: 7 }, (_, i) => {
  const y = 300 - i * 30
  const size = 30 - i * 3
  return `<path d="M${70 + i * 3} ${y} q-${size} -6 -${size * 1.4} -${size * 0.6} M${70 + i * 3} ${y} q${size} -10 ${size * 1.4} -${size * 0.9}" ${stroked(brand[50], 5)}/>`
}).join('')

const newZealand = () =>
  [
    star(340, 60, 14, flagColours.red),
    star(300, 110, 12, flagColours.red),
    star(396, 98, 12, flagColours.red),
    star(350, 150, 15, flagColours.red),
    `<path d="M-10 250 L110 120 L170 180 L250 92 L340 200 L410 150 L500 230 V380 H-10Z" ${outlined(brand[600])}/>`,
    `<path d="M110 120 L136 148 L120 146 L110 158 L98 146 L86 150Z M250 92 L282 130 L262 124 L250 140 L236 126 L218 132Z M410 150 L428 170 L416 168 L410 176 L402 168 L392 170Z" ${outlined('#ffffff', 3)}/>`,
    water(264),
    `<path d="M70 340 Q80 220 92 96" ${stroked(brand[50], 5)}/>`,
    fernLeaves,
  ].join('')

const bridgeTower = (x: number) =>
  `<path d="M${x - 16} 290 V66 H${x - 6} V290 M${x + 6} 290 V66 H${x + 16} V290 M${x - 16} 96 H${x + 16} M${x - 16} 140 H${x + 16} M${x - 16} 184 H${x + 16}" ${outlined(flagColours.bridge)}/>`

const unitedStates = () =>
  [
    sun(400, 186, 54),
    cloud(50, 60, 0.8),
    `<path d="M-10 232 Q60 180 120 214 V290 H-10Z" ${outlined(brand[800])}/><path d="M360 214 Q420 170 500 206 V290 H360Z" ${outlined(brand[800])}/>`,
    `<path d="M-10 214 Q80 200 140 70 M140 70 Q240 236 340 70 M340 70 Q400 200 490 214" ${stroked(flagColours.bridge, 5)}/>`,
    `<path d="${[170, 200, 230, 260, 290, 320].map((x) => `M${x} 212 V${212 - Math.max(0, 120 - Math.abs(x - 240) * 1.25)}`).join(' ')}" ${stroked(flagColours.bridge, 2.5)}/>`,
    bridgeTower(140),
    bridgeTower(340),
    `<rect x="-10" y="212" width="500" height="14" ${outlined(flagColours.bridge)}/>`,
    water(290),
  ].join('')

const scenes = {
  ca: canada,
  au: australia,
  gb: uk,
  de: germany,
  nz: newZealand,
  us: unitedStates,
} as const satisfies Record<FlagCode, () => string>

/** The skies differ by place and time of day, so six scenes side by side do not look the same. */
const skies = {
  ca: brand[100],
  au: accent[100],
  gb: brand[100],
  de: brand[50],
  nz: brand[900],
  us: accent[100],
} as const satisfies Record<FlagCode, string>

export const sceneOf = (code: FlagCode) => ({ sky: skies[code], contents: scenes[code]() })
