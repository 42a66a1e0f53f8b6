// The site's registry bound to the resolver, in the page's language: what pages, posts and scripts call.
import { facts } from '../../content/facts'
import type { FactTexts } from '../../content/facts/types'
import { factTexts as hindi } from '../../content/hi/fact-texts'
import { factTexts as marathi } from '../../content/mr/fact-texts'
import { pageLocale } from '../locale'
import {
  factNamesIn,
  factNamesInContent,
  factsInContent,
  lookUpFact,
  type Resolved,
  resolveContent,
  resolveText,
} from './resolve'
import { type FactReview, reviewOf, reviewOfFacts } from './review'

/** The text facts in the page's language; none in English, whose values they are. */
const factTexts = (): FactTexts | undefined => ({ en: undefined, hi: hindi, mr: marathi })[pageLocale()]

export interface WithFacts<T> {
  content: Resolved<T>
  review: FactReview
}

/**
 * A page's content with its facts resolved, and the review the page ends with: from the facts its
 * placeholders name, the facts it holds by reference, and `alsoStates`, the names of facts the page
 * shows from elsewhere (a calculator's grid).
 */
export function withFacts<T>(content: T, alsoStates: readonly string[] = []): WithFacts<T> {
  const resolved = resolveContent(content, facts, factTexts())
  const named = [...factNamesInContent(content), ...alsoStates].map((name) =>
    lookUpFact(facts, name, 'the facts the page states'),
  )
  return {
    content: resolved,
    review: reviewOfFacts([...named, ...factsInContent(content)], 'A page that ends with its sources'),
  }
}

export const resolveFacts = (text: string, where: string): string =>
  resolveText(text, facts, where, factTexts())

export const reviewOfText = (text: string, where: string): FactReview =>
  reviewOf(factNamesIn(text), facts, where)

export const reviewOfNames = (names: readonly string[], where: string): FactReview =>
  reviewOf(names, facts, where)
