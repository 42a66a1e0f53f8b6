import type { HomeContent } from '../../content/home'
import { Flag } from '../ui/Flag'
import { SectionLink } from '../ui/SectionLink'
import { SectionHeading } from './SectionHeading'

/** Home's destinations: a flag tile per country, each opening its guide. */
export function Destinations({
  destinations,
  anchors,
}: {
  destinations: HomeContent['destinations']
  /** Each country's anchor on the guides page, by position: made from the English names in every language. */
  anchors: readonly string[]
}) {
  const { link } = destinations
  return (
    <section aria-labelledby="destinations-heading" className="py-16">
      <div className="container-page">
        <SectionHeading id="destinations-heading" heading={destinations.heading} lead={destinations.lead} />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {destinations.items.map((country, index) => (
            <li key={country.name}>
              <a
                href={`${link.href}#${anchors[index]}`}
                className="flex h-full items-center gap-4 rounded-xl p-4 ring-1 ring-slate-200 hover:bg-slate-50"
              >
                <Flag code={country.flag} />
                <span>
                  <b className="block text-lg text-slate-900">{country.name}</b>
                  <span className="text-sm text-slate-600">
                    {country.programs.join(' · ')}
                    {link.inEnglish && ` ${link.inEnglish}`}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <SectionLink {...link} />
        <SectionLink {...destinations.times} />
      </div>
    </section>
  )
}
