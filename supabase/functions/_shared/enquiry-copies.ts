// Everything the enquiry forms and the no-JavaScript function say, in each language a form is sent in.
import { type EnquiryCopy, englishEnquiryCopy } from './enquiry-copy.ts'
import { hindiEnquiryCopy } from './enquiry-copy-hi.ts'
import { marathiEnquiryCopy } from './enquiry-copy-mr.ts'
import type { FormLanguage } from './languages.ts'

export const enquiryCopies: Record<FormLanguage, EnquiryCopy> = {
  en: englishEnquiryCopy,
  hi: hindiEnquiryCopy,
  mr: marathiEnquiryCopy,
}
