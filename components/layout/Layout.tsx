import type { ReactNode } from 'react'
import { directContact } from '../../content/direct-contact'
import { layoutCopy } from '../../content/layout'
import ContactFab from '../islands/ContactFab'
import { Footer } from './Footer'
import { Header } from './Header'
import { Island } from './Island'

export function Layout({ currentPath, children }: { currentPath: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {layoutCopy.skipLink}
      </a>
      <Header currentPath={currentPath} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      <Island
        of={ContactFab}
        hydrate="interaction"
        props={{
          chatHref: directContact.chat.href,
          callHref: directContact.call.href,
          copy: layoutCopy.contactFab,
        }}
      />
    </div>
  )
}
