// The catalogue messages an island formats itself, with what only the visitor's answers give (a
// score, a margin, a count of years): the page hands the island each message's ICU text in its
// language (lib/messages.ts `messageText`), and the island formats it with FormatJS as the server
// formats every other message. This module is the islands' side, so the catalogues stay out of it.
import { parseMessage } from '@shared/message-format.ts'
import type { IntlMessageFormat } from 'intl-messageformat'
import type { Locale } from './i18n'

/** A message's ICU text in one language, not yet formatted: "{label}: {points, number}". */
export type MessageText = string & { readonly unformatted: unique symbol }

const parsed = new Map<string, IntlMessageFormat>()

/** `text` with `values`, numbers and plurals in `language`: "Age: 30". */
export function formatMessage(
  text: MessageText,
  language: Locale,
  values: Record<string, string | number | Date>,
): string {
  const key = `${language} ${text}`
  let message = parsed.get(key)
  if (!message) {
    // As the server parses the catalogues: "<" and ">" are plain text, a day is a calendar date.
    message = parseMessage(text, language)
    parsed.set(key, message)
  }
  return String(message.format(values))
}
