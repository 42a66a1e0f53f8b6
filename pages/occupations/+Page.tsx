import type { PageContextServer } from 'vike/types'
import OccupationSearch from '../../components/islands/OccupationSearch'
import { Island } from '../../components/layout/Island'
import { usePageRoute } from '../../components/layout/PageLanguage'
import { FactReview } from '../../components/sections/FactReview'
import { PageHero } from '../../components/sections/PageHero'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { NoScriptLine } from '../../components/ui/NoScriptLine'
import { OccupationAnswers } from '../../components/ui/OccupationAnswers'
import { copyIn } from '../../content/copy'
import { destinations, occupationViews } from '../../content/occupations'
import { site } from '../../content/site'
import { reviewOfStated } from '../../lib/facts/site'
import { absoluteUrl } from '../../lib/seo/url'

const linkClasses = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'

export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { layoutCopy, occupationsPage, routes } = copyIn(pageContext.locale)
  const { breadcrumb, hero, intro, noScript, list, copy, stated } = occupationsPage
  const review = reviewOfStated(stated, [
    'uk.skilledWorker.generalSalaryThreshold',
    'uk.skilledWorker.salaryOptions.generalGoingRate',
  ])
  const { newTab } = layoutCopy.factReview
  return (
    <>
      {/* One first block, drawn with the page (components/layout/styles.css). */}
      <div>
        <Breadcrumb label={layoutCopy.breadcrumb} trail={breadcrumb} />
        <PageHero {...hero} />
      </div>
      <section aria-labelledby="search-heading" className="container-page py-14">
        <h2 id="search-heading" className="text-3xl font-bold text-slate-900">
          {intro.heading}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{intro.lead}</p>
        <NoScriptLine text={noScript} />
        <div className="mt-8">
          <Island
            of={OccupationSearch}
            hydrate="interaction-or-query"
            props={{
              views: occupationViews,
              copy,
              language: pageContext.locale,
              contactPath: routes.contact.path,
              whatsapp: site.whatsapp,
              pageUrl: absoluteUrl(site.url, usePageRoute().path),
              newTab,
            }}
          />
        </div>
      </section>
      {/* Every common occupation's answers, readable without JavaScript. */}
      <section id="common" aria-labelledby="common-heading" className="bg-slate-50 py-14">
        <div className="container-page max-w-5xl">
          <h2 id="common-heading" className="text-3xl font-bold text-slate-900">
            {list.heading}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">{list.lead}</p>
          {/* Each country's list: the official page, the day it is as of and when it is checked again. */}
          <ul className="mt-4 space-y-1 text-sm text-slate-700">
            {destinations.map((destination) => {
              const { heading, source, dates } = copy.destinations[destination]
              return (
                <li key={destination}>
                  {heading}:{' '}
                  <a href={source.url} target="_blank" rel="noopener" className={linkClasses}>
                    {source.title}
                    <span className="sr-only"> {newTab}</span>
                  </a>{' '}
                  {dates}
                </li>
              )
            })}
          </ul>
          <ul className="mt-8 space-y-8">
            {occupationViews.map((view) => (
              <li key={view.id} id={view.id}>
                <h3 className="mb-3 text-xl font-bold text-slate-900">{copy.titles[view.id]}</h3>
                <OccupationAnswers
                  view={view}
                  copy={copy}
                  language={pageContext.locale}
                  detail={false}
                  newTab={newTab}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <FactReview review={review} />
    </>
  )
}
