import type { FlagCode } from '../../content/types'

/** A country's flag (SVG from the flag-icons project, public/flags/). Decorative: the name is beside it. */
export function Flag({ code, className = 'h-9 w-12' }: { code: FlagCode; className?: string }) {
  return (
    <img
      src={`/flags/${code}.svg`}
      alt=""
      width={48}
      height={36}
      loading="lazy"
      decoding="async"
      className={`rounded-sm object-cover shadow ring-1 ring-slate-200 ${className}`}
    />
  )
}
