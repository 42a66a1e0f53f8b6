// Supabase Edge Function entry (Deno). Deploy: supabase functions deploy upload-to-cloudinary
// Secrets: CLOUDINARY_CLOUD_NAME, CLOUDINARY_API_KEY, CLOUDINARY_API_SECRET, ALLOWED_ORIGINS (comma-separated).
import { cloudinaryStore } from './cloudinary.ts'
import { createUploadHandler } from './handler.ts'

declare const Deno: {
  env: { get(name: string): string | undefined }
  serve(handler: (request: Request) => Promise<Response>): void
}

const required = (name: string) => {
  const value = Deno.env.get(name)
  if (!value) throw new Error(`Missing secret ${name}`)
  return value
}

const allowedOrigins = new Set(
  (Deno.env.get('ALLOWED_ORIGINS') ?? '').split(',').map((origin) => origin.trim()),
)

Deno.serve(
  createUploadHandler({
    store: cloudinaryStore({
      cloudName: required('CLOUDINARY_CLOUD_NAME'),
      apiKey: required('CLOUDINARY_API_KEY'),
      apiSecret: required('CLOUDINARY_API_SECRET'),
      folder: 'resumes',
    }),
    isAllowedOrigin: (origin) => allowedOrigins.has(origin),
  }),
)
