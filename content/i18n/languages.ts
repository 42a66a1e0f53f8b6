// Each language's name in its own script, as a language switcher shows it whatever the page's language.
import type { FormLanguage } from '@shared/languages.ts'

export const languageNames = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' } as const satisfies Record<
  FormLanguage,
  string
>
