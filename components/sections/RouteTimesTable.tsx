import type { Source } from '../../content/facts/types'
import type { processingTimes } from '../../content/processing-times'
import { usePageCopy } from '../layout/PageLanguage'
import { SourceLinks } from '../ui/SourceLinks'

type Content = ReturnType<typeof processingTimes>
type Destination = Content['destinations'][number]

const linkClasses = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'
const cell = 'px-3 py-3 align-top'

interface RouteTimesTableProps {
  destination: Destination
  copy: Pick<Content, 'columns' | 'officialPage' | 'copiedFrom' | 'check'>
  newTab: string
}

function Sources({ label, sources, newTab }: { label: string; sources: readonly Source[]; newTab: string }) {
  const { copyOf } = usePageCopy().layoutCopy.factReview
  return (
    <>
      <p className="font-semibold">{label}</p>
      <SourceLinks
        sources={sources}
        newTab={newTab}
        copyOf={copyOf}
        className="mb-2 space-y-1"
        linkClassName={linkClasses}
      />
    </>
  )
}

/** One destination's routes: the time, what it measures, its update date and its source. */
export function RouteTimesTable({ destination, copy, newTab }: RouteTimesTableProps) {
  const { columns } = copy
  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
      <table className="w-full min-w-[48rem] bg-white text-left text-sm text-slate-800">
        <caption className="sr-only">{destination.heading}</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            {[columns.route, columns.time, columns.measures, columns.updated, columns.source].map(
              (heading) => (
                <th key={heading} scope="col" className={`${cell} font-semibold`}>
                  {heading}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {destination.rows.map((row) => (
            <tr key={row.route} id={row.route}>
              <th scope="row" className={`${cell} font-semibold text-slate-900`}>
                {row.name}
              </th>
              {row.published ? (
                <>
                  <td className={cell}>
                    <ul className="space-y-1">
                      {row.figures.map((figure) => (
                        <li key={figure}>{figure}</li>
                      ))}
                    </ul>
                  </td>
                  <td className={cell}>
                    <p>{row.measure}</p>
                    <p className="mt-1 font-medium">{row.scope}</p>
                  </td>
                  <td className={cell}>
                    <p>{row.updated}</p>
                    <p className="mt-1 text-slate-600">{row.copied}</p>
                  </td>
                  <td className={cell}>
                    <Sources label={copy.officialPage} sources={[row.source]} newTab={newTab} />
                    <Sources label={copy.copiedFrom} sources={[row.copiedFrom]} newTab={newTab} />
                  </td>
                </>
              ) : (
                <>
                  <td className={cell} colSpan={3}>
                    <p className="font-medium">{row.none}</p>
                    {row.fastTrack && <p className="mt-1">{row.fastTrack}</p>}
                  </td>
                  <td className={cell}>
                    <Sources
                      label={copy.check}
                      sources={[...row.check, ...row.limitSources]}
                      newTab={newTab}
                    />
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
