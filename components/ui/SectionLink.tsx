/** The way on from a home section to the page that holds all of it ("Read all …"). */
export function SectionLink({ href, label }: { href: string; label: string }) {
  return (
    <p className="mt-8 text-center">
      <a
        href={href}
        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {label}
      </a>
    </p>
  )
}
