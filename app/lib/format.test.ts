import { expect, test } from 'vitest'
import { formatCount, formatDate } from './format.ts'

test('an ISO date reads as day, month name and year in the page’s language, with no time zone to shift it', () => {
  expect(formatDate('2025-01-14', 'en-GB')).toBe('14 January 2025')
  expect(formatDate('2024-12-31', 'en-GB')).toBe('31 December 2024')
  expect(formatDate('2026-03-01', 'en-GB')).toBe('1 March 2026')
  expect(formatDate('2026-03-01', 'fr')).toBe('1 mars 2026')
  expect(formatDate('2025-08-14', 'de')).toBe('14. August 2025')
})

test('a count reads as the page’s language writes numbers', () => {
  expect(formatCount(7, 'en-GB')).toBe('7')
  expect(formatCount(1234, 'en-GB')).toBe('1,234')
  // French groups thousands with a narrow no-break space.
  expect(formatCount(1234, 'fr')).toBe('1\u202f234')
})
