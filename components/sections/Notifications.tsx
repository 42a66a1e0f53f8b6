import Toaster from '../islands/Toaster'
import { Island } from '../layout/Island'
import { usePageCopy } from '../layout/PageLanguage'

/** Where a page's notifications appear: placed once by each page that raises any, whatever its forms. */
export function Notifications() {
  const { layoutCopy } = usePageCopy()
  return <Island of={Toaster} hydrate="demand" props={{ closeLabel: layoutCopy.notifications.close }} />
}
