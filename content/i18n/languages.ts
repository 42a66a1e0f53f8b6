// Each language's name in its own script, as a language switcher shows it whatever the page's language.
import type { Locale } from '../../lib/i18n'

export const languageNames = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' } as const satisfies Record<
  Locale,
  string
>
