import { lazy, Suspense, useEffect, useState } from 'react'
import { onFirstNotice } from '../ui/notify'

const ToasterView = lazy(() => import('../ui/ToasterView'))

/**
 * The one place notifications appear. It renders nothing, and loads nothing more, until the page
 * raises its first notification.
 */
export default function Toaster({ closeLabel }: { closeLabel: string }) {
  const [active, setActive] = useState(false)
  useEffect(() => onFirstNotice(() => setActive(true)), [])
  return active ? (
    <Suspense fallback={null}>
      <ToasterView closeLabel={closeLabel} />
    </Suspense>
  ) : null
}
