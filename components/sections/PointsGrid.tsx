import type { PointsReadingCopy } from '../../content/points'
import type { PointsTable } from '../../lib/calculators/tables'
import { formatDate } from '../../lib/locale'
import { usePageLocale } from '../layout/PageLanguage'

interface PointsGridProps {
  id: string
  heading: string
  lead: string
  tables: readonly PointsTable[]
  asOf: string
  reading: PointsReadingCopy
  /** What must be true before any point counts (the Opportunity Card's prerequisites). */
  prerequisites?: { heading: string; items: readonly string[] }
}

/** The complete official grid as tables: readable with JavaScript off, and what crawlers index. */
export function PointsGrid({ id, heading, lead, tables, asOf, reading, prerequisites }: PointsGridProps) {
  const locale = usePageLocale()
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-slate-50 py-14">
      <div className="container-page max-w-5xl">
        <h2 id={`${id}-heading`} className="text-3xl font-bold text-slate-900">
          {heading}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{lead}</p>
        <p className="mt-2 text-sm font-semibold text-slate-800">
          {reading.gridAsOf} <time dateTime={asOf}>{formatDate(asOf, locale)}</time>
        </p>
        {prerequisites && (
          <div className="mt-6 max-w-3xl rounded-xl bg-white p-5 ring-1 ring-slate-200">
            <h3 className="text-lg font-bold text-slate-900">{prerequisites.heading}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
              {prerequisites.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {tables.map((table) => (
            <div key={table.caption} className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
              <table className="w-full text-left text-sm">
                <caption className="px-4 pt-4 pb-2 text-left text-base font-bold text-slate-900">
                  {table.caption}
                </caption>
                <thead className="bg-slate-100 text-slate-800">
                  <tr>
                    <th scope="col" className="px-4 py-2 font-semibold">
                      {reading.tableHeadings.situation}
                    </th>
                    {table.columns.map((column) => (
                      <th key={column} scope="col" className="px-4 py-2 text-right font-semibold">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 text-slate-800">
                  {table.rows.map((row) => (
                    <tr key={row.situation}>
                      <th scope="row" className="px-4 py-2 font-normal">
                        {row.situation}
                      </th>
                      {row.points.map((points, index) => (
                        <td key={table.columns[index]} className="px-4 py-2 text-right tabular-nums">
                          {points}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
