/** Field lengths the forms cap and the database checks (supabase/migrations). */
export const limits = { fullName: 100, email: 254, message: 2000, mobileDigits: 10 } as const
