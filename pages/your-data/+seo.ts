import { localizedPageSeo } from '../../lib/seo/page'

export default localizedPageSeo('yourData')
