// Why an upload or a save failed (spec §8 "Resume upload"). The words are copy
// (content/fix-resume.ts `scanMessages.uploadFailed`): what fails carries a reason, and the caller
// turns it into the visitor's message with uploadFailureMessage.

import type { MessageText, Say } from '../island-messages'

/** The failures with a message of their own in the catalogue. */
type UploadFailureReason =
  | 'timeout'
  | 'network'
  | 'invalidResponse'
  | 'noUrl'
  | 'saveFailed'
  /** Beyond the spec: the database's limits on resume records (migration public_write_path). */
  | 'saveLimited'
  | 'other'

/** The "Upload Failed" catalogue. */
export type UploadMessages = Record<UploadFailureReason, string> & {
  /** A non-OK answer without an error of its own: {status} and {statusText}. */
  httpStatus: MessageText
  /** The same without a status text: {status}. */
  status: MessageText
}

export type UploadFailureCause =
  | { reason: UploadFailureReason }
  /** A non-OK answer that names its error: the server's words are shown as they are. */
  | { reason: 'server'; error: string }
  /** A non-OK answer without an error: its status line is shown. */
  | { reason: 'status'; status: number; statusText: string }

/** An upload or save that failed, and why. */
export class UploadFailure extends Error {
  readonly failure: UploadFailureCause
  constructor(failure: UploadFailureCause) {
    super(`Upload failed: ${failure.reason}`)
    this.name = 'UploadFailure'
    this.failure = failure
  }
}

/** The message for any error of an upload: its own for a known failure, the catalogue's "other" else. */
export function uploadFailureMessage(error: unknown, messages: UploadMessages, say: Say): string {
  if (!(error instanceof UploadFailure)) return messages.other
  const { failure } = error
  if (failure.reason === 'server') return failure.error
  if (failure.reason === 'status') {
    const { status, statusText } = failure
    return statusText ? say(messages.httpStatus, { status, statusText }) : say(messages.status, { status })
  }
  return messages[failure.reason]
}
