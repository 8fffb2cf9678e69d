import { expect, test } from 'vitest'
import { formatDate } from './format.ts'

test('an ISO date reads as day, month name and year, with no time zone to shift it', () => {
  expect(formatDate('2025-01-14')).toBe('14 January 2025')
  expect(formatDate('2024-12-31')).toBe('31 December 2024')
  expect(formatDate('2026-03-01')).toBe('1 March 2026')
})
