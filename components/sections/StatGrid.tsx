export interface Stat {
  value: string
  label: string
}

/** Headline figures (2000+, 50+ …) on a dark band. */
export function StatGrid({ heading, stats }: { heading: string; stats: readonly Stat[] }) {
  return (
    <section aria-labelledby="impact-heading" className="bg-brand-950 py-16 text-white">
      <div className="container-page">
        <h2 id="impact-heading" className="text-center text-3xl font-bold sm:text-4xl">
          {heading}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-white/10 p-6 text-center">
              <dt className="mt-2 text-sm font-medium text-slate-200">{stat.label}</dt>
              <dd className="text-4xl font-extrabold text-accent-300">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
