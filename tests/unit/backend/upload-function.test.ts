// The upload function's handler, with the local disk store and with Cloudinary's adapter against a
// stand-in server on 127.0.0.1.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cloudinaryStore,
  signCloudinaryParams,
} from '../../../supabase/functions/upload-to-cloudinary/cloudinary'
import { uploadErrors } from '../../../supabase/functions/upload-to-cloudinary/handler'
import { jpegImage, pdfWithText } from '../../support/files'
import { localBackend } from '../../support/local-backend'
import { recordingHandler } from '../../support/upload-handler'

const fiveMB = 5 * 1024 * 1024

function uploadRequest(form: FormData, url = 'http://127.0.0.1/functions/v1/upload-to-cloudinary') {
  return new Request(url, { method: 'POST', body: form, headers: { Origin: 'http://localhost:3000' } })
}

function formWith(bytes: Uint8Array, name: string, type = 'application/pdf') {
  const form = new FormData()
  form.set('file', new Blob([bytes as BlobPart], { type }), name)
  form.set('fileName', name)
  return form
}

const siteOnly = (origin: string) => origin === 'http://localhost:3000'

describe('the upload handler', () => {
  it('stores a PDF and a JPEG and answers their URL', async () => {
    const { stored, recorded, handler } = recordingHandler(siteOnly)
    const pdf = await pdfWithText([['Asha Kulkarni']])
    const response = await handler(uploadRequest(formWith(pdf, 'Asha CV.pdf')))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ url: 'https://files.example/Asha%20CV.pdf' })
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    const jpg = await handler(uploadRequest(formWith(jpegImage(), 'scan.jpg', 'image/jpeg')))
    expect(jpg.status).toBe(200)
    expect(stored.map((file) => file.contentType)).toEqual(['application/pdf', 'image/jpeg'])
    expect(recorded).toEqual([
      { url: 'https://files.example/Asha%20CV.pdf', fileType: 'application/pdf' },
      { url: 'https://files.example/scan.jpg', fileType: 'image/jpeg' },
    ])
    expect(Buffer.from(stored[0]?.bytes ?? []).equals(Buffer.from(pdf))).toBe(true)
  })

  const refusals: [string, () => Promise<FormData> | FormData, number, string][] = [
    ['an empty file', () => formWith(new Uint8Array(), 'empty.pdf'), 400, uploadErrors.empty],
    [
      'a file of 5 MB and one byte',
      () => {
        const bytes = new Uint8Array(fiveMB + 1)
        bytes.set([0x25, 0x50, 0x44, 0x46])
        return formWith(bytes, 'big.pdf')
      },
      413,
      uploadErrors.tooLarge,
    ],
    [
      'a text file named .pdf',
      () => formWith(new TextEncoder().encode('hello, not a pdf'), 'cv.pdf'),
      415,
      uploadErrors.type,
    ],
    [
      'a request without a file',
      () => {
        const form = new FormData()
        form.set('fileName', 'cv.pdf')
        return form
      },
      400,
      uploadErrors.noFile,
    ],
  ]

  it.each(refusals)(
    'refuses %s with a clear error and stores nothing',
    async (_name, makeForm, status, message) => {
      const { stored, handler } = recordingHandler(siteOnly)
      const response = await handler(uploadRequest(await makeForm()))
      expect(response.status).toBe(status)
      expect(await response.json()).toEqual({ error: message })
      expect(stored).toEqual([])
    },
  )

  it('stops reading a body that lies about its length', async () => {
    const { stored, handler } = recordingHandler(siteOnly)
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024
        controller.enqueue(new Uint8Array(64 * 1024))
        if (sent > 50 * fiveMB) controller.close()
      },
    })
    const request = new Request('http://127.0.0.1/functions/v1/upload-to-cloudinary', {
      method: 'POST',
      body: endless,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': '1000' },
      duplex: 'half',
    } as RequestInit)
    const response = await handler(request)
    expect(response.status).toBe(413)
    expect(sent).toBeLessThan(fiveMB + 256 * 1024)
    expect(stored).toEqual([])
  })

  it('answers a preflight from the site and nothing to other origins', async () => {
    const { handler } = recordingHandler(siteOnly)
    const ok = await handler(
      new Request('http://x/', { method: 'OPTIONS', headers: { Origin: 'http://localhost:3000' } }),
    )
    expect(ok.status).toBe(204)
    expect(ok.headers.get('access-control-allow-methods')).toContain('POST')
    const other = await handler(
      new Request('http://x/', { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } }),
    )
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('the Cloudinary adapter', () => {
  it("signs parameters as Cloudinary's documentation shows", async () => {
    // The worked example in Cloudinary's "Generating authentication signatures" guide.
    const signature = await signCloudinaryParams(
      { eager: 'w_400,h_300,c_pad|w_260,h_200,c_crop', public_id: 'sample_image', timestamp: '1315060510' },
      'abcd',
    )
    expect(signature).toBe('bfd09f95f331f558cbd1320e67aa8d488770583e')
  })

  let server: ReturnType<typeof createServer>
  let apiBase = ''
  const received: { url: string; fields: Record<string, string>; fileSize: number }[] = []

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const form = await new Response(Buffer.concat(chunks), {
        headers: { 'Content-Type': req.headers['content-type'] ?? '' },
      }).formData()
      const fields: Record<string, string> = {}
      let fileSize = 0
      for (const [key, value] of form.entries()) {
        if (typeof value === 'string') fields[key] = value
        else fileSize = value.size
      }
      received.push({ url: req.url ?? '', fields, fileSize })
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ secure_url: 'https://res.cloudinary.com/demo/raw/upload/v1/resumes/cv.pdf' }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('sends a signed upload and returns the secure URL', async () => {
    const store = cloudinaryStore(
      { cloudName: 'demo', apiKey: 'key123', apiSecret: 'secret456', folder: 'resumes', apiBase },
      () => 1_700_000_000_000,
    )
    const url = await store({
      bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46]),
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
    })
    expect(url).toBe('https://res.cloudinary.com/demo/raw/upload/v1/resumes/cv.pdf')
    const [request] = received
    // A PDF goes up as a raw file, a JPEG as an image.
    expect(request?.url).toBe('/v1_1/demo/raw/upload')
    await store({ bytes: jpegImage(), fileName: 'scan.jpg', contentType: 'image/jpeg' })
    expect(received[1]?.url).toBe('/v1_1/demo/image/upload')
    expect(request?.fileSize).toBe(4)
    expect(request?.fields).toMatchObject({ api_key: 'key123', timestamp: '1700000000', folder: 'resumes' })
    expect(request?.fields.signature).toBe(
      await signCloudinaryParams(
        { folder: 'resumes', timestamp: '1700000000', use_filename: 'true' },
        'secret456',
      ),
    )
    expect(JSON.stringify(request?.fields)).not.toContain('secret456')
  })
})

describe('the upload function on the local backend', () => {
  let backend: Awaited<ReturnType<typeof localBackend>>
  beforeAll(async () => {
    backend = await localBackend()
  })
  afterAll(() => backend.close())

  it('stores the file on disk and serves the same bytes at the URL it answers', async () => {
    const pdf = await pdfWithText([['Served back']])
    const response = await fetch(`${backend.url}/functions/v1/upload-to-cloudinary`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.keys.anonKey}`, apikey: backend.keys.anonKey },
      body: formWith(pdf, 'served.pdf'),
    })
    expect(response.status).toBe(200)
    const { url } = (await response.json()) as { url: string }
    const served = await fetch(url)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true)
  })

  it('refuses a caller without a valid key', async () => {
    const response = await fetch(`${backend.url}/functions/v1/upload-to-cloudinary`, {
      method: 'POST',
      body: formWith(await pdfWithText([['x']]), 'x.pdf'),
    })
    expect(response.status).toBe(401)
  })
})
