// Uploads no resume came to name within a day are swept: the file deleted where it is kept, the record
// forgotten; a file a resume names is never touched. On a clock the test sets.
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { orphanAfterMs, pressedOrphanAfterMs, sweepOrphanUploads } from '@shared/sweep-uploads.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  destroyCloudinaryFile,
  signCloudinaryParams,
} from '../../../supabase/functions/upload-to-cloudinary/cloudinary'
import { localUploadSweep } from '../../../supabase/local/sweep'
import { pdfWithText } from '../../support/files'
import { earnPassFrom, sendFrom, uploadBody } from '../../support/from-address'
import { localBackend, quickChallenges } from '../../support/local-backend'

describe('the local backend’s sweep', () => {
  let backend: Awaited<ReturnType<typeof localBackend>>
  let pdf: Uint8Array
  beforeAll(async () => {
    backend = await localBackend()
    pdf = await pdfWithText([['Sweep test']])
  })
  afterAll(() => backend.close())

  const upload = async (name: string) => {
    const form = new FormData()
    form.append('file', new Blob([pdf as BlobPart], { type: 'application/pdf' }), name)
    const response = await fetch(`${backend.url}/functions/v1/upload-to-cloudinary`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.keys.anonKey}`, apikey: backend.keys.anonKey },
      body: form,
    })
    return ((await response.json()) as { url: string }).url
  }
  const fileOf = (url: string) => join(backend.uploadsDir, decodeURIComponent(url.split('/').pop() ?? ''))
  const recorded = async (url: string) =>
    (await backend.service.from('stored_uploads').select('url').eq('url', url)).data?.length ?? 0

  it('keeps every upload for a day, then deletes those no resume names and forgets them', async () => {
    const saved = await upload('saved.pdf')
    const abandoned = await upload('abandoned.pdf')
    const { error } = await backend.anon.from('resumes').insert({
      cloudinary_url: saved,
      original_filename: 'saved.pdf',
      file_type: 'application/pdf',
      ats_score: 70,
    })
    expect(error).toBeNull()

    const today = await localUploadSweep(backend.db, backend.uploadsDir, () => Date.now())()
    expect(today).toEqual({ deleted: 0, failed: 0 })
    expect(existsSync(fileOf(abandoned))).toBe(true)

    const tomorrow = () => Date.now() + orphanAfterMs + 60_000
    expect(await localUploadSweep(backend.db, backend.uploadsDir, tomorrow)()).toEqual({
      deleted: 1,
      failed: 0,
    })
    expect(existsSync(fileOf(abandoned))).toBe(false)
    expect(await recorded(abandoned)).toBe(0)
    expect(existsSync(fileOf(saved))).toBe(true)
    expect(await recorded(saved)).toBe(1)
  })

  it('the listing and forgetting are the service role’s alone', async () => {
    const now = new Date().toISOString()
    const { error } = await backend.anon.rpc('orphan_uploads', { stored_before: now, pressed_before: now })
    expect(error).not.toBeNull()
  })
})

describe('uploads with a pass that no resume names, past the budget', () => {
  let backend: Awaited<ReturnType<typeof localBackend>>
  let pdf: Uint8Array
  beforeAll(async () => {
    // The production budgets, with 25 MB an address made 3 of the test's PDFs to stay quick.
    backend = await localBackend(quickChallenges)
    pdf = await pdfWithText([['Budget test']])
    await backend.db.query(
      "update private.settings set value = $1 where name = 'unsaved_upload_bytes_per_address'",
      [3 * pdf.length],
    )
  })
  afterAll(() => backend.close())

  /** Uploads from `address` with a pass of its own, as a stranger paying the work would. */
  const paidUpload = async (address: string) => {
    const pass = await earnPassFrom(backend.url, address)
    const { body, contentType } = await uploadBody(pdf)
    const answer = await sendFrom(backend.url, address, 'POST', '/functions/v1/upload-to-cloudinary', {
      body,
      headers: {
        apikey: backend.keys.anonKey,
        Authorization: `Bearer ${backend.keys.anonKey}`,
        'X-Write-Pass': pass,
        'Content-Type': contentType,
      },
    })
    expect(answer.status).toBe(200)
    return (JSON.parse(answer.body) as { url: string }).url
  }
  const kept = async (urls: string[]) =>
    (await backend.db.query('select url from public.stored_uploads where url = any($1)', [urls])).rows.length

  it('are swept ten minutes after, not a day, from the address past it; never refused; others keep theirs a day', async () => {
    const stranger = await Promise.all(Array.from({ length: 5 }, () => paidUpload('127.92.0.1')))
    const neighbour = await paidUpload('127.92.0.2')
    const sweepAt = (ms: number) => localUploadSweep(backend.db, backend.uploadsDir, () => Date.now() + ms)()
    expect(await sweepAt(60_000)).toEqual({ deleted: 0, failed: 0 })
    expect(await sweepAt(pressedOrphanAfterMs + 60_000)).toEqual({ deleted: 5, failed: 0 })
    expect(await kept(stranger)).toBe(0)
    expect(await kept([neighbour])).toBe(1)
  })

  it('are swept from every address once all of them pass the site’s budget', async () => {
    const urls = [await paidUpload('127.93.0.1'), await paidUpload('127.93.1.1')]
    await backend.db.query(
      "update private.settings set value = $1 where name = 'unsaved_upload_bytes_per_site'",
      [pdf.length],
    )
    const sweepAt = (ms: number) => localUploadSweep(backend.db, backend.uploadsDir, () => Date.now() + ms)()
    expect((await sweepAt(pressedOrphanAfterMs + 60_000)).deleted).toBeGreaterThanOrEqual(2)
    expect(await kept(urls)).toBe(0)
  })
})

describe('a file whose deletion fails', () => {
  it('stays listed for the next sweep, and the failure is one log line', async () => {
    const forgotten: string[] = []
    const logged: string[] = []
    const result = await sweepOrphanUploads({
      listOrphans: async () => [
        { url: 'https://files.example/a.pdf', file_type: 'application/pdf' },
        { url: 'https://files.example/b.pdf', file_type: 'application/pdf' },
      ],
      deleteFile: async ({ url }) => {
        if (url.endsWith('a.pdf')) throw new Error('storage down\nFORGED LINE')
      },
      forget: async (url) => {
        forgotten.push(url)
      },
      log: (line) => logged.push(line),
    })
    expect(result).toEqual({ deleted: 1, failed: 1 })
    expect(forgotten).toEqual(['https://files.example/b.pdf'])
    expect(logged).toHaveLength(1)
    expect(logged[0]).not.toMatch(/\n/)
  })
})

describe('deleting from Cloudinary', () => {
  const secret = 'test-secret'
  const requests: { path: string; fields: Record<string, string> }[] = []
  let apiBase = ''
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const form = await new Response(Buffer.concat(chunks), {
      headers: { 'Content-Type': req.headers['content-type'] ?? '' },
    }).formData()
    const fields = Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]))
    requests.push({ path: req.url ?? '', fields })
    const { public_id, timestamp } = fields
    const valid =
      fields.signature ===
      (await signCloudinaryParams({ public_id: public_id ?? '', timestamp: timestamp ?? '' }, secret))
    res.writeHead(valid ? 200 : 401, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(valid ? { result: 'ok' } : { error: { message: 'Invalid Signature' } }))
  })
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('signs a destroy of the file’s public ID, by its resource type', async () => {
    const config = { cloudName: 'demo', apiKey: 'key', apiSecret: secret, apiBase }
    await destroyCloudinaryFile(
      config,
      'https://res.cloudinary.com/demo/raw/upload/v1700000001/resumes/Asha%20CV_ab12.pdf',
    )
    await destroyCloudinaryFile(
      config,
      'https://res.cloudinary.com/demo/image/upload/v1700000002/resumes/scan_cd34.jpg',
    )
    expect(requests.map(({ path, fields }) => [path, fields.public_id, fields.api_key])).toEqual([
      ['/v1_1/demo/raw/destroy', 'resumes/Asha CV_ab12.pdf', 'key'],
      ['/v1_1/demo/image/destroy', 'resumes/scan_cd34', 'key'],
    ])
    await expect(
      destroyCloudinaryFile(
        { ...config, apiSecret: 'wrong' },
        'https://res.cloudinary.com/demo/raw/upload/v1/resumes/x.pdf',
      ),
    ).rejects.toThrow('Cloudinary answered 401')
  })
})
