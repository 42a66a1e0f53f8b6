// Cloudinary's signed upload (https://cloudinary.com/documentation/upload_images#generating_authentication_signatures):
// the signature is the SHA-1 hex of the parameters sorted by name as "k=v" joined with "&",
// followed directly by the API secret. Secrets come from the function's environment only.
import type { FileStore } from './handler.ts'

export interface CloudinaryConfig {
  cloudName: string
  apiKey: string
  apiSecret: string
  folder: string
  /** Defaults to Cloudinary's API; tests point it at a local stand-in. */
  apiBase?: string
}

export async function signCloudinaryParams(
  params: Record<string, string>,
  apiSecret: string,
): Promise<string> {
  const toSign = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&')
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(toSign + apiSecret))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function cloudinaryStore(config: CloudinaryConfig, now: () => number = Date.now): FileStore {
  const apiBase = config.apiBase ?? 'https://api.cloudinary.com'
  return async ({ bytes, fileName, contentType }) => {
    const params = {
      folder: config.folder,
      timestamp: String(Math.floor(now() / 1000)),
      use_filename: 'true',
    }
    const form = new FormData()
    form.set('file', new Blob([bytes as BlobPart], { type: contentType }), fileName)
    for (const [key, value] of Object.entries(params)) form.set(key, value)
    form.set('api_key', config.apiKey)
    form.set('signature', await signCloudinaryParams(params, config.apiSecret))
    // Images as images; a PDF as a raw file, served as the document it is (never transformed).
    const resourceType = contentType === 'image/jpeg' ? 'image' : 'raw'
    const url = `${apiBase}/v1_1/${encodeURIComponent(config.cloudName)}/${resourceType}/upload`
    const response = await fetch(url, {
      method: 'POST',
      body: form,
    })
    const body = (await response.json().catch(() => null)) as {
      secure_url?: string
      error?: { message?: string }
    } | null
    if (!response.ok || !body?.secure_url) {
      throw new Error(`Cloudinary answered ${response.status}: ${body?.error?.message ?? 'no secure_url'}`)
    }
    return body.secure_url
  }
}

/**
 * Deletes a file this function stored, from its delivery URL: the resource type and the public ID
 * (folder and name; a raw file's keeps its extension, an image's does not) are read from the URL.
 */
export async function destroyCloudinaryFile(
  config: Omit<CloudinaryConfig, 'folder'>,
  fileUrl: string,
  now: () => number = Date.now,
): Promise<void> {
  const match = /\/(raw|image)\/upload\/(?:v\d+\/)?(.+)$/.exec(new URL(fileUrl).pathname)
  if (!match?.[1] || !match[2]) throw new Error(`Not a Cloudinary file URL: ${fileUrl}`)
  const resourceType = match[1]
  const path = decodeURIComponent(match[2])
  const params = {
    public_id: resourceType === 'image' ? path.replace(/\.[^./]+$/, '') : path,
    timestamp: String(Math.floor(now() / 1000)),
  }
  const form = new FormData()
  for (const [key, value] of Object.entries(params)) form.set(key, value)
  form.set('api_key', config.apiKey)
  form.set('signature', await signCloudinaryParams(params, config.apiSecret))
  const apiBase = config.apiBase ?? 'https://api.cloudinary.com'
  const response = await fetch(
    `${apiBase}/v1_1/${encodeURIComponent(config.cloudName)}/${resourceType}/destroy`,
    {
      method: 'POST',
      body: form,
    },
  )
  const body = (await response.json().catch(() => null)) as { result?: string } | null
  // "not found": already gone, which is what the sweep wanted.
  if (!response.ok || (body?.result !== 'ok' && body?.result !== 'not found')) {
    throw new Error(`Cloudinary answered ${response.status}: ${body?.result ?? 'no result'}`)
  }
}
