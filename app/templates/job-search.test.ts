import { expect, test } from 'vitest'
import { MAX_JOB_QUERY_LENGTH, parseJobQuery } from './job-search.tsx'

const categories = ['Technology', 'Consulting'] as const

test('a job search address gives its words and a category the page offers', () => {
  expect(parseJobQuery(new URLSearchParams('q=data&category=Technology'), categories)).toEqual({
    q: 'data',
    category: 'Technology',
  })
  expect(parseJobQuery(new URLSearchParams(''), categories)).toEqual({ q: '', category: null })
})

test('an unknown category is ignored and over-long words are cut, so no address can break the page', () => {
  const query = parseJobQuery(new URLSearchParams({ q: 'x'.repeat(5000), category: '<script>' }), categories)
  expect(query.category).toBeNull()
  expect(query.q).toHaveLength(MAX_JOB_QUERY_LENGTH)
})
