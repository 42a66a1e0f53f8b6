import type { HTMLAttributes } from 'react'

export function Card({ className = '', ...rest }: HTMLAttributes<HTMLElement>) {
  return (
    <article {...rest} className={`rounded-xl border border-slate-200 bg-white p-6 shadow-sm ${className}`} />
  )
}
