import { expect, test } from '@playwright/test'

test('an unknown address answers 404 with the 404 page and logs the path', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  const response = await page.goto('/no-such-page?x=1')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  await expect.poll(() => logged.join('\n')).toContain('/no-such-page')
})

test('an unknown blog post says so and links back to the blog', async ({ page }) => {
  const response = await page.goto('/blog/anything-else')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found')
  await expect(
    page.getByText(
      'The requested blog post could not be found. Please return to the blog listing to explore our latest articles.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blogs')
})
