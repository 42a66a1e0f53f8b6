// What `npm run leads` is asked for: a count as before, or a window of whole UTC days with both ends
// included, and a plain refusal of anything that is not a real date.
import { describe, expect, it } from 'vitest'
import { LeadsArgumentError, parseLeadsArguments } from '../../lib/leads-window'

const now = new Date('2026-12-03T10:15:00.000Z')
const parse = (...args: string[]) => parseLeadsArguments(args, now)
const windowOf = (...args: string[]) => {
  const request = parse(...args)
  if (request.kind !== 'window') throw new Error(`expected a window, got ${JSON.stringify(request)}`)
  return request.window
}
const refusal = (...args: string[]) => {
  try {
    parse(...args)
  } catch (error) {
    expect(error).toBeInstanceOf(LeadsArgumentError)
    return (error as Error).message
  }
  throw new Error(`${args.join(' ')} was accepted`)
}

describe('parseLeadsArguments', () => {
  it('keeps the old meaning of no arguments and of a count', () => {
    expect(parse()).toEqual({ kind: 'latest', limit: 20 })
    expect(parse('50')).toEqual({ kind: 'latest', limit: 50 })
  })

  it('reads --since and --until as whole UTC days, both included', () => {
    const window = windowOf('--since', '2026-11-01', '--until', '2026-11-30')
    expect(window.from.toISOString()).toBe('2026-11-01T00:00:00.000Z')
    expect(window.before.toISOString()).toBe('2026-12-01T00:00:00.000Z')
    expect(window.label).toBe('from 2026-11-01 to 2026-11-30 included, UTC')
    expect(windowOf('--since=2026-11-01', '--until=2026-11-30')).toEqual(window)
  })

  it('takes one day when --since and --until are the same', () => {
    const window = windowOf('--since', '2026-02-28', '--until', '2026-02-28')
    expect(window.before.getTime() - window.from.getTime()).toBe(24 * 60 * 60 * 1000)
  })

  it('ends the window now when --until is left out', () => {
    const window = windowOf('--since', '2026-11-01')
    expect(window.before).toEqual(now)
    expect(window.label).toBe('from 2026-11-01 to now (2026-12-03T10:15:00.000Z), UTC')
  })

  it.each([
    ['--since', '2026-13-01'],
    ['--since', '2026-02-30'],
    ['--since', '2026-11-1'],
    ['--since', '01-11-2026'],
    ['--since', '2026-11-01T00:00:00Z'],
    ['--since', 'yesterday'],
    ['--since', ''],
  ])('refuses %s %j as not a date, in plain words', (option, value) => {
    expect(refusal(option, value)).toBe(
      `--since ${JSON.stringify(value)} is not a date: write it as year-month-day, for example --since 2026-11-01`,
    )
  })

  it('refuses a malformed --until the same way', () => {
    expect(refusal('--since', '2026-11-01', '--until', '2026-11-31')).toMatch(
      /^--until "2026-11-31" is not a date/,
    )
  })

  it('refuses a window that ends before it starts', () => {
    expect(refusal('--since', '2026-11-30', '--until', '2026-11-01')).toBe(
      '--since 2026-11-30 is later than --until 2026-11-01: no lead can be stored in that window',
    )
    expect(refusal('--since', '2027-01-01')).toBe(
      '--since 2027-01-01 is later than now: no lead can be stored in that window',
    )
  })

  it('refuses --until alone, a count beside a window, a missing value and an unknown option', () => {
    expect(refusal('--until', '2026-11-30')).toBe('--until needs --since: say which day the window starts on')
    expect(refusal('50', '--since', '2026-11-01')).toMatch(
      /^A number of leads \(50\) and --since cannot be combined/,
    )
    expect(refusal('--since')).toMatch(/--since.*argument missing/)
    expect(refusal('--from', '2026-11-01')).toMatch(/Unknown option '--from'.*Use: npm run leads -- --since/)
  })
})
