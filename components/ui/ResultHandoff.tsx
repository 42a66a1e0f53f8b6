// A tool's result handed to a consultant: an enquiry with the result in its message, and the same
// result prefilled in a WhatsApp chat, under the tool's result on every calculator and tool.
import type { BookingStep } from '../../content/book'
import { bookingHref } from '../../lib/booking/carry'
import { enquiryHref } from '../../lib/enquiry/prefill'
import { whatsAppHref } from '../../lib/whatsapp'
import { buttonClasses } from './button-styles'
import { WorkedOut } from './WorkedOut'

interface ResultHandoffProps {
  contactPath: string
  /**
   * The contact form's immigration type (one of its options), its button's label, the line under both,
   * and the next step, a time on /book, opened with the same type and message.
   */
  enquiry: { immigrationType: string; label: string; lead: string; book?: BookingStep }
  /** The enquiry's message: empty until the page knows its own address, and the form opens blank. */
  message: string
  /** The firm's number (digits only), the button's label, and the chat's first words (`resultMessage`). */
  whatsApp: { number: string; label: string; text: string }
  /** Said after a link that opens a new tab. */
  newTab: string
  /** On the calculators' dark result panel, or on the page's light ground. */
  ground: 'dark' | 'light'
  /** The enquiry button's look, and its space above: the panel's or the page's rhythm. */
  button: 'hero' | 'cta'
  space: 'mt-4' | 'mt-5' | 'mt-6'
}

export function ResultHandoff({
  contactPath,
  enquiry,
  message,
  whatsApp,
  newTab,
  ground,
  button,
  space,
}: ResultHandoffProps) {
  return (
    <>
      <a
        href={message ? enquiryHref(contactPath, enquiry.immigrationType, message) : contactPath}
        className={buttonClasses(button, 'lg', `${space} w-full whitespace-normal text-center`)}
      >
        {enquiry.label}
      </a>
      {enquiry.book && (
        <a
          href={bookingHref(enquiry.book.path, enquiry.immigrationType, message)}
          className={buttonClasses('outline', 'lg', 'mt-3 w-full whitespace-normal text-center')}
        >
          {enquiry.book.label}
        </a>
      )}
      {/* Its text carries the result: shown only with the result it states. */}
      <WorkedOut>
        <a
          href={whatsAppHref(whatsApp.number, whatsApp.text)}
          target="_blank"
          rel="noopener"
          className={buttonClasses('outline', 'lg', 'mt-3 w-full whitespace-normal text-center')}
        >
          {whatsApp.label}
          <span className="sr-only"> {newTab}</span>
        </a>
      </WorkedOut>
      <p className={`mt-2 text-sm ${ground === 'dark' ? 'text-slate-200' : 'text-slate-700'}`}>
        {enquiry.lead}
      </p>
    </>
  )
}
