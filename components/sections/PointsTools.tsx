import type { HomeContent } from '../../content/home'
import { buttonClasses } from '../ui/button-styles'
import { Flag } from '../ui/Flag'
import { SectionHeading } from './SectionHeading'

/** Home's way to the points calculators: one card per country. */
export function PointsTools({ tools }: { tools: HomeContent['tools'] }) {
  return (
    <section aria-labelledby="points-tools-heading" className="bg-slate-50 py-16">
      <div className="container-page">
        <SectionHeading id="points-tools-heading" heading={tools.heading} lead={tools.lead} />
        <ul className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
          {tools.items.map((tool) => (
            <li
              key={tool.href}
              className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <div className="flex items-center gap-4">
                <Flag code={tool.flag} />
                <h3 className="text-xl font-bold text-slate-900">{tool.title}</h3>
              </div>
              <p className="text-slate-700">{tool.body}</p>
              <a href={tool.href} className={buttonClasses('default', 'default', 'mt-auto self-start')}>
                {tool.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
