import { copyIn } from '../../content/copy'
import { footerNav } from '../../content/routes'
import { site } from '../../content/site'
import type { Locale } from '../../lib/i18n'
import { SocialIcon } from '../ui/SocialIcon'
import { ContactDetails } from './ContactDetails'
import { Logo } from './Logo'

export function Footer({ locale }: { locale: Locale }) {
  const { layoutCopy, routes } = copyIn(locale)
  return (
    <footer className="mt-auto bg-slate-950 text-slate-300" id="site-footer">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <a
            href={routes.home.path}
            className="flex items-center gap-2 rounded-md"
            aria-label={layoutCopy.homeLink}
          >
            <Logo inverted />
          </a>
          <p className="mt-4 text-sm">{layoutCopy.footer.tagline}</p>
          <p className="mt-2 text-sm">{layoutCopy.footer.trustedSince}</p>
          <ul className="mt-6 flex gap-3" aria-label={layoutCopy.footer.socials}>
            {site.socials.map((social) => (
              <li key={social.name}>
                <a
                  href={social.url}
                  aria-label={social.label}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="flex size-10 items-center justify-center rounded-full bg-slate-800 text-white hover:bg-brand-700"
                >
                  <SocialIcon name={social.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={layoutCopy.footer.nav} className="lg:col-span-1">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {layoutCopy.footer.explore}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {footerNav
              .map((key) => routes[key])
              .map((route) => (
                <li key={route.path}>
                  <a href={route.path} className="hover:text-white hover:underline">
                    {route.label}
                  </a>
                </li>
              ))}
          </ul>
        </nav>
        <div className="md:col-span-2">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {layoutCopy.footer.getInTouch}
          </h2>
          <ContactDetails tone="dark" />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="container-page py-6 text-xs text-slate-400">
          © {site.foundingYear}–{new Date().getFullYear()} {site.name}. {layoutCopy.footer.rights}
        </p>
      </div>
    </footer>
  )
}
