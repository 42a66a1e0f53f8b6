// The site's registry bound to the resolver: what pages, posts and scripts call.
import { facts } from '../../content/facts'
import { factNamesIn, factNamesInContent, type Resolved, resolveContent, resolveText } from './resolve'
import { type FactReview, reviewOf } from './review'

export interface WithFacts<T> {
  content: Resolved<T>
  review: FactReview
}

/**
 * A content module with its facts resolved, and the review its page ends with. `alsoStates` names
 * facts the page shows without a placeholder (a calculator's grid).
 */
export function withFacts<T>(content: T, where: string, alsoStates: readonly string[] = []): WithFacts<T> {
  return {
    content: resolveContent(content, facts, where),
    review: reviewOf([...factNamesInContent(content), ...alsoStates], facts, where),
  }
}

export const resolveFacts = (text: string, where: string): string => resolveText(text, facts, where)

export const reviewOfText = (text: string, where: string): FactReview =>
  reviewOf(factNamesIn(text), facts, where)
