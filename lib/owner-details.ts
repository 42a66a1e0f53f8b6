// Details only the firm can supply, such as its registration numbers. Until one is filled in it is
// left off every page (never shown as a blank or "to be added"), and each build names what is missing.
import type { Registration } from '../content/site'

/** Where the firm fills its details in. */
export const ownerDetailsFile = 'content/site.ts'

/** The registrations to show: those the firm has filled in. */
export function filledRegistrations(registrations: readonly Registration[]) {
  return registrations.filter(
    (registration): registration is Registration & { number: string } => registration.number !== null,
  )
}

/** Each owner detail still empty, e.g. "GSTIN number" (filled in `ownerDetailsFile`). */
export function ownerDetailsToFill({ registrations }: { registrations: readonly Registration[] }): string[] {
  return registrations
    .filter((registration) => registration.number === null)
    .map((registration) => `${registration.credential} number`)
}
