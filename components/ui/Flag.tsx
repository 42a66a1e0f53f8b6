import type { FlagCode } from '../../content/types'

// The flags (SVG from the flag-icons project, ./flags/; its licence ships as /licenses/flag-icons.txt)
// travel inside the page as data: URLs, a few hundred bytes each: several sit in the first screen of the
// country pages, and a request apiece there is what a slow connection's first paint waited for.
const flagFiles = import.meta.glob<string>('./flags/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** A flag's image address, from its file. */
function flagSrc(code: FlagCode): string {
  const svg = flagFiles[`./flags/${code}.svg`]
  if (!svg) throw new Error(`No flag components/ui/flags/${code}.svg`)
  // Escaped only where a URL must be (quotes made single, so that none needs it): escaping every
  // character encodeURIComponent does tripled the bytes, and a page of flags (/visa-finder's 28) then
  // held its repeats beyond gzip's 32 KB reach.
  const text = svg.trim().replace(/\s+/g, ' ').replaceAll('"', "'")
  return `data:image/svg+xml,${text.replace(/[^\w'=:/;,.()!*~+-]/g, encodeURIComponent)}`
}

/** A country's flag. Decorative: the name is beside it. */
export function Flag({ code, className = 'h-9 w-12' }: { code: FlagCode; className?: string }) {
  return (
    <img
      src={flagSrc(code)}
      alt=""
      width={48}
      height={36}
      decoding="async"
      className={`rounded-sm object-cover shadow ring-1 ring-slate-200 ${className}`}
    />
  )
}
