import { describe, expect, it } from 'vitest'
import { copyIn } from '../../content/copy'
import { facts } from '../../content/facts'
import { visaSubclasses } from '../../content/visa-subclasses'
import { anchorOf } from '../../lib/anchors'
import { blogPosts } from '../../lib/blog'
import { formatFact } from '../../lib/facts/format-fact'
import { withFacts } from '../../lib/facts/site'
import { countWords } from '../../lib/markdown'

const { home } = copyIn('en')
const visaServices = withFacts(copyIn('en').visaServices).content

describe('blog posts', () => {
  it('are the six the spec names', () => {
    expect(blogPosts.map((post) => post.slug).sort()).toEqual(
      [
        'australia-skilled-migration',
        'canada-express-entry-guide',
        'family-sponsorship-guide',
        'germany-blue-card',
        'student-visa-success-stories',
        'uk-global-talent-visa',
      ].sort(),
    )
  })

  it.each(blogPosts.map((post) => [post.slug, post] as const))(
    '%s has at least 600 words and an honest read time',
    (_slug, post) => {
      const words = countWords(post.markdown)
      expect(words).toBeGreaterThanOrEqual(600)
      expect(Number.parseInt(post.readTime, 10)).toBe(Math.max(1, Math.ceil(words / 200)))
    },
  )
})

describe('Home and Visa Services', () => {
  it('every "Learn More" hash is the id of a card on /visa-services', () => {
    const anchors = visaServices.map((service) => service.anchor)
    for (const item of home.services.items) expect(anchors).toContain(anchorOf(item.title))
  })

  it('turns "&" into "and" and spaces into hyphens', () => {
    expect(anchorOf('Tourist & Visitor')).toBe('tourist-and-visitor')
    expect(anchorOf('Digital Nomad Visas')).toBe('digital-nomad-visas')
  })

  it('flags exactly three services as Popular', () => {
    expect(
      home.services.items.filter((item) => 'popular' in item && item.popular).map((item) => item.title),
    ).toEqual(['Work Visas', 'Permanent Residence', 'Digital Nomad Visas'])
  })

  it('holds the spec durations', () => {
    expect(visaServices.map((service) => [service.title, service.duration])).toEqual([
      ['Permanent Residency', '12-24 months'],
      ['Study Visa', '3-6 months'],
      ['Work Visa', '6-12 months'],
      ['Family Sponsorship Visa', '8-18 months'],
      ['Business/Investor Visa', '6-18 months'],
      ['Tourist/Visitor Visa', '2-8 weeks'],
      ['Digital Nomad Visa', '3-12 months'],
    ])
  })

  it('gives each service more than three requirements and at least two eligibility items', () => {
    for (const service of visaServices) {
      expect(service.requirements.length).toBeGreaterThan(3)
      expect(service.eligibility.length).toBeGreaterThanOrEqual(2)
    }
  })
})

it('Australian subclasses keep the spec durations where the law still gives them', () => {
  const { content } = withFacts(visaSubclasses)
  expect(content.map((subclass) => [subclass.id, subclass.duration])).toEqual([
    ['407', 'up to 2 years'],
    // The Skills in Demand visa (7 December 2024) replaced the 2-4 year TSS visa.
    ['482', `up to ${formatFact(facts.australia.skillsInDemand.duration, 'en')}`],
    ['189', 'permanent'],
    ['190', 'permanent'],
    ['491', '5 years'],
  ])
})
