import { expect, test } from 'vitest'
import { JS_BUDGET_BYTES, measurePages, printReport } from './budget.ts'

test('no page loads more than 150 KB of gzip JavaScript on first visit', () => {
  const pages = measurePages()
  printReport(pages)
  expect(pages.map((page) => page.path)).toContain('/')
  for (const page of pages) {
    expect(page.js, page.path).toBeGreaterThan(0)
    expect(page.js, page.path).toBeLessThanOrEqual(JS_BUDGET_BYTES)
  }
})
