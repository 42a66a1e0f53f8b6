// The counts and facts the spec gives, as a crawler reads them in the built pages.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { retentionDefaults } from '@shared/personal-data.ts'
import { describe, expect, it } from 'vitest'
import { copyIn } from '../../content/copy'
import { routeCost } from '../../content/cost-page'
import { countryGuides } from '../../content/country-guides'
import { site } from '../../content/site'
import { anchorOf } from '../../lib/anchors'
import { blogPosts } from '../../lib/blog'
import { messagesFor } from '../../lib/messages'
import {
  builtFiles,
  builtPage,
  distClient,
  jsonLdBlocks,
  metaContent,
  readableText,
} from '../support/built-site'

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0
/** The page's visible text, as a crawler extracts it. */
const text = (path: string) => readableText(builtPage(path)).replace(/\s+/g, ' ')

it('/visa-services has seven cards, each showing three requirements', () => {
  const $ = builtPage('/visa-services')
  expect(count(text('/visa-services'), /Get Started/g)).toBe(7)
  for (const id of [
    'work-visas',
    'student-visas',
    'family-visas',
    'tourist-and-visitor',
    'permanent-residence',
    'business-immigration',
    'digital-nomad-visas',
  ]) {
    expect($(`[id="${id}"]`), id).toHaveLength(1)
  }
  expect(count(text('/visa-services'), /\.\.\.and \d+ more requirements/g)).toBe(7)
  expect(text('/visa-services')).not.toContain('₹')
})

it('/countries has five countries, each with its call to action', () => {
  const page = text('/countries')
  for (const country of ['Canada', 'Australia', 'Germany', 'United Kingdom', 'New Zealand']) {
    expect(page).toContain(`Start Your Journey to ${country}`)
  }
  expect(page).toContain('latest published by national statistics offices')
})

it("/country-guides has six guides with /cost's costs and the official processing times", () => {
  const page = text('/country-guides')
  const $ = builtPage('/country-guides')
  const cost = builtPage('/cost')
  const { routeTimes } = copyIn('en')
  const m = messagesFor('en')
  expect(count(page, /View Detailed Guide/g)).toBe(6)
  for (const guide of countryGuides) {
    // One figure, one place: each card's cost is /cost's totals for one adult on the guide's main route,
    // in rupees, and links to every line of them.
    const card = $(`#${anchorOf(guide.name)}`)
    const { text: said, link } = routeCost(m, 'en', guide.timedRoute)
    expect(card.text().replace(/\s+/g, ' ')).toContain(said)
    expect(card.find(`a[href="${link.href}"]`).text()).toContain(link.label)
    for (const total of ['toPay', 'toShow']) {
      const onCost = cost(`#${guide.timedRoute} [data-total="${total}"] dd`).first().text()
      const rupees = onCost.slice(onCost.lastIndexOf('₹'))
      if (onCost) expect(said, `${guide.name} ${total}`).toContain(rupees)
    }
  }
  // Each card's time is the one /processing-times shows for its route.
  const timesPage = text('/processing-times')
  for (const guide of countryGuides) {
    const time = routeTimes[guide.timedRoute]
    expect(page).toContain(time.text)
    expect($(`a[href="${time.link.href}"]`).text()).toContain(time.link.label)
    expect(builtPage('/processing-times')(time.link.href.slice(time.link.href.indexOf('#'))).length).toBe(1)
  }
  expect(timesPage).toContain('Federal Skilled Worker: about 7 months')
  expect(page).toContain('Federal Skilled Worker: about 7 months')
})

it("no page states a cost as a range of dollars: the spec's 2024 guide ranges gave way to /cost's lines", () => {
  // "$1,500-$5,000", "US$ 2,000 – 6,000": a cost guessed as a range, not priced line by line from the registry.
  const dollarRange = /(US)?\$\s?\d[\d,]*(\.\d+)?\s?[-–]\s?(US)?\$?\s?\d/
  const pages = builtFiles().filter((file) => file.endsWith('.html'))
  expect(pages.length).toBeGreaterThan(50)
  // Read as text without its tags, islands' props included: parsing every page would take seconds.
  for (const file of pages)
    expect(readFileSync(join(distClient, file), 'utf8').replace(/<[^>]*>/g, ' '), file).not.toMatch(
      dollarRange,
    )
})

