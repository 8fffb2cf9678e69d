import { describe, expect, test } from 'vitest'
import { pagePaths, utilityPaths } from '#content/index.ts'
import { axeViolations, browserAvailable } from '#tests/support/browser.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'

const site = useSiteUnderTest()
const pages = [...pagePaths(), ...utilityPaths()].filter((path) => path !== '/404')

describe.skipIf(!browserAvailable)('every page of the route table in Chromium', () => {
  test.each([1280, 390])(
    'loads without errors and axe-core finds no violations at %i px',
    async (width) => {
      const { context } = await site.open('/', { width })
      const page = context.pages()[0]!
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`)
      })
      for (const path of pages) {
        const response = await page.goto(new URL(path, site.origin).href)
        expect(response?.status(), path).toBe(200)
        const violations = await axeViolations(page)
        if (violations.length > 0) problems.push(`${path}: ${JSON.stringify(violations)}`)
      }
      console.log(`axe-core checked ${pages.length} pages at ${width} px`)
      expect(problems).toEqual([])
      await context.close()
    },
    300_000,
  )
})
