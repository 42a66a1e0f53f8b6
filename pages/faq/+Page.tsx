import FaqAccordion from '../../components/islands/FaqAccordion'
import { Island } from '../../components/layout/Island'
import { CtaBand } from '../../components/sections/CtaBand'
import { PageHero } from '../../components/sections/PageHero'
import { faqCta, faqIntro, faqItems, faqPage } from '../../content/faq'
import { heroPicture } from '../../content/illustrations'
import { routes } from '../../content/routes'

export default function Page() {
  return (
    <>
      <PageHero {...faqIntro} picture={heroPicture('faq')} />
      <section aria-label={faqPage.listLabel} className="container-page max-w-3xl py-14">
        <Island of={FaqAccordion} hydrate="interaction" props={{ items: [...faqItems] }} />
      </section>
      <CtaBand {...faqCta} href={routes.contact.path} />
    </>
  )
}
