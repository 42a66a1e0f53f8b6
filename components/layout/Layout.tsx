import type { ReactNode } from 'react'
import { copyIn } from '../../content/copy'
import { type Locale, localizedPath } from '../../lib/i18n'
import ContactFab from '../islands/ContactFab'
import { Footer } from './Footer'
import { Header } from './Header'
import { Island } from './Island'
import { TranslationNotice } from './TranslationNotice'

/** The frame of every page, in the page's language; `path` is the page's English address. */
export function Layout({ locale, path, children }: { locale: Locale; path: string; children: ReactNode }) {
  const { layoutCopy, directContact } = copyIn(locale)
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {layoutCopy.skipLink}
      </a>
      <Header locale={locale} path={path} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {locale !== 'en' && (
          <TranslationNotice copy={layoutCopy.translation} englishHref={localizedPath(path, 'en')} />
        )}
        {children}
      </main>
      <Footer locale={locale} />
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
