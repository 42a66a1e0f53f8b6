// Whether a registry value is the one in force on the day a page is built, or one since replaced
// (`until`), which a page states only as history, with its end, and never as what applies now.
import type { Fact, IsoDate } from '../../content/facts/types'

/** The day the site is built: what its pages call "now". */
export const buildDay = (): IsoDate => new Date().toISOString().slice(0, 10) as IsoDate

/** A value whose last day in force came before `day`. */
export const replacedBefore = (fact: Pick<Fact, 'until'>, day: IsoDate = buildDay()): boolean =>
  fact.until !== undefined && fact.until < day
