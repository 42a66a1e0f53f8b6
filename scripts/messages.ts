// `npm run messages`: writes the Edge Functions' copy of the messages they say
// (lib/function-messages.ts) from the catalogues in messages/, after an edit of either; and the visa
// finder's occupation readings (content/finder-occupations.ts), which say some of them.
import { writeFileSync } from 'node:fs'
import { finderOccupationsFile, finderOccupationsPath } from '../content/finder-occupations'
import { functionMessagesFile, functionMessagesPath } from '../lib/function-messages'
import { locales } from '../lib/i18n'
import { catalogues } from '../lib/messages'

writeFileSync(functionMessagesPath, functionMessagesFile(catalogues))
console.log(`Wrote ${functionMessagesPath}`)
for (const locale of locales) {
  writeFileSync(finderOccupationsPath(locale), finderOccupationsFile(locale))
  console.log(`Wrote ${finderOccupationsPath(locale)}`)
}
