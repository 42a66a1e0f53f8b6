interface SectionHeadingProps {
  id?: string
  heading: string
  lead?: string
  align?: 'left' | 'center'
}

export function SectionHeading({ id, heading, lead, align = 'center' }: SectionHeadingProps) {
  const alignment = align === 'center' ? 'mx-auto text-center' : ''
  return (
    <div className={`max-w-3xl ${alignment}`}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900 text-balance sm:text-4xl">
        {heading}
      </h2>
      {lead && <p className="mt-4 text-lg text-slate-700">{lead}</p>}
    </div>
  )
}
