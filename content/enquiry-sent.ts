// The page a visitor lands on after sending an enquiry without JavaScript (the `enquiry` function sends
// them here once it is stored): the form's own success message, then the ways on.
import { enquirySuccess } from '@shared/enquiry-copy.ts'
import { routes } from './routes'

export const enquirySent = {
  success: enquirySuccess,
  seo: {
    title: 'Enquiry received',
    description:
      'Your enquiry has reached DreamBorder Immigration. A consultant will contact you within 24 hours.',
  },
  nextHeading: 'While you wait',
  next: [
    { href: routes.visaServices.path, label: 'Read about the visa you are interested in' },
    { href: routes.fees.path, label: 'See what a visa costs in government fees, and how we charge' },
    { href: routes.crsCalculator.path, label: 'Work out your Canada CRS score' },
    { href: routes.australiaPointsCalculator.path, label: 'Work out your Australian points' },
    { href: routes.home.path, label: 'Back to the home page' },
  ],
} as const
