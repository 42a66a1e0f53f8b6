import type { PageContextServer } from 'vike/types'
import { ContactDetails } from '../../components/layout/ContactDetails'
import { EnquiryCard } from '../../components/sections/EnquiryCard'
import { Notifications } from '../../components/sections/Notifications'
import { PageHero } from '../../components/sections/PageHero'
import { buttonClasses } from '../../components/ui/button-styles'
import { Icon } from '../../components/ui/Icon'
import { copyIn } from '../../content/copy'

export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { contact, enquiryForms } = copyIn(pageContext.locale)
  return (
    <>
      <PageHero {...contact.hero} />
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[1.2fr_1fr]">
        <EnquiryCard variant="contact" copy={enquiryForms.contact} />
        <div className="space-y-8">
          <section
            aria-labelledby="details-heading"
            className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
          >
            <h2 id="details-heading" className="text-2xl font-bold text-slate-900">
              {contact.details.heading}
            </h2>
            <p className="mt-2 text-slate-700">{contact.details.lead}</p>
            <a
              href={contact.book.path}
              className={buttonClasses('default', 'default', 'mt-4 whitespace-normal text-center')}
            >
              {contact.book.label}
            </a>
            <ContactDetails />
          </section>
          <section aria-labelledby="why-heading" className="rounded-2xl bg-brand-950 p-6 text-white">
            <h2 id="why-heading" className="text-2xl font-bold">
              {contact.whyChooseUs.heading}
            </h2>
            <ul className="mt-4 space-y-4">
              {contact.whyChooseUs.points.map((point) => (
                <li key={point.title} className="flex gap-3">
                  <Icon name={point.icon} className="mt-0.5 size-6 shrink-0 text-accent-300" />
                  <div>
                    <h3 className="font-semibold">{point.title}</h3>
                    <p className="text-sm text-slate-200">{point.body}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
      <Notifications />
    </>
  )
}
