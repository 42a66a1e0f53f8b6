// The data notice's line of processors, in the page's language: "Supabase (database), Cloudinary
// (resume files) and our e-mail provider". A processor's place is said once the firm has filled it in
// (content/site.ts); an unnamed one is described, never shown as a blank.

import { intlLocale } from '@shared/languages.ts'
import type { DataProcessor } from '../content/site'
import type { Locale } from './i18n'

export interface ProcessorWords {
  /** What each processor does for the firm, e.g. "database". */
  service: Record<DataProcessor['service'], string>
  /** How to name one whose name the firm has not filled in, e.g. "our e-mail provider". */
  unnamed: Record<DataProcessor['service'], string>
}

/** In `locale`, named by the copy module that holds the words (copy is read once, not per page). */
export function processorsText(
  processors: readonly DataProcessor[],
  words: ProcessorWords,
  locale: Locale,
): string {
  const named = processors.map(({ service, name, location }) =>
    name === null
      ? words.unnamed[service]
      : `${name} (${[words.service[service], location].filter(Boolean).join(', ')})`,
  )
  return new Intl.ListFormat(intlLocale[locale], { type: 'conjunction' }).format(named)
}
