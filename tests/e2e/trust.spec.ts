// Trust a visitor can check (issue 30): who may advise on each destination's visas, and where to check.

import { expect, test } from '@playwright/test'
import { type AdviceRule, advisersAnchor } from '../../content/about'
import { copyIn } from '../../content/copy'
import { facts } from '../../content/facts'
import { feeRoutes as feeRoutesIn, fees as feesIn } from '../../content/fees'
import { formatFact } from '../../lib/facts/format-fact'
import { withFacts } from '../../lib/facts/site'
import { formatDate } from '../../lib/locale'
import { messagesFor } from '../../lib/messages'

const feeRoutes = withFacts(feeRoutesIn(messagesFor('en'))).content
const fees = feesIn(messagesFor('en'))

const { home } = copyIn('en')
const about = withFacts(copyIn('en').about).content

test('/about says who may advise on each destination, from the regulator’s page, and links each register', async ({
  page,
}) => {
  // Home's trust strip leads to /check-an-adviser, which About's section links to in turn.
  await page.goto('/')
  await page.getByRole('link', { name: home.trust.advisers.label }).click()
  await expect(page).toHaveURL('/check-an-adviser')
  await page.goto(`/about#${advisersAnchor}`)
  const section = page.getByRole('region', { name: about.advisers.heading })
  await expect(section).toBeInViewport()
  for (const destination of about.advisers.destinations as readonly AdviceRule[]) {
    await expect(section.getByRole('heading', { name: destination.name, exact: true })).toBeVisible()
    if (destination.check) {
      await expect(
        section.getByRole('link', { name: `${about.advisers.checkLabel}: ${destination.check.title}` }),
      ).toHaveAttribute('href', destination.check.url)
    }
  }
  // Each rule's official page is among the page's sources, with the day it was last reviewed.
  const sources = page.getByRole('region', { name: 'Sources' })
  for (const rule of Object.values(facts.advice)) {
    await expect(sources.getByRole('link', { name: rule.source.title })).toHaveAttribute(
      'href',
      rule.source.url,
    )
  }
  await expect(page.getByText(/^Last reviewed/)).toBeVisible()
})

test('/fees shows each route’s government fees with amount, currency, effective date and official page', async ({
  page,
}) => {
  await page.goto('/fees')
  const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' })
  for (const route of feeRoutes) {
    const card = page.locator(`#${route.id}`)
    await expect(card.getByRole('heading', { name: `${route.country}: ${route.route}` })).toBeVisible()
    for (const fee of route.fees) {
      const row = card.getByRole('row').filter({ has: page.getByRole('rowheader', { name: fee.item }) })
      await expect(row).toHaveCount(1)
      await expect(row).toContainText(formatFact(fee.fact, 'en'))
      await expect(row).toContainText(currencyNames.of(fee.fact.unit) ?? fee.fact.unit)
      await expect(row.locator(`time[datetime="${fee.fact.asOf}"]`)).toHaveText(
        formatDate(fee.fact.asOf, 'en'),
      )
      // A figure since replaced says until when it applied, and sends the visitor to the official page.
      if (fee.fact.until) await expect(row).toContainText(`Until ${formatDate(fee.fact.until, 'en')}`)
      // Fees with one official page each link it.
      await expect(card.getByRole('link', { name: fee.fact.source.title }).first()).toHaveAttribute(
        'href',
        fee.fact.source.url,
      )
      for (const report of fee.fact.reportedBy ?? []) {
        await expect(card.getByRole('link', { name: report.title })).toHaveAttribute('href', report.url)
      }
    }
    await expect(card.getByText(/^Last reviewed \d{1,2} \w+ 20\d\d$/)).toBeVisible()
  }
  // The firm's fee policy stands apart from the government's, with the promise no one can make.
  const ours = page.getByRole('region', { name: fees.ours.heading })
  for (const point of fees.ours.points) await expect(ours.getByText(point)).toBeVisible()
  await expect(page.getByRole('heading', { name: fees.guarantee.heading })).toBeVisible()
  await ours.getByRole('link', { name: fees.ours.advisers.label }).click()
  await expect(page).toHaveURL('/check-an-adviser')
})

test('/fees is a step away from Home, /visa-services, the FAQ, the footer and both calculators’ results', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('link', { name: home.trust.fees.label }).click()
  await expect(page).toHaveURL('/fees')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fees.hero.heading)
  for (const path of ['/visa-services', '/faq', '/about']) {
    await page.goto(path)
    const links = page.locator('a[href="/fees"]')
    expect(await links.count(), path).toBeGreaterThan(0)
  }
  const { australiaPoints, crsCalculator } = copyIn('en')
  await page.goto('/crs-calculator?age=30')
  await page.getByRole('link', { name: crsCalculator.calculator.enquiry.fees.label }).click()
  await expect(page).toHaveURL('/fees#canada-express-entry')
  await expect(page.locator('#canada-express-entry')).toBeInViewport()
  await page.goto('/australia-points-calculator?age=30')
  await expect(
    page.getByRole('link', { name: australiaPoints.calculator.enquiry.fees.label }),
  ).toHaveAttribute('href', '/fees#australia-skilled')
})
