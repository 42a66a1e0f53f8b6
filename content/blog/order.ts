// The order of the posts beside this file on the blog's listing: data that lib/blog.ts reads.

/** The listing's order (spec "Blog listing"): the featured guide, then these. */
export const blogListingOrder = [
  'canada-express-entry-guide',
  'australia-skilled-migration',
  'student-visa-success-stories',
  'uk-global-talent-visa',
  'germany-blue-card',
  'family-sponsorship-guide',
] as const
