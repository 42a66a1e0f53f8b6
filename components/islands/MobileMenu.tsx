import { Menu, X } from 'lucide-react'
import { useId } from 'react'
import type { MobileMenuCopy } from '../../content/layout'
import type { LanguageLink } from '../../lib/language-links'
import { buttonClasses } from '../ui/button-styles'
import { LanguageLinks } from '../ui/LanguageLinks'

export interface NavLink {
  href: string
  label: string
  current?: boolean
}

interface MobileMenuProps {
  links: NavLink[]
  cta: NavLink
  /** The page in its other languages; none on a page that is English only. */
  languages: { label: string; links: LanguageLink[] }
  copy: MobileMenuCopy
}

/**
 * The small-screen navigation: a toggle that opens a stacked list of the header's links. It is a
 * native popover, so it works before and without JavaScript: the browser opens and closes it, reports
 * it expanded, closes it on Escape or a tap outside, and returns focus to the toggle. Choosing a link
 * leaves the page, which closes it.
 */
export default function MobileMenu({ links, cta, languages, copy }: MobileMenuProps) {
  const panelId = useId()
  // A flex box, not a line of text: the toggle's height is its own, not one that moves with the
  // font's line metrics as the page's fonts arrive (a layout shift under the header's edge).
  return (
    <div className="group flex">
      <button type="button" popoverTarget={panelId} className={buttonClasses('ghost', 'icon')}>
        <Menu className="size-6 group-has-[:popover-open]:hidden" aria-hidden="true" />
        <X className="hidden size-6 group-has-[:popover-open]:block" aria-hidden="true" />
        <span className="sr-only group-has-[:popover-open]:hidden">{copy.open}</span>
        <span className="sr-only hidden group-has-[:popover-open]:inline">{copy.close}</span>
      </button>
      <nav
        id={panelId}
        popover="auto"
        aria-label={copy.nav}
        className="fixed inset-x-0 top-header bottom-auto m-0 w-full max-w-none border-0 border-b border-slate-200 bg-white p-0 shadow-lg"
      >
        <ul className="container-page flex flex-col gap-1 py-4">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={link.current ? 'page' : undefined}
                className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:text-brand-700"
              >
                {link.label}
              </a>
            </li>
          ))}
          <li className="pt-2">
            <a href={cta.href} className={buttonClasses('cta', 'lg', 'w-full')}>
              {cta.label}
            </a>
          </li>
          {languages.links.length > 0 && (
            <li className="border-t border-slate-200 pt-2">
              <LanguageLinks label={languages.label} links={languages.links} className="flex gap-2" />
            </li>
          )}
        </ul>
      </nav>
    </div>
  )
}
