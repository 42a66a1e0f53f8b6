import { buttonClasses } from '../ui/button-styles'

interface CtaBandProps {
  heading: string
  body: string
  label: string
  href: string
}

/** The closing call to action of a page. */
export function CtaBand({ heading, body, label, href }: CtaBandProps) {
  return (
    <section className="py-16">
      <div className="container-page">
        <div className="rounded-2xl bg-gradient-to-r from-brand-800 to-brand-600 px-6 py-12 text-center text-white sm:px-12">
          <h2 className="text-3xl font-bold text-balance">{heading}</h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-100">{body}</p>
          <a href={href} className={buttonClasses('hero', 'lg', 'mt-8')}>
            {label}
          </a>
        </div>
      </div>
    </section>
  )
}
