import type { LegalDocument as Document } from '../../content/types'
import { ContactDetails } from '../layout/ContactDetails'
import { usePageCopy } from '../layout/PageLanguage'

/** A legal page: its numbered sections, then the contact details (from site.ts). */
export function LegalDocument({
  document,
  closing,
}: {
  document: Document
  closing?: { heading: string; body: string }
}) {
  const { layoutCopy } = usePageCopy()
  return (
    <div className="container-page max-w-3xl py-14">
      <p className="text-sm font-medium text-slate-600">
        {layoutCopy.legal.lastUpdated} {document.lastUpdated}
      </p>
      <div className="prose-body">
        <p>{document.intro}</p>
        <ol className="list-none! pl-0!">
          {document.sections.map((section, index) => (
            <li key={section.heading}>
              <h2>
                {index + 1}. {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {section.link && (
                <p>
                  <a href={section.link.href}>{section.link.label}</a>
                </p>
              )}
            </li>
          ))}
        </ol>
        {closing && (
          <>
            <h2>{closing.heading}</h2>
            <p>{closing.body}</p>
          </>
        )}
      </div>
      <ContactDetails />
    </div>
  )
}
