import { routes } from '../../content/routes'
import { pageSeo } from '../../lib/seo/page'

export default pageSeo(routes.fees)
