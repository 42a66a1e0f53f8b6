// The functions' words: the few messages of the site's catalogues (messages/ at the repository's root)
// that the Edge Functions say, copied into messages.generated.json because the Supabase CLI bundles
// nothing from outside supabase/functions. Edit the words in messages/*.json, never the copy; the keys
// it holds are listed in lib/function-messages.ts. `npm run messages` writes it again, and
// tests/unit/function-messages.test.ts fails while it is out of step.
import { type Words, wordsFrom } from './message-format.ts'
import generated from './messages.generated.json' with { type: 'json' }

/** The name of a message the functions have (a key they lack is a type error). */
export type MessageKey = keyof typeof generated.en

/** The functions' words in one language; the site's words (lib/messages.ts) are one too. */
export type Messages = Words<MessageKey>

/** The words of `language`, each message parsed once. */
export const messagesIn = wordsFrom<MessageKey>(generated)
