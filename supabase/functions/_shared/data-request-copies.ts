// Everything /your-data's function says, in each language a request is sent in.
import type { DataRequestCopy } from './data-request-copy.ts'
import { englishDataRequestCopy } from './data-request-copy.ts'
import { hindiDataRequestCopy } from './data-request-copy-hi.ts'
import { marathiDataRequestCopy } from './data-request-copy-mr.ts'
import type { FormLanguage } from './languages.ts'

export const dataRequestCopies: Record<FormLanguage, DataRequestCopy> = {
  en: englishDataRequestCopy,
  hi: hindiDataRequestCopy,
  mr: marathiDataRequestCopy,
}
