// The brand colours of components/layout/styles.css (@theme), for drawings made outside the CSS, plus the
// flag colours the destination scenes borrow. One line weight and one ink give every drawing its outline.
export const brand = {
  50: '#eef5ff',
  100: '#d9e8ff',
  200: '#bcd6ff',
  600: '#1f5fd1',
  700: '#1a4fb0',
  800: '#1a418c',
  900: '#1b3a70',
  950: '#142444',
} as const

export const accent = { 100: '#fef3c7', 300: '#fcd34d', 400: '#fbbf24', 500: '#f59e0b' } as const

export const flagColours = {
  red: '#d52b1e',
  ukRed: '#c8102e',
  black: '#1c1c1c',
  gold: '#ffce00',
  bridge: '#c0392b',
  fern: '#2f7d4f',
} as const

/** The outline of every shape: dark navy, one weight, round joins. */
export const ink = brand[950]
export const line = 4
