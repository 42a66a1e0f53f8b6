// The page a visitor lands on after sending an enquiry without JavaScript (the `enquiry` function sends
// them here once it is stored): the form's own success message, then the ways on.
import type { FormVariant } from '@shared/enquiry-rules.ts'
import { type Messages, words } from '../lib/messages'
import { routes } from './routes'

const next = [
  // The next step after an enquiry: a time with a consultant, chosen by the visitor (issue 66).
  { name: 'book', href: routes.book.path },
  { name: 'visaServices', href: routes.visaServices.path },
  { name: 'fees', href: routes.fees.path },
  { name: 'crsCalculator', href: routes.crsCalculator.path },
  { name: 'australiaPoints', href: routes.australiaPointsCalculator.path },
  { name: 'home', href: routes.home.path },
] as const

export const enquirySent = (m: Messages) => {
  const said = words(m, 'enquirySent')
  return {
    success: (form: FormVariant) => ({
      title: m(`enquiry.success.${form}.title`),
      message: m(`enquiry.success.${form}.message`),
    }),
    ...said,
    next: next.map(({ name, href }) => ({ href, label: said.next[name] })),
  }
}
