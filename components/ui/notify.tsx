// Notifications with a title and a message, shown by the one Toaster island. react-hot-toast keeps
// its store in the module, so a toast raised by any island appears in that Toaster. The Toaster
// hydrates, and the library loads, with the page's first notification, not with the page.
import type { Notice } from '../../content/types'
import { islandDemandEvent, markerSelector } from '../../lib/island-protocol'

/**
 * Fetches the notification code ahead of need, e.g. while the visitor fills a form whose connection
 * may drop before it says what became of the enquiry.
 */
export function preloadNotices(): void {
  void import('../islands/Toaster')
}

type NoticeKind = 'success' | 'error' | 'info'

type KindedNotice = Notice & { kind: NoticeKind }

const styles: Record<NoticeKind, string> = {
  success: 'border-green-700',
  error: 'border-red-700',
  info: 'border-brand-700',
}

export async function notify({ kind, title, message }: KindedNotice): Promise<string> {
  document.querySelector(markerSelector('Toaster'))?.dispatchEvent(new Event(islandDemandEvent))
  const { default: toast } = await import('react-hot-toast')
  const body = (
    <div className={`border-l-4 pl-3 ${styles[kind]}`}>
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="text-sm text-slate-700">{message}</p>
    </div>
  )
  // Errors interrupt a screen reader; everything else waits its turn.
  const ariaProps =
    kind === 'error'
      ? ({ role: 'alert', 'aria-live': 'assertive' } as const)
      : ({ role: 'status', 'aria-live': 'polite' } as const)
  if (kind === 'success') return toast.success(body, { ariaProps })
  if (kind === 'error') return toast.error(body, { ariaProps })
  return toast(body, { ariaProps, icon: 'ℹ️' })
}
