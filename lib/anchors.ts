/**
 * The id a Home service card's "Learn More" link points to on /visa-services (spec: the lower-cased
 * title with spaces turned into hyphens and "&" into "and"): "Tourist & Visitor" → "tourist-and-visitor".
 */
export function serviceAnchor(title: string): string {
  return title.toLowerCase().replace(/&/g, 'and').trim().replace(/\s+/g, '-')
}
