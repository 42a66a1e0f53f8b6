import type { PageContextServer } from 'vike/types'
import FaqAccordion from '../../components/islands/FaqAccordion'
import { Island } from '../../components/layout/Island'
import { CtaBand } from '../../components/sections/CtaBand'
import { FactReview } from '../../components/sections/FactReview'
import { PageHero } from '../../components/sections/PageHero'
import { copyIn } from '../../content/copy'
import { withFacts } from '../../lib/facts/site'

export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { faqCta, faqIntro, faqItems, faqPage, routes } = copyIn(pageContext.locale)
  const { content: items, review } = withFacts(faqItems)
  return (
    <>
      <PageHero {...faqIntro} />
      <section aria-label={faqPage.listLabel} className="container-page max-w-3xl py-14">
        <Island of={FaqAccordion} hydrate="interaction" props={{ items: [...items] }} />
        {[faqPage.fees, faqPage.checkAnAdviser].map((link) => (
          <p key={link.href} className="mt-8 text-slate-700">
            <a
              href={link.href}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {link.label}
            </a>
          </p>
        ))}
      </section>
      <CtaBand {...faqCta} href={routes.contact.path} />
      <FactReview review={review} />
    </>
  )
}
