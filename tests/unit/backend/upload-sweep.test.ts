// Uploads no resume came to name within a day are swept: the file deleted where it is kept, the record
// forgotten; a file a resume names is never touched. On a clock the test sets.
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { orphanAfterMs, sweepOrphanUploads } from '@shared/sweep-uploads.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  destroyCloudinaryFile,
  signCloudinaryParams,
} from '../../../supabase/functions/upload-to-cloudinary/cloudinary'
import { localUploadSweep } from '../../../supabase/local/sweep'
import { pdfWithText } from '../../support/files'
import { localBackend } from '../../support/local-backend'

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
    const { error } = await backend.anon.rpc('orphan_uploads', { stored_before: new Date().toISOString() })
    expect(error).not.toBeNull()
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
