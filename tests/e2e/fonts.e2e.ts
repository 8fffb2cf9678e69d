// @module-tag full -- how the web fonts load and swap: a detail of the fonts, the full tier.
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { browserAvailable } from '#tests/support/browser.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'
import { pageKinds } from '#scripts/page-kinds.ts'

const site = useSiteUnderTest()
const open = site.open

/**
 * The page's cumulative layout shift once it has loaded, its fonts are in and a few frames are
 * drawn, with the shifts' sources for the message. The first paint has no input before it, so every
 * shift counts.
 */
async function layoutShift(page: Page) {
  return page.evaluate(async () => {
    type Shift = PerformanceEntry & { value: number; sources: { node?: Node }[] }
    const shifts: Shift[] = []
    const observer = new PerformanceObserver((list) => shifts.push(...(list.getEntries() as Shift[])))
    observer.observe({ type: 'layout-shift', buffered: true })
    if (document.readyState !== 'complete') await new Promise((done) => addEventListener('load', done))
    await document.fonts.ready
    for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame)
    shifts.push(...(observer.takeRecords() as Shift[]))
    return {
      cls: shifts.reduce((sum, shift) => sum + shift.value, 0),
      sources: shifts.flatMap((shift) => shift.sources.map(({ node }) => node?.textContent?.slice(0, 40))),
    }
  })
}

/** A page whose fonts the server sends only after `ms`: the first paint is in the fallback faces. */
async function openWithLateFonts(path: string, width: number, ms: number) {
  const context: BrowserContext = await site.browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
  await page.goto(new URL(path, site.origin).href)
  return { page, context }
}

describe.skipIf(!browserAvailable)('fonts in Chromium', () => {
  test('the home page preloads its two web fonts, shows them, and nothing moves (CLS 0)', async () => {
    const { page, context } = await open('/')
    const { cls, sources } = await layoutShift(page)
    // Lighthouse shows CLS to three decimals: this is its 0.
    expect(cls, `shifted: ${sources.join(' | ')}`).toBeLessThan(0.0005)
    const fonts = await page.evaluate(() =>
      [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family),
    )
    expect(fonts).toEqual(expect.arrayContaining(['Inter', 'Source Serif']))
    // The headings are drawn in the serif, the text in the sans.
    const families = await page.evaluate(() => ({
      h1: getComputedStyle(document.querySelector('h1')!).fontFamily,
      text: getComputedStyle(document.querySelector('main p')!).fontFamily,
    }))
    expect(families.h1).toMatch(/^"Source Serif"/)
    expect(families.text).toMatch(/^Inter/)
    // Both were asked for by the preload links, with the HTML, not once the layout found them.
    const preloaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    )
    expect(preloaded).toEqual(['link', 'link'])
    await context.close()
  })

  test('with the fonts held back, the fallback faces stand in and the swap moves nothing', async () => {
    for (const path of ['/', '/case-studies/adult-skills-enrolment-growth']) {
      for (const width of [1280, 390]) {
        const { page, context } = await openWithLateFonts(path, width, 800)
        const { cls, sources } = await layoutShift(page)
        expect(cls, `${path} at ${width} px shifted: ${sources.join(' | ')}`).toBeLessThan(0.0005)
        expect(await page.evaluate(() => document.fonts.check('600 48px "Source Serif"'))).toBe(true)
        await context.close()
      }
    }
  })

  test('no glyph on a page of every kind is drawn from a local font', async () => {
    for (const { path } of pageKinds.filter((kind) => kind.budget === 'content')) {
      const { page, context } = await open(path)
      await page.evaluate(() => document.fonts.ready)
      // Bands below the first screen are laid out only near it; lay out the whole page (through the
      // CSSOM: the CSP allows no other style).
      await page.evaluate(() => {
        for (const band of document.querySelectorAll<HTMLElement>(
          'main > section ~ section, body > footer',
        )) {
          band.style.contentVisibility = 'visible'
        }
      })
      const cdp = await context.newCDPSession(page)
      await cdp.send('DOM.enable')
      await cdp.send('CSS.enable')
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'body *' })
      const local = new Set<string>()
      for (const nodeId of nodeIds) {
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
        for (const font of fonts) if (!font.isCustomFont) local.add(`${font.familyName} (${font.glyphCount})`)
      }
      expect([...local], path).toEqual([])
      await context.close()
    }
    // A page of every kind in each language: a few seconds each.
  }, 180_000)
})
