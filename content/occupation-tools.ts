// What each tool's page hands its island for the occupation question (components/ui/OccupationChoice.tsx):
// the question's words and the tool's own in the page's language, the tool's rows of the common
// occupations from its country's snapshot, and the date of that snapshot.

import type { Locale } from '../lib/i18n'
import { copyIn } from './copy'
import { occupationCopyFor } from './occupation-choice'
import { tools } from './occupation-tables'

type Tool = keyof typeof tools

/** One tool's occupation question, in the page's language. */
export const occupationToolProps = <T extends Tool>(tool: T, locale: Locale) => ({
  copy: occupationCopyFor(copyIn(locale).occupationChoice, tool),
  ...tools[tool],
})
