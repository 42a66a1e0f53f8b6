// The counts and facts the spec gives, as a crawler reads them in the built pages.
import { expect, test } from '@playwright/test'
import { retentionDefaults } from '@shared/personal-data.ts'
import { facts } from '../../content/facts'
import { site } from '../../content/site'
import { formatFact } from '../../lib/facts/format'
import { blogPosts, builtHtml, decodeEntities, jsonLdBlocks, metaContent } from '../support/built-site'

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0
/** The page's visible text, as a crawler extracts it. */
const text = (path: string) =>
  decodeEntities(
    builtHtml(path)
      .replace(/<!--.*?-->|<style>.*?<\/style>|<script\b.*?<\/script>/gs, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  )

test('/visa-services has seven cards, each showing three requirements', () => {
  const html = builtHtml('/visa-services')
  expect(count(html, /Get Started/g)).toBe(7)
  for (const id of [
    'work-visas',
    'student-visas',
    'family-visas',
    'tourist-and-visitor',
    'permanent-residence',
    'business-immigration',
    'digital-nomad-visas',
  ]) {
    expect(html).toContain(`id="${id}"`)
  }
  expect(count(text('/visa-services'), /\.\.\.and \d+ more requirements/g)).toBe(7)
  expect(text('/visa-services')).not.toContain('₹')
})

test('/countries has five countries, each with its call to action', () => {
  const page = text('/countries')
  for (const country of ['Canada', 'Australia', 'Germany', 'United Kingdom', 'New Zealand']) {
    expect(page).toContain(`Start Your Journey to ${country}`)
  }
  expect(page).toContain('latest published by national statistics offices')
})

const guideKeys = ['canada', 'australia', 'uk', 'germany', 'nz', 'us'] as const

test('/country-guides has six guides with the registry times and costs', () => {
  const page = text('/country-guides')
  expect(count(page, /View Detailed Guide/g)).toBe(6)
  for (const key of guideKeys) {
    expect(page).toContain(formatFact(facts[key].guide.processing))
    expect(page).toContain(formatFact(facts[key].guide.costRange))
  }
})

test('/visa-subclasses has the five subclasses with their durations', () => {
  const page = text('/visa-subclasses')
  expect(count(page, /Apply Now/g)).toBe(5)
  for (const id of ['407', '482', '189', '190', '491']) expect(page).toContain(`Subclass ${id}`)
  for (const duration of ['up to 2 years', 'up to 4 years', 'permanent', '5 years'])
    expect(page).toContain(duration)
})

test('/success-stories shows at least 35 five-star stories and the headline claims, without review markup', () => {
  const html = builtHtml('/success-stories')
  expect(count(html, /aria-label="Rated 5 out of 5"/g)).toBeGreaterThanOrEqual(35)
  expect(text('/success-stories')).toMatch(/2000\+/)
  expect(text('/success-stories')).toMatch(/98%/)
  expect(html).not.toMatch(/"@type":"(Review|AggregateRating)"/)
})

test('/blogs lists the featured article and five more', () => {
  const html = builtHtml('/blogs')
  for (const post of blogPosts) expect(html).toContain(`href="${post.path}"`)
  expect(blogPosts).toHaveLength(6)
  expect(blogPosts.filter((post) => post.featured).map((post) => post.slug)).toEqual([
    'canada-express-entry-guide',
  ])
})

for (const post of blogPosts) {
  test(`${post.path} is an article with its structured data`, () => {
    const html = builtHtml(post.path)
    expect(metaContent(html, 'og:type')).toBe('article')
    expect(metaContent(html, 'article:published_time')).toBe(post.date)
    const types = jsonLdBlocks(html).map((block) => block['@type'])
    expect(types).toEqual(expect.arrayContaining(['BlogPosting', 'FAQPage']))
    const faq = jsonLdBlocks(html).find((block) => block['@type'] === 'FAQPage') as { mainEntity: unknown[] }
    expect(faq.mainEntity).toHaveLength(2)
    for (const label of ['Back to Blog', 'Get Free Consultation', 'Check Your Resume'])
      expect(html).toContain(label)
    // Its picture is drawn in the document, labelled, so the first screen waits for no image.
    expect(html).toMatch(/<svg role="img" aria-label="[^"]{10,}" viewBox="0 0 1200 630"/)
  })
}

test('the legal pages have their sections and dates', () => {
  const privacy = text('/privacy-policy')
  expect(privacy).toContain('November 2026')
  expect(privacy).toMatch(/11\. /)
  expect(privacy).toContain('Consent')
  // Brought up to India's DPDP Act and Rules (issue 38): the periods the forms' notice states, the
  // processors, the answer time, the Board, and minors.
  for (const words of [
    `${retentionDefaults.enquiryMonths} months from the day it was sent`,
    `${retentionDefaults.resumeMonths} months from the upload`,
    'Supabase',
    'Cloudinary',
    `within ${site.grievance.responseDays} days (the law allows at most 90)`,
    'Data Protection Board of India',
    'a parent or lawful guardian should send the enquiry',
  ])
    expect(privacy).toContain(words)
  const terms = text('/terms-of-service')
  for (const heading of [
    'Acceptance of Terms',
    'Service Description',
    'Client Responsibilities',
    'Fees and Payments',
    'Limitation of Liability',
    'Contact Information',
  ]) {
    expect(terms).toContain(heading)
  }
})
