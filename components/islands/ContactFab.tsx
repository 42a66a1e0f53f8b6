import { MessageCircle, Phone, X } from 'lucide-react'
import { useId } from 'react'
import type { ContactFabCopy } from '../../content/layout'
import { fabAttribute } from '../../lib/fab-clearance'
import { SocialIcon } from '../ui/SocialIcon'

interface ContactFabProps {
  /** wa.me link with the prefilled greeting */
  chatHref: string
  /** tel: link */
  callHref: string
  copy: ContactFabCopy
}

/**
 * The floating contact button: opens a small panel with a chat and a call action. It is a native
 * popover, so it works before and without JavaScript: the browser opens and closes it, reports it
 * expanded, closes it on Escape or a click outside, and returns focus to the button. React has no
 * state to keep here; the island hydrates on the first interaction only.
 */
export default function ContactFab({ chatHref, callHref, copy }: ContactFabProps) {
  const panelId = useId()
  const action =
    'flex items-center gap-3 rounded-full px-4 py-3 text-sm font-semibold text-white shadow-lg focus-visible:outline-3 focus-visible:outline-offset-2'
  return (
    <div {...{ [fabAttribute]: '' }} className="group fixed right-4 bottom-4 z-50 print:hidden">
      <ul
        id={panelId}
        popover="auto"
        aria-label={copy.panel}
        className="fixed inset-auto right-4 bottom-22 m-0 hidden flex-col items-end gap-3 overflow-visible border-0 bg-transparent p-0 open:flex"
      >
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
        popoverTarget={panelId}
        className="flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-xl hover:bg-brand-800"
      >
        <MessageCircle className="size-6 group-has-[:popover-open]:hidden" aria-hidden="true" />
        <X className="hidden size-6 group-has-[:popover-open]:block" aria-hidden="true" />
        <span className="sr-only group-has-[:popover-open]:hidden">{copy.open}</span>
        <span className="sr-only hidden group-has-[:popover-open]:inline">{copy.close}</span>
      </button>
    </div>
  )
}
