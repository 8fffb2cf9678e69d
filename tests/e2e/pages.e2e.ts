import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { pagePaths, utilityPaths } from '#content/index.ts'
import { axeViolations, browserAvailable, waitForIsland } from '#tests/support/browser.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'

const site = useSiteUnderTest()
const paths = [...pagePaths(), ...utilityPaths()].filter((path) => path !== '/404')

describe.skipIf(!browserAvailable).each([1280, 390])('every page in Chromium at %i px', (width) => {
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

  test.each(paths)('%s answers 200, logs no error and axe-core finds no violations', async (path) => {
    errors.length = 0
    const response = await page.goto(new URL(path, site.origin).href)
    expect(response?.status()).toBe(200)
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })
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
  test.each(unknownEntries)(
    '%s answers 404 with the Page Not Found page and no console error',
    async (path) => {
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
    },
  )
})
