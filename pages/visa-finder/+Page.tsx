import type { PageContextServer } from 'vike/types'
import VisaFinder from '../../components/islands/VisaFinder'
import { Island, IslandPropsPlace } from '../../components/layout/Island'
import { usePageRoute } from '../../components/layout/PageLanguage'
import { FactReview } from '../../components/sections/FactReview'
import { PageHero } from '../../components/sections/PageHero'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { Flag } from '../../components/ui/Flag'
import { NoScriptLine } from '../../components/ui/NoScriptLine'
import { RouteTime } from '../../components/ui/RouteTime'
import { copyIn } from '../../content/copy'
import { site } from '../../content/site'
import { reviewOfStated } from '../../lib/facts/site'
import { routeIds } from '../../lib/finder/finder'
import { finderFactNames, finderPageRules } from '../../lib/finder/rules'
import { absoluteUrl } from '../../lib/seo/url'

const linkClasses = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'

export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { layoutCopy, occupationsLink, pointsReading, routes, routeTimes, visaFinder } = copyIn(
    pageContext.locale,
  )
  const { hero, intro, finder, table, breadcrumb, noScript } = visaFinder
  // The facts its words state, then those its rules rest on.
  const review = reviewOfStated(visaFinder.stated, finderFactNames)
  return (
    <>
      {/* One first block, drawn with the page (components/layout/styles.css). */}
      <div>
        <Breadcrumb label={layoutCopy.breadcrumb} trail={breadcrumb} />
        <PageHero {...hero} />
      </div>
      <section aria-labelledby="finder-heading" className="container-page py-14">
        <h2 id="finder-heading" className="text-3xl font-bold text-slate-900">
          {intro.heading}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{intro.lead}</p>
        {/* Above the island: between its props and the route cards, which repeat their words, a line
            moves the cards out of gzip's reach of the props (measured: 0.6 KB more in Hindi). */}
        <p className="mt-2 text-slate-800">
          {occupationsLink.lead}{' '}
          <a href={occupationsLink.href} className={linkClasses}>
            {occupationsLink.label}
          </a>
        </p>
        <NoScriptLine text={noScript} />
        <div className="mt-8">
          <Island
            of={VisaFinder}
            hydrate="interaction-or-query"
            // The words first, the rules' numbers after them: the props' words then sit nearer the cards
            // above that they repeat, within gzip's reach.
            props={{
              copy: finder,
              rules: finderPageRules,
              contactPath: routes.contact.path,
              whatsapp: site.whatsapp,
              pageUrl: absoluteUrl(site.url, usePageRoute().path),
              newTab: layoutCopy.factReview.newTab,
              years: { years: pointsReading.years, language: pointsReading.language },
            }}
          />
        </div>
        <p className="mt-8 text-slate-800">
          {pointsReading.languageScores.lead}{' '}
          <a href={pointsReading.languageScores.href} className={linkClasses}>
            {pointsReading.languageScores.label}
          </a>
        </p>
      </section>
      {/* Drawn with the page: on a phone its fourteen cards stand far taller than a deferred block's
          stand-in, and a checker reading it undrawn finds its words over the footer (styles.css). */}
      <section
        id="routes"
        aria-labelledby="routes-heading"
        className="bg-slate-50 py-14"
        data-drawn-with-page
      >
        <div className="container-page max-w-5xl">
          <h2 id="routes-heading" className="text-3xl font-bold text-slate-900">
            {table.heading}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">{table.lead}</p>
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {routeIds.map((id) => {
              const route = finder.routes[id]
              return (
                <li key={id} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
                  <h3 className="flex items-center gap-3 text-lg font-bold text-slate-900">
                    <Flag code={route.flag} className="h-6 w-8 shrink-0" />
                    {route.name}
                  </h3>
                  <p className="mt-2 text-slate-800">{table.needs[id]}</p>
                  <RouteTime time={routeTimes[id]} linkClassName={linkClasses} />
                  <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    <a href={route.link.path} className={linkClasses}>
                      {route.link.label}
                    </a>
                    <a href={route.source.url} target="_blank" rel="noopener" className={linkClasses}>
                      {`${table.source}: ${route.source.title}`}
                      <span className="sr-only">{` ${layoutCopy.factReview.newTab}`}</span>
                    </a>
                  </p>
                </li>
              )
            })}
          </ul>
        </div>
      </section>
      {/* The finder's props after the route cards they repeat, before the sources (measured: 0.5 KB
          less in English, 1 KB in Marathi than at the body's end). */}
      <IslandPropsPlace />
      <FactReview review={review} />
    </>
  )
}
