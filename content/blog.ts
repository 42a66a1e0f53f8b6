// The blog's copy and its listing order; the posts themselves are the Markdown files in content/blog/
// (front matter of BlogPostMeta), read and rendered at build time by lib/blog.ts.

/** The listing's order (spec "Blog listing"): the featured guide, then these. */
export const blogListingOrder = [
  'canada-express-entry-guide',
  'australia-skilled-migration',
  'student-visa-success-stories',
  'uk-global-talent-visa',
  'germany-blue-card',
  'family-sponsorship-guide',
] as const

export const blogPage = {
  hero: {
    eyebrow: 'Blog',
    heading: 'Immigration Insights and Guides',
    lead: 'Practical, up-to-date guides from our consultants on the visas Indian applicants ask about most.',
  },
  featuredLabel: 'Featured article',
  latestHeading: 'Latest Articles',
  post: {
    back: 'Back to Blog',
    faqHeading: 'Frequently asked questions',
    ctaHeading: 'Ready to take the next step?',
    ctaBody: 'Talk to a consultant about your own case, or check how your resume reads to employers abroad.',
    consultation: 'Get Free Consultation',
    resume: 'Check Your Resume',
    by: 'By',
    /** Its reading time, worked out from its words at build (lib/blog.ts). */
    readTime: '{minutes} min read',
    updated: 'Updated',
  },
} as const
