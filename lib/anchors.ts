/**
 * The id of a titled part of a page, such as the card a Home service card's "Learn More" link points to
 * on /visa-services (spec: the lower-cased title with spaces turned into hyphens and "&" into "and"):
 * "Tourist & Visitor" → "tourist-and-visitor". Destination groups and guides use the same rule.
 */
export function anchorOf(title: string): string {
  return title.toLowerCase().replace(/&/g, 'and').trim().replace(/\s+/g, '-')
}
