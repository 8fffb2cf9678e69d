import { expect, test } from 'vitest'
import type { SearchEntry } from '#contract/search-constants.ts'
import { searchPages } from './search.ts'

const page = (path: string, title: string, headings = '', text = ''): SearchEntry => ({
  path,
  title,
  headings,
  text,
})

const index = [
  page('/a', 'Smart irrigation for growers', 'Water', 'Sensors measure soil moisture on every field.'),
  page('/b', 'Water utilities', 'Smart irrigation pilots', 'Networks and pumps.'),
  page('/c', 'Farming insights', 'Yields', 'A note on smart irrigation in dry summers.'),
  page('/d', 'Café culture in cities', 'Urban life', 'Where people meet.'),
]

test('titles weigh most, then headings, then body text', () => {
  expect(searchPages(index, 'irrigation').map((result) => result.entry.path)).toEqual(['/a', '/b', '/c'])
})

test('every word of the query must appear somewhere in the page', () => {
  expect(searchPages(index, 'smart irrigation moisture').map((result) => result.entry.path)).toEqual(['/a'])
  expect(searchPages(index, 'irrigation spaceships')).toEqual([])
})

test('case and accents do not matter, and a blank query finds nothing', () => {
  expect(searchPages(index, 'CAFE').map((result) => result.entry.path)).toEqual(['/d'])
  expect(searchPages(index, 'café').map((result) => result.entry.path)).toEqual(['/d'])
  expect(searchPages(index, '   ')).toEqual([])
})

test('equal scores are ordered by title, and the limit holds', () => {
  const same = [page('/z', 'Zeta report'), page('/y', 'Alpha report'), page('/x', 'Mid report')]
  expect(searchPages(same, 'report').map((result) => result.entry.title)).toEqual([
    'Alpha report',
    'Mid report',
    'Zeta report',
  ])
  expect(searchPages(same, 'report', { limit: 2 })).toHaveLength(2)
})

test('the snippet is the text around the first word, cut between words and marked where cut', () => {
  const long = `${'Opening words about nothing much. '.repeat(6)}Here the pumps start the irrigation of the orchard, ${'and then the story goes on for a long while. '.repeat(8)}`
  const [result] = searchPages([page('/long', 'Orchards', '', long)], 'irrigation')
  expect(result!.snippet.startsWith('…')).toBe(true)
  expect(result!.snippet.endsWith('…')).toBe(true)
  expect(result!.snippet).toContain('irrigation of the orchard')
  expect(result!.snippet.length).toBeLessThanOrEqual(202)
  // Whole words only at both ends.
  expect(long).toContain(result!.snippet.slice(1, -1))
  expect(long.split(' ')).toContain(result!.snippet.slice(1).split(' ')[0])
})

test('a page is found in its own language, by any form of a word, with or without its accents', () => {
  const pages: SearchEntry[] = [
    { ...page('/fr/a', 'L’économie agricole', 'Décisions', 'Des décisions mesurées.'), language: 'fr' },
    { ...page('/fr/b', 'Irrigation pilotée', 'Eau', 'Des sondes dans chaque parcelle.'), language: 'fr' },
    page('/en/a', 'The economy of farms', 'Decisions', 'Decisions that pay.'),
  ]
  const found = (query: string, language: string) =>
    searchPages(pages, query, { language }).map((result) => result.entry.path)
  // Typed without its accents, and in another form (plural, adjective) than the page's.
  expect(found('economie', 'fr')).toEqual(['/fr/a'])
  expect(found('economiques', 'fr')).toEqual(['/fr/a'])
  expect(found('decision', 'fr')).toEqual(['/fr/a'])
  expect(found('irrigations pilotees', 'fr')).toEqual(['/fr/b'])
  // Each language's search finds its own pages.
  expect(found('decisions', 'en')).toEqual(['/en/a'])
  expect(found('sondes', 'en')).toEqual([])
})
