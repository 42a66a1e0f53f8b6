// The spec's words for an island or page that fails, verbatim. They stay here, not in a catalogue: an
// island's fallback shows them in the browser, which loads no catalogue. A module of their own, so the
// islands' runtime imports nothing else of the content (errors.ts reaches site.ts and the registry).
export const unexpectedErrorHeading = 'Unexpected Application Error!'
