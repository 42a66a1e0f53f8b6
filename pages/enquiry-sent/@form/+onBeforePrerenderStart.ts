// https://vike.dev/onBeforePrerenderStart
import { confirmationPath } from '../../../supabase/functions/enquiry/handler'

/** One confirmation page per form, each with that form's success message. */
export function onBeforePrerenderStart(): string[] {
  return [confirmationPath('home'), confirmationPath('contact')]
}
