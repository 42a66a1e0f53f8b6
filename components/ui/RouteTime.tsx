/** A route's official processing time, as content/processing-times.ts words it. */
export interface RouteTimeLine {
  label: string
  text: string
  link: { href: string; label: string }
}

/** A route's official processing time in a line, and the way to its table on /processing-times. */
export function RouteTime({ time, linkClassName }: { time: RouteTimeLine; linkClassName: string }) {
  return (
    <p className="mt-2 text-sm text-slate-700">
      <span className="font-semibold text-slate-900">{time.label}:</span> {time.text}{' '}
      <a href={time.link.href} className={linkClassName}>
        {time.link.label}
      </a>
    </p>
  )
}
