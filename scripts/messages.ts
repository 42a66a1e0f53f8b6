// `npm run messages`: writes the Edge Functions' copy of the messages they say
// (lib/function-messages.ts) from the catalogues in messages/, after an edit of either.
import { writeFileSync } from 'node:fs'
import { functionMessagesFile, functionMessagesPath } from '../lib/function-messages'
import { catalogues } from '../lib/messages'

writeFileSync(functionMessagesPath, functionMessagesFile(catalogues))
console.log(`Wrote ${functionMessagesPath}`)