it('/visa-subclasses has the five subclasses with their durations', () => {
  const page = text('/visa-subclasses')
  expect(count(page, /Apply Now/g)).toBe(5)
  for (const id of ['407', '482', '189', '190', '491']) expect(page).toContain(`Subclass ${id}`)
  for (const duration of ['up to 2 years', 'up to 4 years', 'permanent', '5 years'])
    expect(page).toContain(duration)
})

it('/success-stories shows at least 35 five-star stories and the headline claims, without review markup', () => {
  const $ = builtPage('/success-stories')
  expect($('[aria-label="Rated 5 out of 5"]').length).toBeGreaterThanOrEqual(35)
  expect(text('/success-stories')).toMatch(/2000\+/)
  expect(text('/success-stories')).toMatch(/98%/)
  expect(jsonLdBlocks($).map((block) => block['@type'])).not.toEqual(
    expect.arrayContaining([expect.stringMatching(/^(Review|AggregateRating)$/)]),
  )
})

it('/blogs lists the featured article and five more', () => {
  const $ = builtPage('/blogs')
  for (const post of blogPosts) expect($(`a[href="${post.path}"]`), post.path).not.toHaveLength(0)
  expect(blogPosts).toHaveLength(6)
  expect(blogPosts.filter((post) => post.featured).map((post) => post.slug)).toEqual([
    'canada-express-entry-guide',
  ])
})

describe.each(blogPosts)('$path', (post) => {
  it('is an article with its structured data', () => {
    const $ = builtPage(post.path)
    expect(metaContent($, 'og:type')).toBe('article')
    expect(metaContent($, 'article:published_time')).toBe(post.date)
    const types = jsonLdBlocks($).map((block) => block['@type'])
    expect(types).toEqual(expect.arrayContaining(['BlogPosting', 'FAQPage']))
    const faq = jsonLdBlocks($).find((block) => block['@type'] === 'FAQPage') as { mainEntity: unknown[] }
    expect(faq.mainEntity).toHaveLength(2)
    const links = $('a')
      .toArray()
      .map((link) => $(link).text().trim())
    for (const label of ['← Back to Blog', 'Get Free Consultation', 'Check Your Resume'])
      expect(links).toContain(label)
    // Its picture is drawn in the document, labelled, so the first screen waits for no image.
    // (SVG keeps the case of viewBox, which a selector would lower.)
    const picture = $('svg[role="img"]').filter((_, svg) => svg.attribs.viewBox === '0 0 1200 630')
    expect(picture.attr('aria-label')?.length).toBeGreaterThanOrEqual(10)
  })
})

it('the legal pages have their sections and dates', () => {
  const privacy = text('/privacy-policy')
  expect(privacy).toContain('December 2026')
  expect(privacy).toMatch(/11\. /)
  expect(privacy).toContain('Consent')
  // Brought up to India's DPDP Act and Rules (issue 38): the periods the forms' notice states, the
  // processors, the answer time, the Board, and minors.
  for (const words of [
    `${retentionDefaults.enquiryMonths} months from the day it was sent`,
    `${retentionDefaults.resumeMonths} months from the upload`,
    'Supabase',
    'Cloudinary',
    // The Act's rights and the Rules' duties come into force on 13 May 2027; the firm keeps them already.
    `within ${site.grievance.responseDays} days. From 13 May 2027 the Rules allow at most 90 days`,
    'Data Protection Board of India',
    'a parent or lawful guardian should send the enquiry',
    // Bookings and round alerts (issue 67): what each keeps, for how long, and how it ends.
    `A booking is kept with its enquiry, for ${retentionDefaults.enquiryMonths} months from the day you book`,
    'Round alerts are kept until you stop them, in one click from any alert or by a stop or erasure request',
    'from a round-alert mail, our alerts service keeps it for up to 48 hours',
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
