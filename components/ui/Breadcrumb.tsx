interface BreadcrumbProps {
  label: string
  /** Home first, the current page last: the same trail as the page's BreadcrumbList. */
  trail: readonly { label: string; path: string }[]
}

/** Where the page sits: a list of links, the current page named last without a link. */
export function Breadcrumb({ label, trail }: BreadcrumbProps) {
  return (
    <nav aria-label={label} className="container-page pt-6 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
        {trail.map((page, index) => (
          <li key={page.path} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">›</span>}
            {index < trail.length - 1 ? (
              <a
                href={page.path}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {page.label}
              </a>
            ) : (
              <span aria-current="page">{page.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
