import { copyIn } from '../../content/copy'
import { headerCta, headerNav } from '../../content/routes'
import { type Locale, localizedPath } from '../../lib/i18n'
import { languageLinks } from '../../lib/language-links'
import MobileMenu from '../islands/MobileMenu'
import { buttonClasses } from '../ui/button-styles'
import { LanguageLinks } from '../ui/LanguageLinks'
import { Island } from './Island'
import { Logo } from './Logo'

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-950 aria-[current=page]:text-brand-700 aria-[current=page]:font-semibold'

/** The site's header in the page's language; `path` is the page's English address. */
export function Header({ locale, path }: { locale: Locale; path: string }) {
  const { routes, layoutCopy } = copyIn(locale)
  const here = localizedPath(path, locale)
  const links = headerNav.map((key) => ({
    href: routes[key].path,
    label: routes[key].label,
    current: routes[key].path === here,
  }))
  const cta = { href: routes[headerCta].path, label: routes[headerCta].label }
  const languages = { label: layoutCopy.languages.label, links: languageLinks(path, locale) }
  return (
    <header className="sticky top-0 z-40 h-header border-b border-slate-200 bg-white">
      <div className="container-page flex h-full items-center justify-between gap-4">
        <a
          href={routes.home.path}
          className="flex shrink-0 items-center gap-2 rounded-md"
          aria-label={layoutCopy.homeLink}
        >
          <Logo />
        </a>
        <nav aria-label={layoutCopy.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass} aria-current={link.current ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-3 lg:flex">
          {languages.links.length > 0 && (
            <LanguageLinks label={languages.label} links={languages.links} className="flex" />
          )}
          <a href={cta.href} className={buttonClasses('cta')}>
            {cta.label}
          </a>
        </div>
        <Island
          of={MobileMenu}
          hydrate="interaction"
          media="(max-width: 1023.98px)"
          className="lg:hidden"
          props={{ links, cta, languages, copy: layoutCopy.mobileMenu }}
        />
      </div>
    </header>
  )
}
