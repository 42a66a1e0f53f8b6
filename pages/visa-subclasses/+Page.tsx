import { usePageLocale } from '../../components/layout/PageLanguage'
import { FactCard } from '../../components/sections/FactCard'
import { FactReview } from '../../components/sections/FactReview'
import { PageHero } from '../../components/sections/PageHero'
import { routes } from '../../content/routes'
import { visaSubclasses as subclasses, visaSubclassesPage } from '../../content/visa-subclasses'
import { withFacts } from '../../lib/facts/site'
import { messagesFor } from '../../lib/messages'

export default function Page() {
  const locale = usePageLocale()
  const page = visaSubclassesPage(messagesFor(locale))
  const { content: visaSubclasses, review } = withFacts(subclasses)
  return (
    <>
      <PageHero {...page.hero} />
      <section aria-label={page.labels.section} className="container-page grid gap-8 py-14 lg:grid-cols-2">
        {visaSubclasses.map((subclass) => (
          <FactCard
            key={subclass.id}
            id={`subclass-${subclass.id}`}
            visual={{ kind: 'badge', text: page.labels.badge(subclass.id) }}
            title={subclass.title}
            description={subclass.description}
            facts={[
              { label: page.labels.duration, value: subclass.duration },
              { label: page.labels.country, value: subclass.country },
            ]}
            lists={[
              {
                columns: [
                  { heading: page.labels.benefits, items: subclass.benefits },
                  { heading: page.labels.requirements, items: subclass.requirements },
                ],
              },
              { heading: page.labels.eligibility, items: subclass.eligibility },
            ]}
            action={{
              href: routes.contact.path,
              label: page.labels.apply,
              context: page.labels.applyFor(subclass.id),
              variant: 'default',
            }}
            tools={'tools' in subclass ? subclass.tools : undefined}
          />
        ))}
      </section>
      <FactReview review={review} />
    </>
  )
}
