import type { ReactNode } from 'react'

/**
 * What an island works out from its answers (a total, a verdict, a list), prerendered for the default
 * ones: hidden while the page's link holds answers the island has not applied yet, `pending` saying so
 * over its kept space, and without JavaScript, where the page's note above the island says what needs
 * it (the `worked-out` utility, components/layout/styles.css). Without `pending`, only hidden.
 */
export function WorkedOut({
  pending,
  className = '',
  children,
}: {
  pending?: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={`worked-out ${className}`} data-pending={pending}>
      {children}
    </div>
  )
}
