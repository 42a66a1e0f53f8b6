// Details only the firm can supply, such as its registration numbers and its fees. Until one is filled
// in it is left off every page (never shown as a blank or "to be added"), and each build names what is
// missing.
import type { DataProcessor, ProfessionalFee, Registration } from '../content/site'

/** Where the firm fills its details in. */
export const ownerDetailsFile = 'content/site.ts'

interface OwnerDetails {
  registrations: readonly Registration[]
  professionalFees: readonly ProfessionalFee[] | null
  feeTerms: { quote: string | null; refund: string | null }
  processors: readonly DataProcessor[]
  grievance: { officer: string | null }
  /** Whether the firm has confirmed the days /book shows the office closed. */
  closedDaysConfirmed: boolean
}

/** The registrations to show: those the firm has filled in. */
export function filledRegistrations(registrations: readonly Registration[]) {
  return registrations.filter(
    (registration): registration is Registration & { number: string } => registration.number !== null,
  )
}

/** Each owner detail still empty, e.g. "GSTIN number" (filled in `ownerDetailsFile`). */
export function ownerDetailsToFill({
  registrations,
  professionalFees,
  feeTerms,
  processors,
  grievance,
  closedDaysConfirmed,
}: OwnerDetails): string[] {
  const registrationGaps = registrations.flatMap((registration) => {
    const missing = [
      registration.number === null ? 'number' : '',
      registration.holder === null ? 'holder' : '',
    ].filter(Boolean)
    return missing.length > 0 ? [`${registration.credential} ${missing.join(' and ')}`] : []
  })
  const processorGaps = processors.flatMap((processor) => [
    ...(processor.name === null ? [`Data processor for ${processor.service}: its name`] : []),
    ...(processor.location === null
      ? [`Data processor for ${processor.service}: where it keeps the data`]
      : []),
  ])
  return [
    ...registrationGaps,
    ...(professionalFees === null ? ['Professional fees for /fees and /cost'] : []),
    ...(feeTerms.quote === null ? ['How the firm quotes its fee before any payment'] : []),
    ...(feeTerms.refund === null ? ['What happens to a fee paid if a client withdraws'] : []),
    ...processorGaps,
    ...(grievance.officer === null ? ['Grievance officer’s name (Privacy Policy)'] : []),
    ...(closedDaysConfirmed
      ? []
      : ['Days the office is closed, for /book (supabase/functions/_shared/firm-office.ts)']),
  ]
}
