// Where and when the firm sees visitors: the address and hours content/site.ts publishes, the times /book
// offers (booking-times.ts, which the booking function checks again) and the address its mails give.
// Here because the Supabase CLI bundles nothing from outside supabase/functions; site.ts reads them here.

export const firmAddress = {
  street: 'Office 402, Riverside Business Bay, Kalyani Nagar',
  locality: 'Pune',
  region: 'Maharashtra',
  postalCode: '411006',
  country: 'IN',
  countryName: 'India',
} as const

/** The address on one line, as a mail or a calendar gives it. */
export const firmAddressLine = `${firmAddress.street}, ${firmAddress.locality} ${firmAddress.postalCode}, ${firmAddress.region}`

export const firmHours = {
  label: 'Mon-Sat 10:00 AM-6:00 PM',
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  opens: '10:00',
  closes: '18:00',
  /** The office's clock: every time the firm states or offers is Pune's. */
  timeZone: 'Asia/Kolkata',
} as const

/**
 * Days the office is closed although the hours above say open: public holidays and the firm's own. The
 * firm edits this list (an ISO date and why, in English for the firm alone) and deploys the functions and
 * the site again; a date in the past may stay or go. Until the firm has confirmed it
 * (`closedDaysConfirmed`), it holds the public holidays a Pune office most likely closes on, so that no
 * visitor books a day the office may be shut, and each build lists it among the owner details to fill.
 */
export const closedDays: readonly { date: `${number}-${number}-${number}`; why: string }[] = [
  { date: '2026-12-25', why: 'Christmas' },
  { date: '2027-01-01', why: "New Year's Day" },
  { date: '2027-01-26', why: 'Republic Day' },
]

/** Whether the firm has confirmed the closed days above (lib/owner-details.ts lists them until it has). */
export const closedDaysConfirmed = false
