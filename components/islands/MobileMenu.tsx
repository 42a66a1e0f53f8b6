import { Menu, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import type { MobileMenuCopy } from '../../content/layout'
import { buttonClasses } from '../ui/button-styles'

export interface NavLink {
  href: string
  label: string
  current?: boolean
}

interface MobileMenuProps {
  links: NavLink[]
  cta: NavLink
  copy: MobileMenuCopy
}

/** The small-screen navigation: a toggle that opens a stacked list of the header's links. */
export default function MobileMenu({ links, cta, copy }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const close = () => setOpen(false)

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={buttonClasses('ghost', 'icon')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        <span className="sr-only">{open ? copy.close : copy.open}</span>
      </button>
      <nav
        id={panelId}
        aria-label={copy.nav}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-lg"
      >
        <ul className="container-page flex flex-col gap-1 py-4">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                onClick={close}
                aria-current={link.current ? 'page' : undefined}
                className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:text-brand-700"
              >
                {link.label}
              </a>
            </li>
          ))}
          <li className="pt-2">
            <a href={cta.href} onClick={close} className={buttonClasses('cta', 'lg', 'w-full')}>
              {cta.label}
            </a>
          </li>
        </ul>
      </nav>
    </>
  )
}
