import type { DirectContact } from '../../content/direct-contact'

/**
 * Above a form's submit button while JavaScript is off (the browser shows <noscript> only then):
 * the form cannot send, so the phone, e-mail and WhatsApp links are right here instead.
 */
export function NoScriptNote({ text, contact }: { text: string; contact: DirectContact }) {
  return (
    <noscript>
      <div className="rounded-lg bg-accent-100 p-4 text-sm text-slate-900 ring-1 ring-accent-400">
        <p>{text}</p>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2 font-semibold">
          {Object.values(contact).map((link) => (
            <li key={link.href}>
              <a href={link.href} className="text-brand-800 underline underline-offset-2">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </noscript>
  )
}
