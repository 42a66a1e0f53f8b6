/** An avatar of a person's initials, in place of a stock photo. */
export function Initials({ name, className = 'size-12 text-base' }: { name: string; className?: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase())
    .filter((letter) => letter && /\p{L}/u.test(letter))
    .slice(0, 2)
    .join('')
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white ${className}`}
    >
      {initials}
    </span>
  )
}
