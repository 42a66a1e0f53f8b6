// What a visitor already said reaches /book: the topic and a tool's summary in the address, an enquiry's
// contact fields through the tab's storage, never the address, and only once.
import { describe, expect, it } from 'vitest'
import { bookingHref, carriedToBooking, carryToBooking } from '../../../lib/booking/carry'

const memory = () => {
  const items = new Map<string, string>()
  return {
    setItem: (key: string, value: string) => void items.set(key, value),
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => void items.delete(key),
  }
}
const types = ['Work Visa', 'Study Visa']

describe('carrying an enquiry to /book', () => {
  it('puts the topic and a summary in the address, and no one’s name, e-mail or mobile', () => {
    expect(bookingHref('/hi/book', 'Work Visa')).toBe('/hi/book?immigrationType=Work+Visa')
    const href = bookingHref('/book', 'Work Visa', 'CRS 471')
    expect(new URL(href, 'https://x.example').searchParams.get('message')).toBe('CRS 471')
  })

  it('fills /book once with the contact fields of the enquiry just sent and the address’s topic', () => {
    const storage = memory()
    const form = new FormData()
    for (const [name, value] of Object.entries({
      fullName: 'Asha Kulkarni',
      email: 'asha@example.com',
      countryCode: '+91',
      mobileNumber: '9800000000',
      message: 'not carried',
    }))
      form.set(name, value)
    carryToBooking(form, storage)
    expect(carriedToBooking('?immigrationType=Work+Visa', types, 2000, storage)).toEqual({
      fullName: 'Asha Kulkarni',
      email: 'asha@example.com',
      countryCode: '+91',
      mobileNumber: '9800000000',
      immigrationType: 'Work Visa',
    })
    expect(carriedToBooking('?immigrationType=Lottery', types, 2000, storage)).toEqual({})
  })
})
