// The booking function's database calls (migration bookings), as the service role makes them: the same
// under Deno (PostgREST) and in the local backend (its REST emulation).
import type { Enquiry } from '../_shared/enquiry-rules.ts'
import type { FormLanguage } from '../_shared/languages.ts'
import type { CallRpc } from '../_shared/lead-outbox.ts'

/** Why the database refused a booking, from its error's message. */
export type BookingRefusal = 'taken' | 'emailLimit' | 'networkLimit'

interface FeedBooking {
  id: string
  lead_id: string
  start_at: string
  meeting: 'office' | 'video'
  sequence: number
  cancelled: boolean
  changed_at: string
  full_name: string
  email: string
  country_code: string
  mobile_number: string
  topic: string
  message: string | null
  language: FormLanguage
}

export interface BookingStore {
  book(
    enquiry: Enquiry,
    booking: { start: string; meeting: string; zone: string | null; writePass: string | null },
    clientAddress: string,
  ): Promise<{ booked: string } | { refused: BookingRefusal }>
  fullTimes(from: string, until: string): Promise<string[]>
  opened(linkHash: string): Promise<{ start_at: string; language: FormLanguage } | null>
  change(linkHash: string, newStart: string | null): Promise<'moved' | 'cancelled' | 'time_taken' | null>
  feed(since: string): Promise<FeedBooking[]>
}

/** A database error's message, as PostgREST and the local backend answer it (thrown by CallRpc). */
const refusals: Record<string, BookingRefusal> = {
  time_taken: 'taken',
  booking_limit_email: 'emailLimit',
  booking_limit_network: 'networkLimit',
}

export function rpcBookingStore(call: CallRpc): BookingStore {
  return {
    async book(enquiry, { start, meeting, zone, writePass }, clientAddress) {
      try {
        const booked = (await call('book_consultation', {
          enquiry,
          start_at: start,
          meeting,
          visitor_zone: zone,
          client_address: clientAddress,
          write_pass: writePass,
        })) as string
        return { booked }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        const refusal = Object.entries(refusals).find(([code]) => message.includes(code))?.[1]
        if (refusal) return { refused: refusal }
        throw error
      }
    },
    fullTimes: async (from, until) =>
      ((await call('full_times', { from_time: from, until_time: until })) as { start_at: string }[]).map(
        (row) => new Date(row.start_at).toISOString(),
      ),
    opened: async (linkHash) => {
      const rows = (await call('booking_by_link', { link_hash: linkHash })) as {
        start_at: string
        language: FormLanguage
      }[]
      return rows[0] ?? null
    },
    change: async (linkHash, newStart) =>
      (await call('change_booking', { link_hash: linkHash, new_start: newStart })) as
        | 'moved'
        | 'cancelled'
        | 'time_taken'
        | null,
    feed: async (since) => (await call('booking_feed', { since })) as FeedBooking[],
  }
}
