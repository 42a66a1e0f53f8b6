// Records each stored file in the project's database (table stored_uploads), with the service role
// key Supabase gives every function, so that a `resumes` row can only name a file this function stored.
import type { UploadRecorder } from './handler.ts'

export function storedUploadsRecorder(supabaseUrl: string, serviceRoleKey: string): UploadRecorder {
  return async (url, fileType, { clientAddress, bytes }) => {
    const response = await fetch(`${supabaseUrl}/rest/v1/stored_uploads`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        Authorization: `Bearer ${serviceRoleKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify({ url, file_type: fileType, client_address: clientAddress, bytes }),
    })
    if (!response.ok) throw new Error(`stored_uploads answered ${response.status}: ${await response.text()}`)
  }
}
