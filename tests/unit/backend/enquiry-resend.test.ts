// An accepted send is never lost and never doubled (issue 62): the page's send (lib/backend/enquiries.ts)
// meets a backend killed mid-send, once after it stored the row (the answer lost with it) and once
// before, keeps sending the same enquiry, with the same id, saying it is still sending, and once a
// backend on the same data answers, the row is there exactly once and the visitor is told it was received.
import type { ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { noticeVersion } from '@shared/personal-data.ts'
import { createClient } from '@supabase/supabase-js'
import { afterEach, describe, expect, it } from 'vitest'
import ws from 'ws'
import { type SendStatus, submitEnquiry } from '../../../lib/backend/enquiries'
import { freePort } from '../../../supabase/local/free-port'
import { localKeys } from '../../../supabase/local/keys'
import { startBackend } from '../../../supabase/local/start'
import { killBackend, migratedDataDir, spawnBackend } from '../../support/backend-child'
import { validEnquiry } from '../../support/enquiries'
import { generousLimits } from '../../support/local-backend'

describe('a backend killed mid-send', () => {
  const cleanUp: (() => Promise<void> | void)[] = []
  afterEach(async () => {
    for (const step of cleanUp.splice(0).reverse()) await step()
  })

  it.each([
    ['after it stored the row: the answer is lost', 'after'],
    ['before the row reached it', 'before'],
  ] as const)(
    '%s; the send goes on with the same id and the row is stored once',
    async (_, when) => {
      const dataDir = await migratedDataDir()
      cleanUp.push(() => rmSync(dataDir, { recursive: true, force: true }))
      const port = await freePort()
      let child: ChildProcess | undefined = await spawnBackend(dataDir, port, generousLimits)
      cleanUp.push(() => {
        child?.kill('SIGKILL')
      })

      let killed: () => void = () => {}
      const gone = new Promise<void>((resolve) => {
        killed = resolve
      })
      const sends: string[] = []
      // The page's fetch, through which the backend dies at the first insert.
      const throughCrash: typeof fetch = async (input, init) => {
        const insert = init?.method === 'POST' && String(input).includes('/rest/v1/form_submissions')
        if (insert) sends.push(String(init?.body))
        if (insert && child) {
          const dying = child
          child = undefined
          if (when === 'after') await fetch(input, init)
          await killBackend(dying)
          killed()
          throw new TypeError('fetch failed')
        }
        return fetch(input, init)
      }
      const { anonKey } = localKeys()
      const client = createClient(`http://127.0.0.1:${port}`, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { fetch: throughCrash },
        // Node 20 has no WebSocket: supabase-js's realtime client wants one even when unused.
        realtime: { transport: ws as never },
      })

      const enquiry = {
        ...validEnquiry,
        id: randomUUID(),
        email: `resend.${when}@example.com`,
        language: 'en' as const,
        marketing_consent: false,
        consent_version: noticeVersion,
      }
      const statuses: SendStatus[] = []
      const sent = submitEnquiry(enquiry, {
        client,
        onStatus: (status) => statuses.push(status),
        pauseMs: () => 100,
      })
      await gone
      // Down for a few repeats, then a backend on the same data.
      while (sends.length < 3) await new Promise((resolve) => setTimeout(resolve, 50))
      const backend = await startBackend({ dataDir, port, env: generousLimits })
      cleanUp.push(() => backend.close())

      expect(await sent).toEqual({ ok: true })
      expect(statuses).toContain('sending')
      expect(new Set(sends.map((body) => JSON.parse(body).id))).toEqual(new Set([enquiry.id]))
      const { rows } = await backend.db.query('select id from public.form_submissions where email = $1', [
        enquiry.email,
      ])
      expect(rows).toEqual([{ id: enquiry.id }])
    },
    180_000,
  ) // a backend opening the data a crash left takes a while on a busy machine
})
