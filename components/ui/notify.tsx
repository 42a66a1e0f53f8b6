// Notifications with a title and a message, shown by the one Toaster island. react-hot-toast keeps
// its store in the module, so a toast raised by any island appears in that Toaster. The library
// loads with the first notification, not with the page: the Toaster island waits for this signal.
import type { Notice } from '../../content/types'

const wanted = new EventTarget()
let requested = false

/** Fetches the notification code ahead of need, e.g. while the visitor fills a form that may go offline. */
export function preloadNotices(): void {
  void import('./ToasterView')
}

/** Calls back once a notification has been asked for (at once if one already was). */
export function onFirstNotice(callback: () => void): () => void {
  if (requested) {
    callback()
    return () => {}
  }
  wanted.addEventListener('notice', callback, { once: true })
  return () => wanted.removeEventListener('notice', callback)
}

type NoticeKind = 'success' | 'error' | 'info'

type KindedNotice = Notice & { kind: NoticeKind }

const styles: Record<NoticeKind, string> = {
  success: 'border-green-700',
  error: 'border-red-700',
  info: 'border-brand-700',
}

export async function notify({ kind, title, message }: KindedNotice): Promise<string> {
  requested = true
  wanted.dispatchEvent(new Event('notice'))
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
