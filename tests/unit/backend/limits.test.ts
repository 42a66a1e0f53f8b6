import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openDatabase } from '../../../supabase/local/db'
import { validEnquiry } from '../../support/enquiries'

let db: PGlite
beforeAll(async () => {
  db = await openDatabase()
})
afterAll(() => db.close())

const insert = (row: Record<string, unknown>) =>
  db.transaction(async (tx) => {
    await tx.exec('set local role anon')
    const columns = Object.keys(row)
    await tx.query(
      `insert into form_submissions (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    )
  })

it('refuses the fourth enquiry in an hour for one e-mail address, whatever its case', async () => {
  const email = 'limit.email@example.com'
  for (const [index, mobile] of ['9000000001', '9000000002', '9000000003'].entries()) {
    await insert({ ...validEnquiry, email: index === 1 ? email.toUpperCase() : email, mobile_number: mobile })
  }
  await expect(insert({ ...validEnquiry, email, mobile_number: '9000000004' })).rejects.toMatchObject({
    code: 'P0001',
    message: 'enquiry_rate_limited',
  })
})

it('refuses the fourth enquiry in an hour for one mobile number', async () => {
  for (const n of [1, 2, 3])
    await insert({ ...validEnquiry, email: `mobile${n}@example.com`, mobile_number: '9111111111' })
  await expect(
    insert({ ...validEnquiry, email: 'mobile4@example.com', mobile_number: '9111111111' }),
  ).rejects.toMatchObject({
    message: 'enquiry_rate_limited',
  })
})

it('counts only the last hour', async () => {
  const email = 'old.enquiries@example.com'
  for (const n of [1, 2, 3]) await insert({ ...validEnquiry, email, mobile_number: `922222222${n}` })
  await db.query(`update form_submissions set created_at = now() - interval '2 hours' where email = $1`, [
    email,
  ])
  await expect(insert({ ...validEnquiry, email, mobile_number: '9222222224' })).resolves.toBeUndefined()
})

it('stores an enquiry sent twice with the same id only once', async () => {
  const id = crypto.randomUUID()
  const row = { ...validEnquiry, id, email: 'twice@example.com', mobile_number: '9333333333' }
  await insert(row)
  await expect(insert(row)).rejects.toMatchObject({ code: '23505' })
  const { rows } = await db.query<{ count: number }>(
    'select count(*)::int as count from form_submissions where id = $1',
    [id],
  )
  expect(rows[0]?.count).toBe(1)
})

it('gives visitors no way to call the limit function themselves', async () => {
  await expect(
    db.transaction(async (tx) => {
      await tx.exec('set local role anon')
      await tx.query('select public.limit_enquiries()')
    }),
  ).rejects.toMatchObject({ code: expect.stringMatching(/42501|0A000|42883/) })
})
