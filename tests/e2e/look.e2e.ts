// @module-tag full -- layout details, each of one page: the full tier.
import type { Locator } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { SUBSCRIBE_ACCEPTED } from '#contract/newsletter.ts'
import { browserAvailable, waitForIsland } from '#tests/support/browser.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'

const site = useSiteUnderTest()

/** How many lines an element's text runs to, as laid out. */
const lines = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange()
    range.selectNodeContents(node)
    const tops: number[] = []
    for (const rect of range.getClientRects()) {
      if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < 8)) tops.push(rect.top)
    }
    return tops.length
  })

describe.skipIf(!browserAvailable)('layout details in Chromium', () => {
  test('/about at 1280 px: the figures sit side by side, their labels in at most two lines', async () => {
    const { page, context } = await site.open('/about', { width: 1280 })
    // The figures rise into place, one after the other (each starts when it comes into view); measure
    // them once no animation is left to start or to finish.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState === 'finished'),
    )
    const figures = page.locator('section[aria-labelledby="mission-heading"] dl > div')
    expect(await figures.count()).toBe(2)
    for (let i = 0; i < 2; i++) expect(await lines(figures.nth(i).locator('dt'))).toBeLessThanOrEqual(2)
    const tops = await figures
      .locator('dd')
      .evaluateAll((values) => values.map((v) => v.getBoundingClientRect().top))
    expect(tops[0]).toBe(tops[1])
    await context.close()
  })

  test('with reduced motion a listing shows every card at once: no entrance holds one back', async () => {
    const { page, context } = await site.open('/industries', { width: 1280, reducedMotion: true })
    const timings = await page.evaluate(() =>
      document.getAnimations().map((animation) => {
        const { delay, duration } = animation.effect!.getComputedTiming()
        return { delay, duration: Number(duration) }
      }),
    )
    expect(timings.length).toBeGreaterThan(0)
    for (const { delay, duration } of timings) {
      expect(delay).toBe(0)
      expect(duration).toBeLessThan(1)
    }
    await context.close()
  })

  test('/about at 390 px: every section tab is in view, none cut off', async () => {
    const { page, context } = await site.open('/about', { width: 390 })
    const tabs = page.getByRole('navigation', { name: 'About us' }).getByRole('link')
    expect(await tabs.count()).toBe(4)
    for (const box of await tabs.evaluateAll((links) =>
      links.map((l) => l.getBoundingClientRect().toJSON()),
    )) {
      expect(box.left).toBeGreaterThanOrEqual(0)
      expect(box.right).toBeLessThanOrEqual(390)
    }
    await context.close()
  })

  test('a job page at 1280 px gives the salary room: two lines at most', async () => {
    const { page, context } = await site.open('/careers/jobs/TECH-001', { width: 1280 })
    const salary = page.locator('header dl div', { hasText: 'Salary' }).locator('dd')
    expect(await lines(salary)).toBeLessThanOrEqual(2)
    await context.close()
  })

  test("the Education page's 'Get in touch' button keeps to one line", async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await site.open('/industries/education', { width })
      const button = page
        .getByRole('region', { name: 'Get in touch' })
        .getByRole('link', { name: 'Get in touch' })
      expect(await lines(button)).toBe(1)
      await context.close()
    }
  })

  test('the newsletter feedback is one box, not a highlight broken line by line', async () => {
    const { page, context } = await site.open('/', { width: 390 })
    const input = page.getByRole('textbox', { name: 'E-mail address' })
    await waitForIsland(input)
    await input.fill('look@example.com')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    const message = page.getByRole('status').filter({ hasText: SUBSCRIBE_ACCEPTED }).locator('span')
    await message.waitFor()
    expect(await lines(message)).toBeGreaterThan(1)
    expect(await message.evaluate((span) => span.getClientRects().length)).toBe(1)
    await context.close()
  })

  test('at 390 px a breadcrumb that wraps never starts a line with its "/": each stays with the step before it', async () => {
    const { page, context } = await site.open('/insights/ai-in-business', { width: 390 })
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('ol')
    expect(await lines(trail)).toBeGreaterThan(1)
    const separators = await trail.evaluate((list) =>
      [...list.querySelectorAll('[aria-hidden="true"]')].map((separator) => {
        const step = separator.previousElementSibling ?? separator.parentElement!.previousElementSibling
        const stepRects = [...(step?.getClientRects() ?? [])]
        return { top: separator.getBoundingClientRect().top, stepTop: stepRects.at(-1)?.top }
      }),
    )
    expect(separators.length).toBe(2)
    for (const { top, stepTop } of separators) expect(Math.abs(top - stepTop!)).toBeLessThan(4)
    await context.close()
  })

  test('at 390 px the hero art is beside or below the words, never behind them', async () => {
    for (const path of ['/about', '/careers/searchjobs', '/industries/agriculture']) {
      const { page, context } = await site.open(path, { width: 390 })
      const boxes = await page.locator('h1').evaluate((h1) => {
        const band = h1.closest('section')!
        const box = (element: Element | null) => element?.getBoundingClientRect().toJSON() as DOMRect
        return {
          art: box(band.querySelector('img')),
          words: [...band.querySelectorAll('h1, h1 ~ p')].map(box),
        }
      })
      expect(boxes.art, path).toBeDefined()
      for (const words of boxes.words) {
        const overlap = words.bottom > boxes.art.top && words.top < boxes.art.bottom
        expect(overlap, `${path}: text over art`).toBe(false)
      }
      await context.close()
    }
  })
})
