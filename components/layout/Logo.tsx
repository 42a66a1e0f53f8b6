import { site } from '../../content/site'

/** The brand mark and name; the image is decorative because the name is written beside it. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <>
      <img src={site.logo} alt="" width={40} height={40} className="size-10" />
      <span className={`text-lg font-bold leading-tight ${inverted ? 'text-white' : 'text-slate-900'}`}>
        {site.shortName}
        <span className={`block text-xs font-medium ${inverted ? 'text-slate-300' : 'text-slate-600'}`}>
          {site.name.slice(site.shortName.length).trim()}
        </span>
      </span>
    </>
  )
}
