import { FactReview } from '../../components/sections/FactReview'
import { PageHero } from '../../components/sections/PageHero'
import { Badge } from '../../components/ui/Badge'
import { buttonClasses } from '../../components/ui/button-styles'
import { Card } from '../../components/ui/Card'
import { Fact } from '../../components/ui/Fact'
import { FactList } from '../../components/ui/FactList'
import { routes } from '../../content/routes'
import { visaSubclasses as subclasses, visaSubclassesPage } from '../../content/visa-subclasses'
import { withFacts } from '../../lib/facts/site'

export default function Page() {
  const { content, review } = withFacts({ subclasses, visaSubclassesPage }, 'content/visa-subclasses.ts')
  const { subclasses: visaSubclasses, visaSubclassesPage: page } = content
  return (
    <>
      <PageHero {...page.hero} />
      <section aria-label={page.labels.section} className="container-page grid gap-8 py-14 lg:grid-cols-2">
        {visaSubclasses.map((subclass) => (
          <Card key={subclass.id} id={`subclass-${subclass.id}`} className="flex flex-col gap-5">
            <div>
              <Badge>{page.labels.badge(subclass.id)}</Badge>
              <h2 className="mt-3 text-2xl font-bold text-slate-900">{subclass.title}</h2>
              <p className="mt-2 text-slate-700">{subclass.description}</p>
            </div>
            <dl className="grid grid-cols-2 gap-4 rounded-lg bg-slate-50 p-4">
              <Fact label={page.labels.duration} value={subclass.duration} />
              <Fact label={page.labels.country} value={subclass.country} />
            </dl>
            <div className="grid gap-5 sm:grid-cols-2">
              <FactList heading={page.labels.benefits} items={subclass.benefits} />
              <FactList heading={page.labels.requirements} items={subclass.requirements} />
            </div>
            <FactList heading={page.labels.eligibility} items={subclass.eligibility} />
            <a
              href={routes.contact.path}
              className={buttonClasses('default', 'default', 'mt-auto self-start')}
            >
              {page.labels.apply}
              <span className="sr-only">{page.labels.applyFor(subclass.id)}</span>
            </a>
          </Card>
        ))}
      </section>
      <FactReview review={review} />
    </>
  )
}
