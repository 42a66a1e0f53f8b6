import { pageCopy } from '../../content/copy'
import Toaster from '../islands/Toaster'
import { Island } from '../layout/Island'

/** Where a page's notifications appear: placed once by each page that raises any, whatever its forms. */
export function Notifications() {
  const { layoutCopy } = pageCopy()
  return <Island of={Toaster} hydrate="demand" props={{ closeLabel: layoutCopy.notifications.close }} />
}
