// The round alerts' form on /express-entry-draws, live once the visitor touches it: like the form under the
// CRS result it earns a write pass and sends it, so that others subscribing from the visitor's network
// cannot use up the allowance a plain post has (issue 65, item 5). Without a script it posts plainly.
import { RoundAlertsForm } from '../ui/RoundAlertsForm'

export default RoundAlertsForm
