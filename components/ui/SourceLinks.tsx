import type { CopyOf, Source } from '../../content/facts/types'

/**
 * Official pages as a list of links, each opening in a new tab and saying so to screen readers. A
 * copy kept by others reads as `copyOf` words it (a translated page's: the authority and the day),
 * else by its title.
 */
export function SourceLinks({
  sources,
  newTab,
  copyOf,
  className,
  linkClassName,
}: {
  sources: readonly Source[]
  newTab: string
  copyOf?: ((copy: CopyOf) => string) | undefined
  className: string
  linkClassName: string
}) {
  return (
    <ul className={className}>
      {sources.map((source) => (
        <li key={source.url}>
          <a href={source.url} target="_blank" rel="noopener" className={linkClassName}>
            {source.copyOf && copyOf ? copyOf(source.copyOf) : source.title}
            <span className="sr-only"> {newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
