// The proof-of-work and upload functions' limits, counted in the database (migration fair_limits) so
// that every instance of a function counts the same: hosted Supabase runs many at once, and a limit
// kept in one instance's memory meant as many limits as instances. Web APIs only; imports carry .ts.

/** Calls a database function as the service role: its result (function-env.ts serviceRpc). */
export type ServiceRpc = (name: string, args: object) => Promise<unknown>

/**
 * How many times a new challenge's work doubles for an address: 0 for a visitor's, 1 once the address
 * or its network has earned more passes in the hour than visitors would. Asking counts nothing: only
 * solved challenges are counted, when their pass is issued (issue_write_pass).
 */
export type ChallengeWork = (clientAddress: string) => Promise<number>

export const challengeWork =
  (rpc: ServiceRpc): ChallengeWork =>
  async (clientAddress) =>
    Number(await rpc('challenge_work', { client_address: clientAddress }))

/** Records a pass for a solved challenge, counted for its address: the pass, or null when that challenge earned one. */
export type PassIssuer = (
  challengeSignature: string,
  validSeconds: number,
  clientAddress: string,
) => Promise<string | null>

export const passIssuer =
  (rpc: ServiceRpc): PassIssuer =>
  async (challenge, validSeconds, clientAddress) =>
    (await rpc('issue_write_pass', {
      challenge,
      valid_seconds: validSeconds,
      client_address: clientAddress,
    })) as string | null

/** An upload the limits admitted. */
export interface AdmittedUpload {
  /**
   * Takes the file's bytes from the site's hourly budget for uploads without a pass: false when they
   * would pass it. An upload with a pass is not counted there.
   */
  takeBytes(bytes: number): Promise<boolean>
  /** Forgets the upload and unclaims its pass: the file could not be stored, which is not the visitor's doing. */
  giveBack(): Promise<void>
}

export interface UploadLimits {
  /**
   * Counts an upload from an address before its body is read, whatever becomes of it (a refused
   * upload costs its sender too): null when the address has made its hourly number without a pass.
   * A good write pass is claimed and admits it whatever others on the address sent.
   */
  admit(clientAddress: string, writePass: string | null): Promise<AdmittedUpload | null>
}

export function databaseUploadLimits(rpc: ServiceRpc): UploadLimits {
  return {
    async admit(clientAddress, writePass) {
      const upload = await rpc('admit_upload', { client_address: clientAddress, write_pass: writePass })
      if (upload === null) return null
      return {
        takeBytes: async (bytes) => (await rpc('take_upload_bytes', { upload, bytes })) === true,
        giveBack: async () => {
          await rpc('give_back_upload', { upload })
        },
      }
    },
  }
}
