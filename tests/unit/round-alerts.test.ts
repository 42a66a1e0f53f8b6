// The round alerts' rules (issue 65): which rounds a choice hears about (all, chosen types, cut-off at or
// below the score), the language its mails are written in, what a form may choose, and the feed checks
// the job refuses a feed on (malformed; shrinking is the database's, tests/unit/backend/round-alerts.test.ts).
import { alertMail, choiceFromForm, invitation, roundsFor } from '@shared/round-alerts.ts'
import { checkedFeedRounds, type ExpressEntryRound } from '@shared/rounds-feed.ts'
import { describe, expect, it } from 'vitest'

const round = (number: number, type: ExpressEntryRound['type'], lowestScore: number): ExpressEntryRound => ({
  number,
  date: '2026-11-30',
  name: type,
  type,
  invitations: 3000,
  lowestScore,
  programs: '',
  heldAt: '',
  tieBreak: '',
})
const rounds = [round(440, 'pnp', 780), round(439, 'cec', 520), round(438, 'french', 471)]
const form = (fields: Record<string, string>) => choiceFromForm((name) => fields[name])

describe('which rounds a choice hears about', () => {
  it('every round, rounds of its types, or rounds whose cut-off is at or below its score', () => {
    const every = form({ kind: 'every' })
    const types = form({ kind: 'types', 'type-cec': 'on', 'type-pnp': 'on' })
    const score = form({ kind: 'score', score: '471' })
    if (typeof every === 'string' || typeof types === 'string' || typeof score === 'string') throw new Error()
    expect(roundsFor(every, rounds).map((r) => r.number)).toEqual([440, 439, 438])
    expect(roundsFor(types, rounds).map((r) => r.number)).toEqual([440, 439])
    expect(roundsFor(score, rounds).map((r) => r.number)).toEqual([438])
  })

  it('tells a score against a cut-off: above is invited, at it only by the tie-break, below not', () => {
    expect(invitation(472, round(1, 'cec', 471))).toBe('invited')
    expect(invitation(471, round(1, 'cec', 471))).toBe('tie')
    expect(invitation(470, round(1, 'cec', 471))).toBe('not')
  })

  it('refuses a choice without a kind, types without one, or a score out of the CRS', () => {
    expect(form({})).toBe('kind')
    expect(form({ kind: 'types' })).toBe('types')
    expect(form({ kind: 'score' })).toBe('score')
    expect(form({ kind: 'every', score: '1201' })).toBe('score')
    expect(form({ kind: 'every', answers: '"><script>' })).toMatchObject({ answers: '' })
  })

  it('writes the alert in the language subscribed in, with the one-click headers', () => {
    const choice = form({ kind: 'score', score: '471', language: 'mr', answers: 'age=29' })
    if (typeof choice === 'string') throw new Error()
    const mail = alertMail(choice, [round(438, 'french', 470)], {
      site: 'https://dreamborder.example',
      stop: 'https://x.supabase.co/functions/v1/round-alerts?stop=ab',
    })
    expect(mail.subject).toContain('Express Entry चा नवा ड्रॉ')
    expect(mail.text).toContain('https://dreamborder.example/mr/crs-calculator?age=29')
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://x.supabase.co/functions/v1/round-alerts?stop=ab>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })
})

describe('the feed checks', () => {
  const good = {
    drawNumber: '438',
    drawDate: '2026-11-30',
    drawName: 'Canadian Experience Class',
    drawSize: '3,000',
    drawCRS: '520',
    drawText2: 'Canadian Experience Class',
    drawDateTime: 'November 30, 2026 at 10:00:00 UTC',
    drawCutOff: 'November 1, 2026 at 10:00:00 UTC',
  }
  it('reads a well-formed feed and refuses a malformed one, naming the round', () => {
    expect(checkedFeedRounds({ rounds: [good] }, '2026-12-02')).toHaveLength(1)
    expect(() => checkedFeedRounds({ rounds: [{ ...good, drawCRS: 'soon' }] }, '2026-12-02')).toThrow(
      /Round 438/,
    )
    expect(() => checkedFeedRounds({ rounds: [{ ...good, drawDate: '2026-12-09' }] }, '2026-12-02')).toThrow(
      /after the day of the fetch/,
    )
    expect(() => checkedFeedRounds({ rounds: [] }, '2026-12-02')).toThrow()
  })
})
