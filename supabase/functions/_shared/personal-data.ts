// What the firm promises a visitor about their data where it is collected (India's DPDP Act, 2023 and
// Rules, 2025; issue 38): the version of the notice they were shown, stored with each enquiry and its
// marketing choice, and how long the firm keeps what was sent. The notice on every form, the Privacy
// Policy and the retention job read these numbers; the database's settings start from them
// (migration personal_data). Web APIs only (Deno and Node); imports carry .ts extensions.

/** The notice's version: the date its wording last changed. A stored consent names the notice it answered. */
export const noticeVersion = '2026-11-27'

/** Months the firm keeps each kind of record before the daily job erases it, unless a setting says otherwise. */
export const retentionDefaults = { enquiryMonths: 24, resumeMonths: 12 } as const

/** How long the processing log (what was erased, when and why, without personal data) is kept. */
export const processingLogMonths = 12

/**
 * The day India's Digital Personal Data Protection Act, 2023 brings its rights and duties into force
 * (sections 3 to 17; G.S.R. 843(E)) and the Rules, 2025 their notice, breach, retention and log duties
 * (rules 3, 5 to 16, 22 and 23; G.S.R. 846(E), rule 1): eighteen months after both were published on
 * 13 November 2025. The firm keeps them already; its words say so and name this day. Here, and not only
 * in the fact registry (content/facts/india.ts reads it), because the functions say it too.
 */
export const dataLawDutiesFrom = '2027-05-13'

/** The checkbox of the enquiry forms: ticked, the visitor agrees to be sent updates and offers. */
export const marketingConsentField = 'marketingConsent'
