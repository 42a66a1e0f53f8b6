// Which picture each post shows, and what the route map draws (a route's picture is in its declaration,
// content/routes.ts). The drawings themselves are code in lib/illustrations.
import type { blogListingOrder } from './blog/order'
import type { IllustrationName, MapDestination, MapPlace, Picture } from './types'

/** Each post's picture: the destination's scene where the post is about one country. */
export const postIllustrations = {
  'canada-express-entry-guide': 'scene-ca',
  'australia-skilled-migration': 'scene-au',
  'student-visa-success-stories': 'stories',
  'uk-global-talent-visa': 'scene-gb',
  'germany-blue-card': 'scene-de',
  'family-sponsorship-guide': 'family',
} as const satisfies Record<(typeof blogListingOrder)[number], IllustrationName>

/** A post's picture by its slug; a post not listed above has the blog's own motif. */
export const postIllustration = (slug: string): IllustrationName =>
  slug in postIllustrations ? postIllustrations[slug as keyof typeof postIllustrations] : 'blog'

/** Where the routes start: the office in Pune. */
export const mapOrigin = { name: 'Pune', coordinates: [73.86, 18.52] } as const satisfies MapPlace

/** The destinations of content/country-guides.ts, each reached at its largest city. */
export const mapDestinations = [
  {
    flag: 'ca',
    country: 'Canada',
    isoNumeric: '124',
    city: { name: 'Toronto', coordinates: [-79.38, 43.65] },
  },
  {
    flag: 'us',
    country: 'United States',
    isoNumeric: '840',
    city: { name: 'New York', coordinates: [-74.0, 40.71] },
  },
  {
    flag: 'gb',
    country: 'United Kingdom',
    isoNumeric: '826',
    city: { name: 'London', coordinates: [-0.13, 51.51] },
  },
  { flag: 'de', country: 'Germany', isoNumeric: '276', city: { name: 'Berlin', coordinates: [13.4, 52.52] } },
  {
    flag: 'au',
    country: 'Australia',
    isoNumeric: '036',
    city: { name: 'Sydney', coordinates: [151.21, -33.87] },
  },
  {
    flag: 'nz',
    country: 'New Zealand',
    isoNumeric: '554',
    city: { name: 'Auckland', coordinates: [174.76, -36.85] },
  },
] as const satisfies readonly MapDestination[]

/**
 * A page's hero picture, the one its route declares: only the route map says something a reader would
 * miss (its words in the page's language, layoutCopy.routeMapAlt); the rest decorate.
 */
export const heroPicture = (name: IllustrationName, routeMapAlt: string): Picture => ({
  name,
  alt: name === 'route-map' ? routeMapAlt : '',
})
