// Round alerts (issue 65): subscribing under the CRS result carries the calculator's score and answers,
// the page's language and a write pass to the round-alerts function, whose answer is in that language. The rules, the
// mails and the job are tested against the backend (tests/unit/backend/round-alerts.test.ts); the form's
// words and notice in the built HTML (tests/build/round-alerts.test.ts).
import { expect, test } from '@playwright/test'
import { messagesFor } from '../../lib/messages'

const m = messagesFor('mr')

test('subscribing from the CRS result in Marathi carries the score, the answers and the language', async ({
  page,
}) => {
  await page.goto('/mr/crs-calculator?age=30&education=master&canadianWork=1')
  await expect(page).toHaveURL(/foreignWork=/)
  const total = Number((await page.locator('#crs-points output').textContent())?.replace(/,/g, ''))
  expect(total).toBeGreaterThan(0)
  const form = page.locator('[data-round-alerts]')
  // As a visitor types, the form earns its pass; sent once it has one (the send then runs while the
  // browser is still firing the submit event, where a requestSubmit() was ignored and nothing went).
  const earned = page.waitForResponse(
    (response) =>
      response.url().includes('/functions/v1/proof-of-work') && response.request().method() === 'POST',
  )
  const email = form.getByLabel('तुमचा ई-मेल पत्ता')
  const score = form.getByLabel(m('roundAlertsSite.form.score'))
  const send = form.getByRole('button', { name: 'नव्या ड्रॉची सूचना मला ई-मेलवर पाठवा' })
  // What the browser refuses is named in the page's words, and what was typed stays.
  await email.fill('asha@')
  await score.fill('चारशे')
  await send.click()
  await expect(email).toHaveJSProperty('validationMessage', m('enquiry.message.contact.email'))
  await expect(score).toHaveJSProperty('validationMessage', m('roundAlertsSite.form.scoreInvalid'))
  await expect(email).toHaveValue('asha@')
  await score.fill(String(total))
  await email.fill('asha.alerts@example.in')
  await earned
  // Alerts by type with no type ticked: the first box asks for one in the page's words, and nothing is sent.
  await form.getByLabel(m('roundAlertsSite.form.kinds.types')).check()
  await send.click()
  const types = form.getByRole('group', { name: m('roundAlertsSite.form.types') }).getByRole('checkbox')
  await expect(types.first()).toHaveJSProperty('validationMessage', m('roundAlertsSite.form.typesMissing'))
  await expect(email).toHaveValue('asha.alerts@example.in')
  await form.getByLabel(m('roundAlertsSite.form.kinds.score')).check()
  const posted = page.waitForRequest(
    (request) => request.url().includes('/functions/v1/round-alerts') && request.method() === 'POST',
  )
  await send.click()
  const fields = new URLSearchParams((await posted).postData() ?? '')
  expect(fields.get('score')).toBe(String(total))
  expect(fields.get('language')).toBe('mr')
  expect(fields.get('kind')).toBe('score')
  expect(fields.get('answers')).toContain('canadianWork=1')
  // The live form's write pass: nothing others on the connection sent can hold it back.
  expect(fields.get('write_pass')).toMatch(/^[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('तुमचा ई-मेल तपासा')
})
