// A calculator that takes a test's scores, as a visitor gives them (issue 54): the test chosen, the four
// scores typed, and IELTS 6.3, which no report prints, explained and kept.
import { expect, type Page } from '@playwright/test'

/** Chooses `test` in "Which test did you take?" and types `score` in each of the four abilities. */
export async function typeScores(page: Page, test: string, score: string) {
  await page.getByLabel('Which test did you take?').selectOption(test)
  for (const ability of ['Listening', 'Reading', 'Writing', 'Speaking'])
    await page.getByLabel(ability, { exact: true }).fill(score)
}

/** IELTS 6.3 typed in the field `label` is explained and stays, in the field and as `parameter` in the link. */
export async function expectBandExplainedAndKept(page: Page, label: string, parameter: string) {
  const field = page.getByLabel(label, { exact: true })
  await field.fill('6.3')
  await expect(page.getByText('does not give this score: the nearest it gives are 6 and 6.5')).toBeVisible()
  await expect(field).toHaveValue('6.3')
  await expect(page).toHaveURL(new RegExp(`test=ielts.*${parameter}=6\\.3`))
}
