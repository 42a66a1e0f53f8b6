import { Island } from '../../components/layout/Island'
import { CtaBand } from '../../components/sections/CtaBand'
import { PageHero } from '../../components/sections/PageHero'
import { faqCta, faqIntro, faqItems } from '../../content/faq'
import { routes } from '../../content/routes'

export default function Page() {
  return (
    <>
      <PageHero heading={faqIntro.heading} lead={faqIntro.lead} />
      <section aria-label="Questions and answers" className="container-page max-w-3xl py-14">
        <Island name="FaqAccordion" hydrate="visible" props={{ items: [...faqItems] }} />
      </section>
      <CtaBand heading={faqCta.heading} body={faqCta.body} label={faqCta.label} href={routes.contact.path} />
    </>
  )
}
