// The saved samples of the feeds' real shapes (tests/fixtures/*.sample.json), and copies of them with one
// change, for the refreshers' tests.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export const fixture = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', name), 'utf8')) as unknown

/** A deep copy with one change, for a feed of another shape or with another value. */
export const altered = <T>(value: T, change: (copy: T) => void): T => {
  const copy = structuredClone(value)
  change(copy)
  return copy
}

/** Home Affairs' answer (GPT.aspx): its sample for 189, with a 500 Higher Education Sector row made from it. */
type HomeAffairsAnswer = { d: { data: Record<string, string>[] } }
export const homeAffairsSample = fixture('home-affairs-gpt.sample.json') as HomeAffairsAnswer
export const homeAffairsAnswer = altered(homeAffairsSample, (answer) => {
  answer.d.data.push({
    ...answer.d.data[0],
    VisaSubclassCode: '500',
    StreamCode: '1',
    StreamText: 'Higher Education Sector',
  })
})
