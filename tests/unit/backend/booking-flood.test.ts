// A flood of bookings from one shared mobile network never blocks a genuine visitor from the times that
// remain (issue 66, item 5): plain-form bookings from three addresses on one /24 fill the network's cap
// (12 future bookings without a pass), a fourth address's plain form is refused, and a visitor on the same
// network whose page earned a write pass books one of the times still free. The production booking limits
// (the settings' defaults), from loopback addresses (tests/support/from-address.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingBody, bookingHeaders } from '../../support/booking'
import { earnPassFrom, sendFrom } from '../../support/from-address'
import { generousLimits, localBackend } from '../../support/local-backend'

const site = 'https://dreamborder.example'

let backend: Awaited<ReturnType<typeof localBackend>>
beforeAll(async () => {
  backend = await localBackend(
    { ...generousLimits, BOOKING_FEED_TOKEN: 'a-feed-token-of-at-least-thirty-two-characters' },
    { siteOrigins: [site] },
  )
})
afterAll(() => backend.close())

let visitor = 0
/** Books `start` from `address` as the page's script does, with `writePass` when the page earned one. */
function bookFrom(address: string, start: string, writePass?: string) {
  visitor++
  return sendFrom(backend.url, address, 'POST', '/functions/v1/booking', {
    headers: bookingHeaders(site),
    body: bookingBody(visitor, start, { meeting: 'video', ...(writePass ? { writePass } : {}) }),
  })
}

describe('a flood of plain-form bookings on one network', () => {
  it('fills the network’s cap, and a visitor there with a write pass still books a time that remains', async () => {
    const free = await sendFrom(backend.url, '127.93.0.9', 'GET', '/functions/v1/booking?times')
    const times = (JSON.parse(free.body) as { times: string[] }).times
    expect(times.length).toBeGreaterThan(14)
    // Three addresses on 127.93.0.0/24, four plain-form bookings each: the network's 12.
    const flood: number[] = []
    for (let n = 0; n < 12; n++) {
      flood.push((await bookFrom(`127.93.0.${1 + Math.floor(n / 4)}`, times[n] as string)).status)
    }
    expect(flood).toEqual(Array(12).fill(200))
    const capped = await bookFrom('127.93.0.4', times[12] as string)
    expect(capped.status).toBe(429)
    expect(JSON.parse(capped.body)).toMatchObject({ ok: false, reason: 'networkLimit' })

    const pass = await earnPassFrom(backend.url, '127.93.0.5')
    const genuine = await bookFrom('127.93.0.5', times[12] as string, pass)
    expect(genuine.status).toBe(200)
    expect(JSON.parse(genuine.body)).toMatchObject({ ok: true, start: times[12] })
    // The pass is spent: sent again, it counts for nothing and the network's cap applies.
    const again = await bookFrom('127.93.0.5', times[13] as string, pass)
    expect(again.status).toBe(429)
  })
})
