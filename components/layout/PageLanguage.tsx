// The page's language through the render: pages/+onRenderHtml.tsx provides it once, and the sections
// every page shares read it here instead of having it handed through each page. An island never reads
// it (in the browser there is no provider): it gets its words, and its language, in its props.
import { createContext, type ReactNode, useContext } from 'react'
import { type Copy, copyIn } from '../../content/copy'
import type { Locale } from '../../lib/i18n'

const PageLocale = createContext<Locale | null>(null)

export function PageLanguage({ locale, children }: { locale: Locale; children?: ReactNode }) {
  return <PageLocale value={locale}>{children}</PageLocale>
}

/** The language of the page being rendered. */
export function usePageLocale(): Locale {
  const locale = useContext(PageLocale)
  if (!locale)
    throw new Error('The page language is read outside a page render (an island takes it as a prop)')
  return locale
}

/** The copy of the page being rendered, in its language. */
export const usePageCopy = (): Copy => copyIn(usePageLocale())
