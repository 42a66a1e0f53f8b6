// A result sent as a link and opened cold on a slow phone: until the island has applied the link's
// answers, no frame shows a total, a verdict, a list or a plan worked out for other answers (the
// prerendered default's), only the line that it is being worked out; with JavaScript off, none at all,
// and the page says the tool needs JavaScript. That every such page's result is marked so, in each
// language: tests/build/link-answers.test.ts.
import { expect, test } from '@playwright/test'
import { islandReady } from '../support/islands'

/** Each page that reads answers from its link: a profile other than the default, and its island. */
const links = [
  { island: 'CrsCalculator', link: '/crs-calculator?age=35&education=master', official: '#grid' },
  {
    island: 'AustraliaPointsCalculator',
    link: '/australia-points-calculator?age=45&english=competent&qualification=none&partner=none&visa=189',
    official: '#grid',
  },
  {
    island: 'UkSkilledWorkerCalculator',
    link: '/uk-skilled-worker-calculator?offer=1&skill=1&english=1&salary=40000&goingRate=54700&option=new-entrant',
    official: '#grid',
  },
  {
    island: 'NzSkilledMigrantCalculator',
    link: '/nz-skilled-migrant-calculator?age=40&qualification=doctorate&hourlyRate=40&nzWork=0&offer=1&english=1',
    official: '#grid',
    shows: 'Eligible on points: 6 of the 6 needed',
  },
  {
    island: 'GermanyOpportunityCardCalculator',
    link: '/germany-opportunity-card-calculator?qualification=foreign&english=c1&experience=2in5&shortage=1&age=32&funds=1',
    official: '#grid',
    shows: 'Eligible with 6 points',
  },
  {
    island: 'VisaFinder',
    // With an occupation, whose lists load apart: a truck driver's rule out Australia's points-tested visas.
    link: '/visa-finder?age=24&education=master&english=c1&german=b1&experience=4&offer=uk&goal=work&funds=1&occupation=truck-driver',
    official: '#routes',
    shows: 'On none of Home Affairs’ skilled occupation lists',
  },
  {
    island: 'LanguageScoresCalculator',
    link: '/language-scores?test=ielts&listening=8&reading=7&writing=6.5&speaking=7',
    official: '#tables',
  },
  {
    island: 'CostPlanner',
    link: '/cost?route=ukSkilledWorker&adults=2&children=1',
    official: '#every-route-heading',
  },
  {
    island: 'OccupationSearch',
    link: '/occupations?occupation=registered-nurse',
    official: '#common',
    shows: 'Registered nurse: what each country says',
  },
]

interface Frame {
  /** What the visitor can read of the worked-out parts (innerText leaves out what is hidden). */
  visible: string
  /** Their whole text, shown or not: the answers they were worked out for. */
  worked: string
  /** The line drawn over a hidden result; null before the page has parsed the result that holds it. */
  pending: string | null
}

/** Runs from the document's creation: each frame, what the worked-out parts show. */
const sampler = `(() => {
  const frames = (window.frames_ = [])
  const tick = () => {
    const parts = [...document.querySelectorAll('.worked-out')]
    const visible = parts.map((part) => part.innerText.trim()).join('|').replace(/\\|+$/, '')
    const worked = parts.map((part) => part.textContent).join('|')
    const line = parts.find((part) => part.dataset.pending)
    const style = line && getComputedStyle(line, '::before')
    const pending = !line ? null : style.visibility === 'visible' && style.content !== 'none' ? style.content : ''
    const last = frames[frames.length - 1]
    if (parts.length && !(last && last.visible === visible && last.worked === worked && last.pending === pending))
      frames.push({ visible, worked, pending })
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})()`

test.describe('on a phone four times slower', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const { island, link, shows } of links) {
    test(`${link.split('?')[0]} shows only the link's result, and until then says it is working it out`, async ({
      page,
    }) => {
      await page.addInitScript(sampler)
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.goto(link)
      await islandReady(page, island)
      if (shows) await expect(page.locator('.worked-out').getByText(shows)).toBeVisible()
      const frames = await page.evaluate(() => (window as unknown as { frames_: Frame[] }).frames_)
      const [first] = frames
      const last = frames.at(-1)
      // The link's answers were applied, and they are not the default's.
      expect(last?.visible).not.toBe('')
      expect(last?.worked).not.toBe(first?.worked)
      // Before then, the result of other answers was never readable, and the pending line stood over it.
      const before = frames.filter((frame) => frame.worked !== last?.worked)
      expect(before.length).toBeGreaterThan(0)
      for (const frame of before) {
        expect(frame.visible).toBe('')
        if (frame.pending !== null)
          expect(frame.pending).toContain('Working out the result for your link’s answers')
      }
      expect(before.some((frame) => frame.pending !== null)).toBe(true)
      expect(last?.pending).toBe('')
    })
  }
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  // A test a page: nine pages in one test met its 30 s limit on a loaded machine (32 s, 12 s in CI).
  for (const { link, official } of links) {
    test(`${link.split('?')[0]}: a link shows no result for other answers, says the tool needs JavaScript, and keeps the questions and official figures`, async ({
      page,
    }) => {
      await page.goto(link)
      const worked = page.locator('.worked-out')
      expect(await worked.count()).toBeGreaterThan(0)
      for (const part of await worked.all()) await expect(part).toBeHidden()
      await expect(page.getByText(/needs JavaScript/).first()).toBeVisible()
      await expect(page.locator('main form').first()).toBeVisible()
      await expect(page.locator(official)).toBeVisible()
    })
  }
})
