import ResumeScanner from '../../components/islands/ResumeScanner'
import { Island } from '../../components/layout/Island'
import { usePageLocale } from '../../components/layout/PageLanguage'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { Notifications } from '../../components/sections/Notifications'
import { PageHero } from '../../components/sections/PageHero'
import { SectionHeading } from '../../components/sections/SectionHeading'
import { copyIn } from '../../content/copy'
import { fixResume as fixResumeIn } from '../../content/fix-resume'
import { site } from '../../content/site'
import { messagesFor } from '../../lib/messages'

export default function Page() {
  // The resume check is in English only, as its review form.
  const { directContact, enquiryForms } = copyIn('en')
  const fixResume = fixResumeIn(messagesFor(usePageLocale()))
  return (
    <>
      <PageHero {...fixResume.hero} />
      <section aria-labelledby="upload-heading" className="container-page py-14">
        <div className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-10">
          <h2 id="upload-heading" className="text-2xl font-bold text-slate-900">
            {fixResume.upload.heading}
          </h2>
          <p className="mt-2 text-slate-700">{fixResume.upload.lead}</p>
          <div className="mt-6">
            <Island
              of={ResumeScanner}
              hydrate="load"
              props={{
                copy: fixResume.scanner,
                messages: fixResume.scanMessages,
                eir: fixResume.eir,
                reviewForm: enquiryForms.review,
                contact: directContact,
                whatsapp: site.whatsapp,
              }}
            />
          </div>
        </div>
      </section>
      <section className="bg-slate-50 py-16">
        <div className="container-page">
          <SectionHeading heading={fixResume.benefits.heading} lead={fixResume.benefits.lead} />
          <div className="mt-12">
            <FeatureGrid features={fixResume.benefits.items} />
          </div>
        </div>
      </section>
      <Notifications />
    </>
  )
}
