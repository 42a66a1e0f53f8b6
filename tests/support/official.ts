/**
 * Hosts the registry may cite: governments (canada.ca, gov.uk, gov.au, govt.nz, gov.in, .gov), the German
 * government's portals, statutes and statistics office, and the nearest primary source where no ministry page exists
 * (the KMK's ZAB, the DAAD, Deutsches Studierendenwerk for tuition fees), the regulators that keep
 * advisers' registers (the CICC, the Law Society of Ontario, the SRA, the Bar Standards Board), and a provider's own price page for
 * a price only it sets (IDP's IELTS fees in India, the German Embassy's APS India).
 */
export const officialHost =
  /(^|\.)(canada\.ca|gc\.ca|gov\.uk|gov\.au|govt\.nz|gov\.in|gov|make-it-in-germany\.com|bamf\.de|diplo\.de|auswaertiges-amt\.de|bundesregierung\.de|bmi\.bund\.de|arbeitsagentur\.de|anerkennung-in-deutschland\.de|kmk\.org|gesetze-im-internet\.de|bund\.de|daad\.de|studierendenwerke\.de|destatis\.de|college-ic\.ca|lso\.ca|sra\.org\.uk|barstandardsboard\.org\.uk|idp\.com|aps-india\.de)$/
