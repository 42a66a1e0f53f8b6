// A limit from the environment never silently turns into no limit.

import { limitSetting } from '@shared/limit-setting.ts'
import { describe, expect, it } from 'vitest'
import { startBackend } from '../../../supabase/local/start'

describe('a limit setting', () => {
  it('unset: the default; a whole number above 0: that number', () => {
    expect(limitSetting('UPLOAD_LIMIT_PER_HOUR', undefined, 10)).toBe(10)
    expect(limitSetting('UPLOAD_LIMIT_PER_HOUR', '25', 10)).toBe(25)
    expect(limitSetting('UPLOAD_LIMIT_PER_HOUR', ' 3 ', 10)).toBe(3)
  })

  it.each(['', ' ', 'ten', '0', '-1', '2.5', 'Infinity', '1e309'])(
    '"%s": refused with the variable named, never a limiter that lets everything through',
    (raw) => {
      expect(() => limitSetting('UPLOAD_LIMIT_PER_HOUR', raw, 10)).toThrow(
        `UPLOAD_LIMIT_PER_HOUR must be a whole number above 0, not "${raw}"`,
      )
    },
  )

  it('the local backend refuses to start on a bad limit, naming it', async () => {
    await expect(startBackend({ port: 0, env: { UPLOAD_LIMIT_PER_HOUR: 'lots' } })).rejects.toThrow(
      'UPLOAD_LIMIT_PER_HOUR must be a whole number above 0',
    )
    await expect(startBackend({ port: 0, env: { RESUME_LIMIT_PER_HOUR: '' } })).rejects.toThrow(
      'RESUME_LIMIT_PER_HOUR must be a whole number above 0',
    )
    // A challenge of no tries would be no proof of work at all.
    await expect(startBackend({ port: 0, env: { CHALLENGE_TRIES: '0' } })).rejects.toThrow(
      'CHALLENGE_TRIES must be a whole number above 0',
    )
  })
})
