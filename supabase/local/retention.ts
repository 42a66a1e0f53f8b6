// The local backend's retention job, on start and daily, as pg_cron runs it in production: what is past
// its period is erased (public.erase_expired_personal_data, which logs each erasure without personal
// data), requests on /your-data older than a day are forgotten with the addresses they held, then the
// upload sweep deletes the erased resumes' files, which no resume names any more.
import type { PGlite } from '@electric-sql/pglite'
import { callFunction } from './rest.ts'
import { localUploadSweep } from './sweep.ts'

export interface Erased {
  enquiries: number
  resumes: number
  logEntriesDropped: number
}

export function localRetention(db: PGlite, uploadsDir: string, now: () => number = Date.now) {
  const sweepFiles = localUploadSweep(db, uploadsDir, now)
  return async (): Promise<Erased & { files: number; dataRequests: number }> => {
    const result = await callFunction(db, 'service_role', 'erase_expired_personal_data', {
      as_of: new Date(now()).toISOString(),
    })
    if (result.status !== 200)
      throw new Error(`erase_expired_personal_data answered ${result.status}: ${JSON.stringify(result.body)}`)
    const forgotten = await callFunction(db, 'service_role', 'forget_old_data_requests', {
      as_of: new Date(now()).toISOString(),
    })
    if (forgotten.status !== 200) throw new Error(`forget_old_data_requests answered ${forgotten.status}`)
    const { deleted } = await sweepFiles()
    return { ...(result.body as Erased), files: deleted, dataRequests: forgotten.body as number }
  }
}
