import type { HomeContent } from '../../content/home'
import { Badge } from '../ui/Badge'
import { buttonClasses } from '../ui/button-styles'
import { Card } from '../ui/Card'
import { Icon } from '../ui/Icon'
import { SectionHeading } from './SectionHeading'

/** Home's seven service cards, each linking to its card on /visa-services. */
export function ServiceCards({
  services,
  anchors,
  servicesPath,
}: {
  services: HomeContent['services']
  /** Each card's anchor on /visa-services, by position: made from the English titles in every language. */
  anchors: readonly string[]
  servicesPath: string
}) {
  return (
    <section id="services" className="bg-slate-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading heading={services.heading} lead={services.lead} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.items.map((service, index) => (
            <li key={service.title} className="flex">
              <Card className="flex w-full flex-col">
                <div className="flex items-start justify-between gap-2">
                  <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon name={service.icon} />
                  </span>
                  {'popular' in service && service.popular && <Badge tone="accent">{services.popular}</Badge>}
                </div>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{service.title}</h3>
                <p className="mt-2 flex-1 text-sm text-slate-700">{service.description}</p>
                <a
                  href={`${servicesPath}#${anchors[index]}`}
                  className="mt-4 text-sm font-semibold text-brand-700 hover:underline"
                >
                  {services.learnMore}
                  <span className="sr-only">: {service.title}</span>
                </a>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <p className="text-slate-700">{services.assessment.text}</p>
          <a href={services.assessment.href} className={buttonClasses('default', 'lg', 'mt-4')}>
            {services.assessment.label}
          </a>
        </div>
      </div>
    </section>
  )
}
