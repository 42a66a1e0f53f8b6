// Trust a visitor can check (issue 30): who may advise on each destination's visas, and where to check.
import { expect, test } from '@playwright/test'
import { type AdviceRule, about } from '../../content/about'
import { facts } from '../../content/facts'
import { home } from '../../content/home'

test('/about says who may advise on each destination, from the regulator’s page, and links each register', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('link', { name: home.trust.advisers.label }).click()
  await expect(page).toHaveURL(`/about#${about.advisers.id}`)
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
