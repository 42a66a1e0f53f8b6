// The Edge Functions' copy of the messages they say (supabase/functions/_shared/messages.generated.json)
// is the catalogues' words: a message edited in messages/ reaches the functions' pages and mails.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  functionMessagesFile,
  functionMessagesPath,
  unknownFunctionMessages,
} from '../../lib/function-messages'
import { catalogues } from '../../lib/messages'

describe('the functions’ messages', () => {
  it('are the catalogues’ words, as `npm run messages` writes them', () => {
    const written = readFileSync(functionMessagesPath, 'utf8')
    expect(
      written === functionMessagesFile(catalogues),
      `${functionMessagesPath} is out of step with messages/*.json: run \`npm run messages\``,
    ).toBe(true)
  })

  it('list only blocks and messages the catalogues hold', () => {
    expect(unknownFunctionMessages(catalogues.en)).toEqual([])
  })
})
