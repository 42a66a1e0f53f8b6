// /occupations in a browser (issue 64): a job title typed in Hindi or English finds its occupation, and the
// result gives its NOC, Australian and UK codes with the assessing authority and the Canadian category
// rounds; the page reads right to an accessibility checker with a result shown. Its list without
// JavaScript and its head: tests/build/occupations.test.ts; a link's choice: link-answers.spec.ts.
import { expect, test } from '@playwright/test'
import { copyIn } from '../../content/copy'
import { messagesFor } from '../../lib/messages'
import { axeViolations } from '../support/axe'

const searches = [
  {
    locale: 'hi',
    typed: 'नर्स',
    id: 'registered-nurse',
    codes: ['NOC 31301', 'ANZSCO 254418', 'ANMAC', 'SOC 2237'],
    canada: copyIn('hi').roundTypeNames.healthcare,
  },
  {
    locale: 'en',
    typed: 'software engineer',
    id: 'software-engineer',
    codes: ['NOC 21231', 'ANZSCO 261313', 'ACS', 'SOC 2134'],
    canada: messagesFor('en')('occupations.canada.noCategory'),
  },
] as const

for (const { locale, typed, id, codes, canada } of searches) {
  test(`a search for “${typed}” in ${locale} reaches its codes, its assessing authority and Canada’s category rounds`, async ({
    page,
  }) => {
    const m = messagesFor(locale)
    await page.goto(locale === 'en' ? '/occupations' : `/${locale}/occupations`)
    await page.getByLabel(m('occupations.search.label')).fill(typed)
    await page.getByRole('radio', { name: m(`occupations.titles.${id}`) }).check()
    const result = page.locator(`[data-occupation="${id}"]`)
    for (const code of codes) await expect(result).toContainText(code)
    await expect(result.locator('[data-destination="canada"]')).toContainText(canada)
    await expect(page).toHaveURL(new RegExp(`\\?occupation=${id}$`))
    if (locale === 'en') expect(await axeViolations(page)).toEqual([])
  })
}
