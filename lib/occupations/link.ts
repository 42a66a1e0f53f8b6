// The occupation chosen, kept in a link as ?occupation=<id of content/facts/occupations/common.json>: the
// page's own link, and the one each calculator is opened with.

/** What /occupations keeps in its link: the occupation chosen, or none (''). */
export interface OccupationAnswers {
  occupation: string
}

export const noOccupation: OccupationAnswers = { occupation: '' }

/** The occupation a link names, when it is one of `ids`; none otherwise. */
export function parseOccupationQuery(query: URLSearchParams, ids: readonly string[]): OccupationAnswers {
  const occupation = query.get('occupation') ?? ''
  return { occupation: ids.includes(occupation) ? occupation : '' }
}

/** The query that reopens a choice: empty when none is chosen. */
export const occupationQuery = ({ occupation }: OccupationAnswers) =>
  new URLSearchParams(occupation ? { occupation } : {})
