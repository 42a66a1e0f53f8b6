// The backend the browser talks to, fixed at build time. Only the public anon key is ever here:
// vite.config.ts fills these from supabase/local/.env when the build does not set them.
export const backendUrl: string = import.meta.env.VITE_SUPABASE_URL
export const backendAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY

/** Where the enquiry forms post without their script: the no-JavaScript path (supabase/functions/enquiry). */
export const enquiryFormAction = `${backendUrl}/functions/v1/enquiry`

/** Where /your-data's form posts, and its confirmation page's button (supabase/functions/data-request). */
export const dataRequestAction = `${backendUrl}/functions/v1/data-request`
export const dataRequestConfirmAction = `${dataRequestAction}?confirm`

/** Where /book's form posts, and /book/change's buttons (supabase/functions/booking). */
export const bookingAction = `${backendUrl}/functions/v1/booking`
export const bookingChangeAction = `${bookingAction}?change`

/** The round alerts' function: the subscription form posts here, /round-alerts' buttons too. */
export const roundAlertsAction = `${backendUrl}/functions/v1/round-alerts`
