// The one inline script of every page, in its <head>. It keeps the first paint free of everything
// the visitor does not need to read the page, on a slow phone's first and only round trips:
// - The client entry (pages/+client.ts) is requested only once the page has painted: a content page
//   works on native HTML until it is touched, and a form is filled in only after it is seen. The build
//   moves the entry's address from Vike's script tag to this script (lib/build/defer-client-entry.ts).
// - The brand font is used from a page's first paint only when an earlier page of this visit has
//   brought it into the browser's cache: a visit's first page paints in its metric-matched fallback at
//   once, then, after the entry, fetches the font for the pages after it (styles.css sets the family
//   under the attribute below). The note lives in sessionStorage, the visit's own: a note that outlived
//   the cached file would make a later first page wait for the font after all.
// The Content-Security-Policy allows exactly this text by its hash (lib/security/headers.ts).

/** On the script: the client entry's address, set by the build (absent in `vike dev`, where Vike loads it). */
export const clientEntryAttribute = 'data-client-entry'
/** On <html>: the brand font is in the cache, so the page sets its text in it. */
const brandFontAttribute = 'data-brand-font'
/** The @font-face family of the brand font (components/layout/styles.css). */
const brandFontFamily = 'Figtree'
const cachedKey = 'brand-font-cached'

/**
 * ES5, so it parses in any browser; the policy hashes this exact text. "Painted" is the browser's own
 * first-contentful-paint entry (a frame callback can run before the frame reaches the screen) and the
 * page's load event (its images are in): only then does anything else go on the wire.
 */
export const firstPaintScript = `(function(){var h=document.documentElement,e=document.currentScript.getAttribute("${clientEntryAttribute}");try{if(sessionStorage.getItem("${cachedKey}"))h.setAttribute("${brandFontAttribute}","")}catch(x){}function font(){if(!h.hasAttribute("${brandFontAttribute}"))document.fonts.forEach(function(f){if(f.family==="${brandFontFamily}")f.load().then(function(){try{sessionStorage.setItem("${cachedKey}","1")}catch(x){}})})}function after(){if(!e)return font();var s=document.createElement("script");s.type="module";s.src=e;s.onload=s.onerror=font;document.head.appendChild(s)}function loaded(){if(document.readyState==="complete")after();else addEventListener("load",after)}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();loaded()}}).observe({type:"paint",buffered:true});else loaded()})()`
