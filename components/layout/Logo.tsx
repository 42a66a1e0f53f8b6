import { site } from '../../content/site'
import logoFile from '../../public/logo.svg?raw'

// The mark drawn in the page rather than fetched: the header is in every first screen, and an image
// request there is one more thing the first paint would wait for on a slow connection. Decorative,
// as the name is written beside it, so its <title> is dropped.
const mark = logoFile.replace(/<title>.*?<\/title>\s*/, '')

/** The brand mark and name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="size-10 shrink-0 [&>svg]:size-full"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own logo file, read at build time
        dangerouslySetInnerHTML={{ __html: mark }}
      />
      <span className={`text-lg font-bold leading-tight ${inverted ? 'text-white' : 'text-slate-900'}`}>
        {/* The space makes the name read "DreamBorder Immigration", as the link's label says it
            (WCAG 2.5.3, label in name); the second line starts a new line either way. */}
        {`${site.shortName} `}
        <span className={`block text-xs font-medium ${inverted ? 'text-slate-300' : 'text-slate-600'}`}>
          {site.name.slice(site.shortName.length).trim()}
        </span>
      </span>
    </>
  )
}
