// The copy of the pages that have Hindi and Marathi versions, in the page's language: English from
// content/en, the translations from content/hi and content/mr, each of the English shape
// (Translation), so a missing key is a type error. Internal links come out in the page's language:
// "/contact" is "/hi/contact" in Hindi; a page without a translation keeps its address.
import { isFact } from '../lib/facts/resolve'
import { type Locale, localizedHref } from '../lib/i18n'
import { pageLocale } from '../lib/locale'
import * as english from './en'
import * as hindi from './hi'
import * as marathi from './mr'
import type { Translation } from './types'

export type Copy = Translation<typeof english>

const copies: Record<Locale, Copy> = { en: english, hi: hindi, mr: marathi }

/** Keys whose string values are internal links; every other string is text. */
const linkKeys = new Set(['href', 'path'])

function localizeLinks(copy: Copy, locale: Locale): Copy {
  const walk = (node: unknown, key?: string): unknown => {
    if (typeof node === 'string') return key && linkKeys.has(key) ? localizedHref(node, locale) : node
    if (typeof node === 'function') return (...args: unknown[]) => walk(node(...args), key)
    if (Array.isArray(node)) return node.map((item) => walk(item, key))
    // A registry fact a content value holds by reference is kept as it is (the review counts facts by identity).
    if (node && typeof node === 'object' && !isFact(node)) {
      return Object.fromEntries(Object.entries(node).map(([name, item]) => [name, walk(item, name)]))
    }
    return node
  }
  // A module's namespace object is walked like any object: the result is a plain one.
  return walk(copy) as Copy
}

const localized = new Map<Locale, Copy>()

/** The copy of a language, its internal links in that language. */
export function copyIn(locale: Locale): Copy {
  const known = localized.get(locale)
  if (known) return known
  const copy = locale === 'en' ? copies.en : localizeLinks(copies[locale], locale)
  localized.set(locale, copy)
  return copy
}

/** The copy of the page being rendered (lib/locale.ts `inPageLanguage`): for the sections every page shares. */
export const pageCopy = (): Copy => copyIn(pageLocale())
