// A booked time as the mails, the function's pages and /book write it: Hindi and Marathi readers
// read the part of the day before the figure, Marathi's in the locative, and a zone name as Hindi's.
import { timeLabel } from '@shared/booking-labels.ts'
import { describe, expect, it } from 'vitest'

// 11:00 in Pune and 05:30 in London (GMT in December); 12:30 in Pune.
const morning = '2026-12-09T05:30:00Z'
const noon = '2026-12-09T07:00:00Z'

describe('a booked time', () => {
  it('keeps English as Intl writes it whole', () => {
    expect(timeLabel(morning, 'en', null).firm).toBe('Wednesday, 9 December at 11:00 am IST')
  })

  it('names the part of the day first in Hindi, with the day, and the visitor’s zone beside it', () => {
    expect(timeLabel(morning, 'hi', 'Europe/London')).toEqual({
      firm: 'बुधवार, 9 दिसंबर, सुबह 11:00 IST',
      visitor: 'बुधवार, 9 दिसंबर, सुबह 5:30 GMT+0',
    })
  })

  it('says the part of the day in Marathi’s locative, noon as दुपारी, and no bracketed zone', () => {
    expect(timeLabel(morning, 'mr', 'Europe/London')).toEqual({
      firm: 'बुधवार, 9 डिसेंबर, सकाळी 11:00 IST',
      visitor: 'बुधवार, 9 डिसेंबर, पहाटे 5:30 GMT+0',
    })
    expect(timeLabel(noon, 'mr', null, false).firm).toBe('दुपारी 12:30')
    expect(timeLabel('2026-12-09T06:30:00Z', 'mr', null, false).firm).toBe('दुपारी 12:00')
  })
})
