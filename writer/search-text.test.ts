import { expect, test } from 'vitest'
import { searchText } from './search-text.ts'

test('blocks stay apart in the search text, inline tags leave no gap, and entities are decoded', () => {
  expect(searchText('<p>Get in touch</p><div><h2>Case Studies</h2><p>Smart irrigation</p></div>')).toBe(
    'Get in touch · Case Studies · Smart irrigation',
  )
  expect(searchText('<p><strong>Client</strong>: A &amp; B <a href="/x">farms</a>.</p>')).toBe(
    'Client: A & B farms.',
  )
  // React's server render parts neighbouring texts with empty comments: they are no boundary.
  expect(searchText('<p>Client<!-- -->: <!-- -->A farmer-run district</p>')).toBe(
    'Client: A farmer-run district',
  )
  expect(searchText('<ul><li>One</li>\n  <li>Two</li></ul><svg><title>icon</title></svg>')).toBe('One · Two')
})
