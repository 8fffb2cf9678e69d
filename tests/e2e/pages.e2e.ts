import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { pagePaths, sitePages, utilityPaths } from '#content/index.ts'
import { pageKinds } from '#scripts/page-kinds.ts'
import { axeViolations, browserAvailable, waitForIsland } from '#tests/support/browser.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'
import { full } from '#tests/support/tiers.ts'

const site = useSiteUnderTest()
// Page Not Found (in each language) answers at unknown addresses: its own test loads it there.
const notFound = new Set(sitePages().flatMap(({ path, render }) => (render === '/404' ? [path] : [])))
const paths = [...pagePaths(), ...utilityPaths()].filter((path) => !notFound.has(path))
const widths = [1280, 390]

// The fast tier sees one page of every fifth kind (scripts/page-kinds.ts: the frame every page shares,
// and a few templates), the kinds taking the two widths in turn; the full tier every other page at
// each width. Together: every page at both widths, once.
const sampled = pageKinds
  .map(({ path }) => path)
  .filter((path) => paths.includes(path))
  .filter((_, i) => i % 5 === 0)
const sampleAt = (width: number) => sampled.filter((_, i) => widths[i % widths.length] === width)

describe.skipIf(!browserAvailable).each(widths)('every page in Chromium at %i px', (width) => {
  let context: BrowserContext
  let page: Page
  const errors: string[] = []

  beforeAll(async () => {
    ;({ context, page } = await site.open('/', { width }))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
  })
  afterAll(() => context?.close())

  const answersCleanly = async (path: string) => {
    errors.length = 0
    const response = await page.goto(new URL(path, site.origin).href)
    expect(response?.status()).toBe(200)
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    // Nothing is kept on the visitor's device, on this page or the ones before: visits are counted
    // without a cookie or storage.
    expect(await context.cookies()).toEqual([])
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0)
  }
  const name = '%s answers 200, logs no error, keeps nothing on the device, and axe-core finds no violations'
  test.for(sampleAt(width))(name, answersCleanly)
  test.for(paths.filter((path) => !sampleAt(width).includes(path)))(name, full, answersCleanly)
})

// An address under a route with a parameter whose entry does not exist: the server has no page for
// it, so it answers the prerendered Page Not Found page with 404, and nothing in that page (its
// islands woken, as a visitor's pointer would) logs an error.
const unknownEntries = [
  '/industries/nonexistent',
  '/insights/nope',
  '/careers/jobs/NOPE-1',
  '/case-studies/x',
  '/articles/x/y',
  '/about/nothing',
  '/capabilities/x',
  '/services/x/y',
]

describe.skipIf(!browserAvailable)('an unknown entry of a collection in Chromium', () => {
  const notFound = async (path: string) => {
    const { page, context, response, errors } = await site.open(path)
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Page Not Found')
    expect(await page.title()).toContain('Page Not Found')
    await waitForIsland(page.getByRole('textbox', { name: 'E-mail address' }))
    // The menu's island wakes when the menu opens.
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await waitForIsland(page.getByRole('button', { name: 'Close menu' }))
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
    await context.close()
  }
  // The first in the fast tier, the others in the full tier.
  const [first, ...others] = unknownEntries
  const name = '%s answers 404 with the Page Not Found page and no console error'
  test.for([first!])(name, notFound)
  test.for(others)(name, full, notFound)
})
