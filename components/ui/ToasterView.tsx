import { X } from 'lucide-react'
import { useEffect } from 'react'
import { Toaster as HotToaster, resolveValue, ToastBar, toast, useToasterStore } from 'react-hot-toast'

const maxVisible = 3

/** The notifications themselves: at most three at once, each with a close button, 4 seconds each. */
export default function ToasterView({ closeLabel }: { closeLabel: string }) {
  const { toasts } = useToasterStore()

  useEffect(() => {
    for (const extra of toasts.filter((item) => item.visible).slice(maxVisible)) toast.dismiss(extra.id)
  }, [toasts])

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
