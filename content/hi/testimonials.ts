// Hindi copy of content/testimonials.ts (glossary: content/i18n/glossary.ts).
import type { successStoriesLabels as english } from '../testimonials'
import type { Translation } from '../types'

export const successStoriesLabels = {
  jumpList: 'देश के अनुसार कहानियाँ',
  /** The group of stories whose clients did not name their destination, and its anchor. */
  otherDestinations: { heading: 'क्लाइंट्स की और कहानियाँ', id: 'more-stories' },
  count: { one: '{n} कहानी', other: '{n} कहानियाँ' },
  rating: (stars: number) => `5 में से ${stars} रेटिंग`,
} as const satisfies Translation<typeof english>
