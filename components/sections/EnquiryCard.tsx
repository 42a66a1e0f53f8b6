import type { FormVariant } from '@shared/enquiry-rules.ts'
import type { EnquiryFormCopy } from '../../content/enquiry-form'
import ConsultationForm from '../islands/ConsultationForm'
import { Island } from '../layout/Island'

/** The consultation form in its card; the page places the notifications it raises (Notifications). */
export function EnquiryCard({
  id,
  variant,
  copy,
}: {
  id?: string
  variant: FormVariant
  copy: EnquiryFormCopy
}) {
  const headingId = `${variant}-enquiry-heading`
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-6 text-slate-800 shadow-xl ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {copy.heading}
      </h2>
      <p className="mt-2 text-slate-700">{copy.lead}</p>
      <div className="mt-6">
        <Island of={ConsultationForm} hydrate="interaction-or-query" props={{ variant, copy }} />
      </div>
    </section>
  )
}
