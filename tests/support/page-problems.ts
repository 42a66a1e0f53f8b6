// What a visitor's browser reports as going wrong on a page: Content-Security-Policy violations,
// console errors, uncaught exceptions and failed requests, from the moment the page starts.
import type { Page } from '@playwright/test'

export async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('404 Error:')) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('requestfailed', (request) =>
    problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`),
  )
  return problems
}
