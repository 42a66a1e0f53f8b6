// The occupation question the five calculators and the visa finder share: a select of the
// cross-walk's common occupations (lib/occupations/choice.ts), the way to search every occupation on
// /occupations, and, per tool, what the chosen occupation's code says on that destination's list.
// The words are the catalogues' `occupationChoice` block (the titles `occupations.titles`, shared with /occupations), each an ICU text the island formats with
// the row it reads (lib/occupations/tools.ts).
import { type Messages, messageText, sayBlock } from '../lib/messages'
import type { OccupationTable } from '../lib/occupations/choice'
import type { OccupationRow } from '../lib/occupations/tools'
import { routes } from './routes'

const tools = ['uk', 'crs', 'australia', 'nz', 'germany'] as const
type Tool = (typeof tools)[number]

export function occupationChoice(m: Messages) {
  const { notListed, ...said } = sayBlock('occupationChoice', {}, (key) => messageText(m, key))
  // The titles are /occupations' own, so the select and the search name each job alike.
  const titles = sayBlock('occupations.titles', {}, (key) => messageText(m, key))
  return { ...said, titles, notListed: { label: notListed, href: routes.occupations.path } }
}

type AllWords = ReturnType<typeof occupationChoice>
/** The question's own words, shared by every tool. */
export type OccupationChoiceCopy = Omit<AllWords, Tool>

/** The words one tool's island is handed: the question's, and its own answer's only. */
export function occupationCopyFor<T extends Tool>(all: AllWords, tool: T) {
  const shared = Object.fromEntries(
    Object.entries(all).filter(([key]) => !(tools as readonly string[]).includes(key)),
  ) as OccupationChoiceCopy
  return { ...shared, answer: all[tool] }
}

/** What a tool's island is handed for its occupation question: its words, its rows, its list's date. */
export interface OccupationToolProps<T extends Tool, Answer> {
  copy: ReturnType<typeof occupationCopyFor<T>>
  table: OccupationTable<OccupationRow<Answer>>
  /** The date the tool's list is as of. */
  asOf: string
}
