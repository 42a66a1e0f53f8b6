// The page's language and address through the render: pages/+onRenderHtml.tsx provides them once, and
// the sections every page shares read them here instead of having them handed through each page. An
// island never reads them (in the browser there is no provider): it gets its words, and its language,
// in its props.
import { createContext, type ReactNode, useContext } from 'react'
import { type Copy, copyIn } from '../../content/copy'
import { heroPicture } from '../../content/illustrations'
import type { NamedRoute } from '../../content/routes'
import type { Picture } from '../../content/types'
import type { Locale } from '../../lib/i18n'
import { routeAt } from '../../lib/page-route'

interface ThisPage {
  locale: Locale
  /** The page's own address, without its language (pages/+onBeforeRoute.ts). */
  path: string
}

const Page = createContext<ThisPage | null>(null)

export function PageLanguage({ locale, path, children }: ThisPage & { children?: ReactNode }) {
  return <Page value={{ locale, path }}>{children}</Page>
}

function usePage(): ThisPage {
  const page = useContext(Page)
  if (!page) throw new Error('The page language is read outside a page render (an island takes it as a prop)')
  return page
}

/** The language of the page being rendered. */
export const usePageLocale = (): Locale => usePage().locale

/** The copy of the page being rendered, in its language. */
export const usePageCopy = (): Copy => copyIn(usePageLocale())

/** The route of the page being rendered (content/routes.ts), with its words and links in its language. */
export function usePageRoute(): NamedRoute {
  const { locale, path } = usePage()
  return copyIn(locale).routes[routeAt(path)]
}

/** The picture its route declares for the page's hero, described in the page's language. */
export const usePagePicture = (): Picture =>
  heroPicture(usePageRoute().illustration, usePageCopy().layoutCopy.routeMapAlt)
