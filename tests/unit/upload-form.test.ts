// The bounded multipart reader the upload function uses in place of Request.formData().

import { multipartBoundary, readUploadForm } from '@shared/upload-form.ts'
import { describe, expect, it } from 'vitest'

const encode = (text: string) => new TextEncoder().encode(text)

/** A body exactly as a browser writes one, from the platform's own encoder. */
async function browserBody(form: FormData) {
  const request = new Request('http://x/', { method: 'POST', body: form })
  const type = request.headers.get('content-type') ?? ''
  return { bytes: new Uint8Array(await request.arrayBuffer()), boundary: multipartBoundary(type) ?? '' }
}

describe('the boundary', () => {
  it.each([
    ['multipart/form-data; boundary=abc123', 'abc123'],
    ['multipart/form-data; boundary="a b;c"', 'a b;c'],
    ['Multipart/Form-Data;boundary=xyz; charset=utf-8', 'xyz'],
  ])('%s → %s', (type, boundary) => expect(multipartBoundary(type)).toBe(boundary))

  it.each([
    'multipart/mixed; boundary=abc',
    'multipart/form-data',
    'text/plain',
    `multipart/form-data; boundary=${'x'.repeat(71)}`,
  ])('%s: none', (type) => expect(multipartBoundary(type)).toBeNull())
})

describe('the parts', () => {
  it('reads a browser’s file and name, with a file name in Devanagari, byte for byte', async () => {
    const file = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0d, 0x0a, 0x2d, 0x2d])
    const form = new FormData()
    form.append('file', new Blob([file]), 'रेज़्यूमे.pdf')
    form.append('fileName', 'प्रिया CV.pdf')
    const { bytes, boundary } = await browserBody(form)
    const result = readUploadForm(bytes, boundary)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.parts.map((part) => [part.name, part.fileName])).toEqual([
      ['file', 'रेज़्यूमे.pdf'],
      ['fileName', undefined],
    ])
    expect([...(result.parts[0]?.bytes ?? [])]).toEqual([...file])
    expect(new TextDecoder().decode(result.parts[1]?.bytes)).toBe('प्रिया CV.pdf')
  })

  it('stops at the first part past the limit', () => {
    const body = `${'--b\r\nContent-Disposition: form-data; name="p"\r\n\r\nx\r\n'.repeat(10)}--b--\r\n`
    expect(readUploadForm(encode(body), 'b', 4)).toEqual({ ok: false, reason: 'too-many-parts' })
  })

  it.each([
    ['no closing boundary', '--b\r\nContent-Disposition: form-data; name="p"\r\n\r\nx'],
    ['no headers end', '--b\r\nContent-Disposition: form-data; name="p"\r\nx\r\n--b--'],
    ['not form-data', '--b\r\nContent-Disposition: attachment; name="p"\r\n\r\nx\r\n--b--'],
    ['no name', '--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--'],
    [
      'headers too long',
      `--b\r\nContent-Disposition: form-data; name="p"\r\nX: ${'y'.repeat(2000)}\r\n\r\nx\r\n--b--`,
    ],
    ['no boundary at all', 'just some text'],
  ])('%s: malformed', (_case, body) => {
    expect(readUploadForm(encode(body), 'b')).toEqual({ ok: false, reason: 'malformed' })
  })
})
