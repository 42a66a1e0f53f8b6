import { MessageCircle, Phone, X } from 'lucide-react'
import { useId, useState } from 'react'
import type { ContactFabCopy } from '../../content/layout'
import { SocialIcon } from '../ui/SocialIcon'

interface ContactFabProps {
  /** wa.me link with the prefilled greeting */
  chatHref: string
  /** tel: link */
  callHref: string
  copy: ContactFabCopy
}

/** The floating contact button: opens a small panel with a chat and a call action. */
export default function ContactFab({ chatHref, callHref, copy }: ContactFabProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const action =
    'flex items-center gap-3 rounded-full px-4 py-3 text-sm font-semibold text-white shadow-lg focus-visible:outline-3 focus-visible:outline-offset-2'
  return (
    <div className="fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3 print:hidden">
      <ul id={panelId} hidden={!open} aria-label={copy.panel} className="flex flex-col items-end gap-3">
        <li>
          <a href={chatHref} target="_blank" rel="noopener noreferrer" className={`${action} bg-green-800`}>
            <SocialIcon name="whatsapp" />
            {copy.chat}
          </a>
        </li>
        <li>
          <a href={callHref} className={`${action} bg-brand-700`}>
            <Phone className="size-5" aria-hidden="true" />
            {copy.call}
          </a>
        </li>
      </ul>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-xl hover:bg-brand-800"
      >
        {open ? (
          <X className="size-6" aria-hidden="true" />
        ) : (
          <MessageCircle className="size-6" aria-hidden="true" />
        )}
        <span className="sr-only">{open ? copy.close : copy.open}</span>
      </button>
    </div>
  )
}
