// The "Upload Failed" catalogue (spec §8 "Resume upload").
export const uploadMessages = {
  timeout: 'Upload timed out. Please try again with a smaller file.',
  network: 'Network error. Please check your connection and try again.',
  invalidResponse: 'Server returned invalid response. Please try again.',
  noUrl: 'Upload completed but no URL received. Please try again.',
  saveFailed: 'Failed to save resume data. Please try again.',
  /** Beyond the spec: the database's limits on resume records (migration public_write_path). */
  saveLimited: 'Too many resumes from your connection. Please try again in an hour.',
  siteBusy: 'We are receiving an unusual number of uploads right now. Please try again in a few minutes.',
  other: 'Something went wrong. Please try again.',
} as const

/** An upload or save that failed, carrying the message the visitor is shown. */
export class UploadFailure extends Error {}

/** The message for any error of an upload: its own for a known failure, the catalogue's "other" else. */
export function uploadFailureMessage(error: unknown): string {
  return error instanceof UploadFailure ? error.message : uploadMessages.other
}
