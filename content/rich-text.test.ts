import { expect, test } from 'vitest'
import { richTextPlain, richTextProblems } from './rich-text.ts'

test('a paragraph may carry bold, italic and links to this site, https:, mailto: and tel:', () => {
  expect(
    richTextProblems(
      'We help **farms** and *co-ops*: [talk to us](/contact), [read more](https://example.org/a), [write](mailto:hello@example.com) or [call](tel:+44 20 7946 0000).',
    ),
  ).toEqual([])
})

test('HTML, pictures and links that leave the web are refused, each once, in words', () => {
  expect(richTextProblems('See <b>this</b> and <i>that</i>')).toEqual([
    'write **bold**, *italic* or [words](/page) instead of HTML such as "<b>"',
  ])
  expect(richTextProblems('A chart ![growth](/images/chart.png)')).toEqual([
    'a picture cannot go in a paragraph: give the page or section a picture of its own',
  ])
  expect(
    richTextProblems('[Win](javascript:alert(1)) and [old](http://example.org) and [x](//evil.example)'),
  ).toEqual(
    ['"javascript:alert(1)"', '"http://example.org"', '"//evil.example"'].map(
      (href) =>
        `${href} cannot be a link's address: a link may lead to a page of this site ("/…"), an https: address, or mailto: or tel:`,
    ),
  )
  expect(richTextProblems('**[Bold link](data:text/html,x)**')).toHaveLength(1)
})

test('plain text keeps the words and drops the marks', () => {
  expect(richTextPlain('We help **farms** and *co-ops*: [talk to us](/contact), 5 \\* 3.')).toBe(
    'We help farms and co-ops: talk to us, 5 * 3.',
  )
})
