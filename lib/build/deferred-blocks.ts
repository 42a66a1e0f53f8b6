// What components/layout/styles.css draws only as it nears the screen (content-visibility: auto): a
// page's blocks below the first. The screenshots and the full accessibility check draw them all first,
// as a visitor scrolling meets each one; back at the top, or read by axe, an undrawn one is a blank
// stand-in whose colours read as black on white.
export const deferredBlocks = ['main > *'] as const

/** A style sheet that draws every deferred block at once. */
export const drawDeferredBlocks = `${deferredBlocks.join(', ')} { content-visibility: visible !important; }`
