import type { Source } from '../../content/facts/types'

/** Official pages as a list of links, each opening in a new tab and saying so to screen readers. */
export function SourceLinks({
  sources,
  newTab,
  className,
  linkClassName,
}: {
  sources: readonly Source[]
  newTab: string
  className: string
  linkClassName: string
}) {
  return (
    <ul className={className}>
      {sources.map((source) => (
        <li key={source.url}>
          <a href={source.url} target="_blank" rel="noopener" className={linkClassName}>
            {source.title}
            <span className="sr-only"> {newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
