// The one inline script of every page, in its <head>. It keeps the first paint free of everything
// the visitor does not need to read the page, on a slow phone's first and only round trips:
// - The client entry (pages/client-entry.ts) is requested only once the page has painted: a content page
//   works on native HTML until it is touched, and a form is filled in only after it is seen. The page
//   is rendered with the entry's address on this script (pages/+onRenderHtml.tsx); Vike injects no
//   script tag of its own, which could only load the entry at once (lib/build/client-entry-plugin.ts).
// - A web font is used from a page's first paint only when an earlier page of this visit has brought
//   it into the browser's cache: a visit's first page paints at once in the fallback (the brand font's
//   metric-matched one; the system's own Devanagari font on a Hindi or Marathi page), then, after the
//   entry, fetches the font for the pages after it (styles.css names the family under the attribute
//   below). The note lives in sessionStorage, the visit's own: a note that outlived the cached file
//   would make a later first page wait for the font after all.
// - An enquiry form submitted before its island is live is held, not lost: the submit is stopped, the
//   form marked pending (pages/client-entry.ts and the island send it once live), and the entry requested
//   at once. If the entry cannot load, or the island is not live within 20 s, the form is posted
//   natively to the enquiry function instead.
// - A page whose address carries answers (a calculator's shared link) is marked so before its body is
//   parsed, any other as showing its answers: the prerendered result is the default answers', hidden
//   until the island has applied the link's (lib/island-protocol.ts answersAttribute).
// - A language switcher's link takes the page's query and fragment along when followed (a calculator's
//   answers, kept in the query as the visitor answers), from the first click.
// The Content-Security-Policy allows exactly this text by its hash (lib/security/headers.ts).

import {
  answersAttribute,
  enquiryFormAttribute,
  islandAttributes,
  keepQueryAttribute,
  pendingSubmitAttribute,
  pendingSubmitEvent,
} from './island-protocol'

/** On the script: the client entry's address, set by the build (absent in `vike dev`, where Vike loads it). */
export const clientEntryAttribute = 'data-client-entry'
/**
 * How long a held submit waits for its island: past this the form is posted natively, so a script that
 * stalls without failing (a dead connection) cannot hold an enquiry for ever.
 */
const pendingSubmitPatienceMs = 20_000
/**
 * The web fonts a page sets its text in only once they are cached: each @font-face family
 * (components/layout/styles.css), the attribute on <html> that says it is in the cache (and names the
 * visit's note), and the page languages that fetch it (every page's, where none are listed).
 */
const cachedFonts = [
  { family: 'Figtree', attribute: 'data-brand-font', languages: [] },
  { family: 'Noto Sans Devanagari', attribute: 'data-devanagari-font', languages: ['hi', 'mr'] },
]

/**
 * ES5, so it parses in any browser; the policy hashes this exact text. "Painted" is the browser's own
 * first-contentful-paint entry (a frame callback can run before the frame reaches the screen) and the
 * page's load event (its images are in): only then does anything else go on the wire.
 */
export const firstPaintScript = `(function(){var h=document.documentElement,d=document,e=d.currentScript.getAttribute("${clientEntryAttribute}"),started=0,failed=0,F=${JSON.stringify(cachedFonts)};h.setAttribute("${answersAttribute}",location.search&&"link");try{F.forEach(function(c){if(sessionStorage.getItem(c.attribute))h.setAttribute(c.attribute,"")})}catch(x){}function font(){F.forEach(function(c){if(h.hasAttribute(c.attribute)||c.languages.length&&c.languages.indexOf(h.lang)<0)return;d.fonts.forEach(function(f){if(f.family.replace(/"/g,"")===c.family)f.load().then(function(){try{sessionStorage.setItem(c.attribute,"1")}catch(x){}})})})}function post(f){if(!f.hasAttribute("${pendingSubmitAttribute}"))return;f.removeAttribute("${pendingSubmitAttribute}");HTMLFormElement.prototype.submit.call(f)}function after(){if(started)return;started=1;if(!e)return font();var s=d.createElement("script");s.type="module";s.src=e;s.onload=font;s.onerror=function(){failed=1;var p=d.querySelectorAll("[${pendingSubmitAttribute}]");for(var i=0;i<p.length;i++)post(p[i]);font()};d.head.appendChild(s)}if(e)d.addEventListener("submit",function(v){var f=v.target;if(failed||!f.hasAttribute("${enquiryFormAttribute}")||!f.closest||f.closest("[${islandAttributes.hydrated}]"))return;v.preventDefault();if(f.hasAttribute("${pendingSubmitAttribute}"))return;f.setAttribute("${pendingSubmitAttribute}","");setTimeout(function(){post(f)},${pendingSubmitPatienceMs});f.dispatchEvent(new Event("${pendingSubmitEvent}",{bubbles:true}));after()},true);function keep(v){var a=v.target.closest&&v.target.closest("a[${keepQueryAttribute}]");if(a)a.setAttribute("href",a.getAttribute("href").replace(/[?#].*$/,"")+location.search+location.hash)}d.addEventListener("click",keep,true);d.addEventListener("auxclick",keep,true);function loaded(){if(d.readyState==="complete")after();else addEventListener("load",after)}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();loaded()}}).observe({type:"paint",buffered:true});else loaded()})()`
