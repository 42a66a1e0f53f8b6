import type { ReactNode } from 'react'

/** A pill as wide as its text, even inside a stretching flex column. */
export function Badge({ children, tone = 'brand' }: { children: ReactNode; tone?: 'brand' | 'accent' }) {
  const tones = {
    brand: 'bg-brand-50 text-brand-800 ring-brand-200',
    accent: 'bg-accent-100 text-amber-900 ring-accent-300',
  }
  return (
    <span
      className={`inline-flex w-fit items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ${tones[tone]}`}
    >
      {children}
    </span>
  )
}
