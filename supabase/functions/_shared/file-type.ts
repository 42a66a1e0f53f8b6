// What a resume file really is, judged by its leading bytes. Shared by the page (before upload)
// and the upload function (which re-checks on the server), so both accept exactly the same files.
// Imports carry .ts extensions because the upload function also runs under Deno.

export const maxResumeBytes = 5 * 1024 * 1024 // 5,242,880: "5 MB" everywhere

export type ResumeMimeType = 'application/pdf' | 'image/jpeg'

export const resumeExtensions: Record<ResumeMimeType, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
}

/** PDF files start with "%PDF"; JPEG files with the bytes FF D8. */
export function sniffResumeType(head: Uint8Array): ResumeMimeType | null {
  if (head.length >= 4 && head[0] === 0x25 && head[1] === 0x50 && head[2] === 0x44 && head[3] === 0x46) {
    return 'application/pdf'
  }
  if (head.length >= 2 && head[0] === 0xff && head[1] === 0xd8) return 'image/jpeg'
  return null
}
