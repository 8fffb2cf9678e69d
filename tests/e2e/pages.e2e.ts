import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { pagePaths, utilityPaths } from '#content/index.ts'
import { axeViolations, browserAvailable } from '#tests/support/browser.ts'
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
