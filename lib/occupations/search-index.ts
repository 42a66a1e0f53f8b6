// The occupation search's index, which /occupations loads only once the visitor starts typing: each
// common occupation's link id and the terms it is found by, with the search itself.
// The cross-walk's list alone: its note and sources stay out of the visitor's download.
import { occupations } from '../../content/facts/occupations/common.json'
import type { Searchable } from './search'

export const searchIndex: readonly Searchable[] = occupations.map(({ id, terms }) => ({ id, terms }))

export { findOccupations, nearestOccupations } from './search'
