// Notifications with a title and a message, shown by the one Toaster island. react-hot-toast keeps
// its store in the module, so a toast raised by any island appears in that Toaster.
import toast from 'react-hot-toast'

export type NoticeKind = 'success' | 'error' | 'info' | 'loading'

export interface Notice {
  kind: NoticeKind
  title: string
  message: string
}

const styles: Record<NoticeKind, string> = {
  success: 'border-green-700',
  error: 'border-red-700',
  info: 'border-brand-700',
  loading: 'border-slate-500',
}

export function notify({ kind, title, message }: Notice): string {
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
  if (kind === 'loading') return toast.loading(body, { ariaProps })
  return toast(body, { ariaProps, icon: 'ℹ️' })
}

export const dismissNotice = (id?: string) => toast.dismiss(id)
