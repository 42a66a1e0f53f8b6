// A WhatsApp chat with the firm, opened with a message the visitor can read and edit before sending:
// wa.me links carry it in `text`. A result handed over this way carries the score, the answers in one
// line and the link that reopens it; never a file's contents.

/** Long enough for a score, a line of answers and a link; short enough for any browser's address bar. */
export const maxMessageLength = 700

/** The wa.me link to `number` (international format, digits only) with `text` prefilled. */
export function whatsAppHref(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`
}

/**
 * A result as a WhatsApp message: its lead ("My CRS score is 478 of 1,200."), the answers it rests
 * on, and the link that reopens it. Only the answers are shortened (with "…") to fit `max`.
 */
export function resultMessage(
  parts: { lead: string; details?: string; link?: string },
  max = maxMessageLength,
): string {
  const fixed = [parts.lead, parts.link].filter(Boolean).join(' ')
  const room = max - fixed.length - 2
  const details =
    parts.details && room > 1
      ? parts.details.length > room
        ? `${parts.details.slice(0, room - 1).trimEnd()}…`
        : parts.details
      : ''
  return [parts.lead, details, parts.link].filter(Boolean).join(' ').slice(0, max)
}
