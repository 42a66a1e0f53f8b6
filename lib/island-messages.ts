// The catalogue messages an island formats itself, with what only the visitor's answers give (a
// score, a margin, a count of years): the page hands the island each message in its language, parsed
// at build time (lib/messages.ts `messageText`), and the island formats it with FormatJS as the server
// formats every other message. This module is the islands' side, so the catalogues stay out of it, and
// so does the ICU parser: the browser's build carries intl-messageformat without it (vite.config.ts).
import { parseMessage } from '@shared/message-format.ts'
import type { IntlMessageFormat } from 'intl-messageformat'
import type { Locale } from './languages'

/**
 * A message in one language, parsed (ICU's syntax tree, plain JSON), not yet formatted; or its text
 * alone when it takes no argument (the server knew them all), which is smaller in the page's props.
 */
export type MessageText = (ReturnType<IntlMessageFormat['getAst']> | string) & {
  readonly unformatted: unique symbol
}

/** A message formatted with the visitor's values, in a language the caller has bound: "3 KB". */
export type Say = (text: MessageText, values: Record<string, string | number>) => string

const parsed = new WeakMap<MessageText, Map<Locale, IntlMessageFormat>>()

/** `text` with `values`, numbers and plurals in `language`: "Age: 30". */
export function formatMessage(
  text: MessageText,
  language: Locale,
  values: Record<string, string | number | Date>,
): string {
  if (typeof text === 'string') return text
  const known = parsed.get(text) ?? new Map<Locale, IntlMessageFormat>()
  parsed.set(text, known)
  // As the server formats the catalogues: a day is a calendar date.
  const message = known.get(language) ?? parseMessage(text, language)
  known.set(language, message)
  return String(message.format(values))
}
