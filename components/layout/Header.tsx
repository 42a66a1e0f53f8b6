import { layoutCopy } from '../../content/layout'
import { headerCta, headerNav } from '../../content/routes'
import MobileMenu from '../islands/MobileMenu'
import { buttonClasses } from '../ui/button-styles'
import { Island } from './Island'
import { Logo } from './Logo'

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-950 aria-[current=page]:text-brand-700 aria-[current=page]:font-semibold'

export function Header({ currentPath }: { currentPath: string }) {
  const links = headerNav.map((route) => ({
    href: route.path,
    label: route.label,
    current: route.path === currentPath,
  }))
  const cta = { href: headerCta.path, label: headerCta.label }
  return (
    <header className="sticky top-0 z-40 h-header border-b border-slate-200 bg-white">
      <div className="container-page flex h-full items-center justify-between gap-4">
        <a href="/" className="flex shrink-0 items-center gap-2 rounded-md" aria-label={layoutCopy.homeLink}>
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
        <div className="hidden lg:block">
          <a href={cta.href} className={buttonClasses('cta')}>
            {cta.label}
          </a>
        </div>
        <Island
          of={MobileMenu}
          hydrate="interaction"
          media="(max-width: 1023.98px)"
          className="lg:hidden"
          props={{ links, cta, copy: layoutCopy.mobileMenu }}
        />
      </div>
    </header>
  )
}
