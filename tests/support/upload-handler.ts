// The upload function's handler with a store and a recorder that only remember what they were given.
import { createUploadHandler, type StoredFile } from '../../supabase/functions/upload-to-cloudinary/handler'

export function recordingHandler(isAllowedOrigin: (origin: string) => boolean = () => true) {
  const stored: StoredFile[] = []
  const recorded: { url: string; fileType: string }[] = []
  const handler = createUploadHandler({
    store: async (file) => {
      stored.push(file)
      return `https://files.example/${encodeURIComponent(file.fileName)}`
    },
    record: async (url, fileType) => {
      recorded.push({ url, fileType })
    },
    isAllowedOrigin,
  })
  return { stored, recorded, handler }
}
