// Marathi copy of content/testimonials.ts (glossary: content/i18n/glossary.ts).
import type { successStoriesLabels as english } from '../testimonials'
import type { Translation } from '../types'

export const successStoriesLabels = {
  jumpList: 'देशानुसार कथा',
  /** The group of stories whose clients did not name their destination, and its anchor. */
  otherDestinations: { heading: 'क्लायंट्सच्या आणखी कथा', id: 'more-stories' },
  count: { one: '{n} कथा', other: '{n} कथा' },
  rating: (stars: number) => `5 पैकी ${stars} रेटिंग`,
} as const satisfies Translation<typeof english>
