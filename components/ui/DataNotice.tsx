import type { DataNotice as Notice } from '../../content/data-notice'

/** What a form collects, why, for how long and who handles it, said before its submit button (issue 38). */
export function DataNotice({ notice }: { notice: Notice }) {
  return (
    <div className="rounded-md bg-slate-50 p-3 text-xs leading-5 text-slate-700 ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">{notice.heading}</p>
      <dl className="mt-1 space-y-1">
        {notice.items.map((item) => (
          <div key={item.term}>
            <dt className="inline font-semibold">{item.term}:</dt> <dd className="inline">{item.detail}</dd>
          </div>
        ))}
      </dl>
      {/* Two small links, each at least 24 px tall, so a finger finds each (WCAG 2.5.8). */}
      <p className="mt-1 flex flex-wrap gap-x-4">
        {[notice.privacy, notice.yourData].map((link) => (
          <a
            key={link.href}
            href={link.href}
            className="inline-flex min-h-6 items-center font-medium text-brand-700 underline"
          >
            {link.label}
          </a>
        ))}
      </p>
    </div>
  )
}
