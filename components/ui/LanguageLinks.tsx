import { keepQueryAttribute } from '../../lib/island-protocol'
import type { LanguageLink } from '../../lib/language-links'

/**
 * The page in each of its languages, each name in its own script and language. A link keeps the
 * page's query (a calculator's answers) when followed: the first-paint script adds it on the click.
 */
export function LanguageLinks({
  label,
  links,
  className,
}: {
  label: string
  links: LanguageLink[]
  className: string
}) {
  return (
    <ul aria-label={label} className={className}>
      {links.map((link) => (
        <li key={link.hreflang}>
          <a
            href={link.href}
            hrefLang={link.hreflang}
            lang={link.hreflang}
            aria-current={link.current ? 'true' : undefined}
            {...{ [keepQueryAttribute]: '' }}
            className="block rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-950 aria-[current=true]:font-semibold aria-[current=true]:text-brand-700"
          >
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  )
}
