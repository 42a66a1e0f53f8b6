// The occupation a link carries (?occupation=<id>), read back as it was written, and nothing else.
import { describe, expect, it } from 'vitest'
import { noOccupation, occupationQuery, parseOccupationQuery } from '../../lib/occupations/link'

const ids = ['software-engineer', 'registered-nurse']

describe('the occupation in a link', () => {
  it('reads back the occupation it was written with', () => {
    const query = occupationQuery({ occupation: 'registered-nurse' })
    expect(query.toString()).toBe('occupation=registered-nurse')
    expect(parseOccupationQuery(query, ids)).toEqual({ occupation: 'registered-nurse' })
  })

  it('writes nothing for no choice, and reads an unknown or missing id as none', () => {
    expect(occupationQuery(noOccupation).toString()).toBe('')
    expect(parseOccupationQuery(new URLSearchParams('occupation=astronaut'), ids)).toEqual(noOccupation)
    expect(parseOccupationQuery(new URLSearchParams('age=30'), ids)).toEqual(noOccupation)
  })
})
