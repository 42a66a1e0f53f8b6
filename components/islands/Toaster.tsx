import { X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Toaster as HotToaster, resolveValue, ToastBar, toast, useToasterStore } from 'react-hot-toast'

const maxVisible = 3

/**
 * The one place notifications appear (components/ui/notify.tsx): at most three at once, each with a
 * close button, 4 seconds each. It hydrates on the page's first notice (strategy `demand`), so the
 * library loads with the first notification, never with the page. The server rendered nothing here,
 * so the hydrating render is nothing too; the notifications follow at once.
 */
export default function Toaster({ closeLabel }: { closeLabel: string }) {
  const [hydrated, setHydrated] = useState(false)
  const { toasts } = useToasterStore()

  useEffect(() => setHydrated(true), [])

  useEffect(() => {
    for (const extra of toasts.filter((item) => item.visible).slice(maxVisible)) toast.dismiss(extra.id)
  }, [toasts])

  if (!hydrated) return null
  return (
    <HotToaster
      position="top-center"
      gutter={14}
      containerStyle={{ top: 88 }}
      toastOptions={{ duration: 4000, removeDelay: 200, style: { maxWidth: 356, width: '100%' } }}
    >
      {(item) => (
        <ToastBar toast={item}>
          {({ icon }) => (
            <>
              {icon}
              <div className="flex-1" {...item.ariaProps}>
                {resolveValue(item.message, item)}
              </div>
              <button
                type="button"
                onClick={() => toast.dismiss(item.id)}
                className="rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              >
                <X className="size-4" aria-hidden="true" />
                <span className="sr-only">{closeLabel}</span>
              </button>
            </>
          )}
        </ToastBar>
      )}
    </HotToaster>
  )
}
