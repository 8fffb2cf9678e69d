import { expect, test } from 'vitest'
import { paragraphsToRichText, richTextPlain, richTextProblems, type RichTextRules } from './rich-text.ts'
import { MARKS_PER_PARAGRAPH_AT_MOST } from './rich-text-bounds.ts'

const SECTION: RichTextRules = { headings: [3], pictures: true, tables: false }
const INTRO: RichTextRules = { headings: [], pictures: false, tables: false }
const BODY: RichTextRules = { headings: [2, 3], pictures: true, tables: true }

test('a text may carry bold, italic, lists, quotes and links to this site, https:, mailto: and tel:', () => {
  expect(
    richTextProblems(
      'We help **farms** and *co-ops*: [talk to us](/contact), [read more](https://example.org/a), [write](mailto:hello@example.com) or [call](tel:+44 20 7946 0000).\n\n- one\n- two\n\n1. first\n\n> A quote',
      INTRO,
    ),
  ).toEqual([])
})

test('HTML, code, lines and links that leave the web are refused, each once, in words', () => {
  expect(richTextProblems('See <b>this</b> and <i>that</i>', INTRO)).toEqual([
    'HTML such as "<b>" cannot go in a text: use the editor\'s buttons for bold, italic and links',
  ])
  expect(richTextProblems('Run `rm -rf`\n\n---\n\n~~gone~~', BODY)).toEqual([
    'code cannot go in a text: write it as words (take away the ` marks or the indent)',
    'a dividing line (---) cannot go in a text: start a new heading or paragraph instead',
    'struck-through words (~~…~~) cannot go in a text',
  ])
  expect(
    richTextProblems(
      '[Win](javascript:alert(1)) and [old](http://example.org) and [x](//evil.example)',
      INTRO,
    ),
  ).toEqual(
    ['"javascript:alert(1)"', '"http://example.org"', '"//evil.example"'].map(
      (href) =>
        `${href} cannot be a link's address: a link may lead to a page of this site ("/…"), an https: address, or mailto: or tel:`,
    ),
  )
  expect(richTextProblems('**[Bold link](data:text/html,x)**', INTRO)).toHaveLength(1)
})

test('a list goes one level into another, no deeper', () => {
  expect(richTextProblems('- a\n  - b', INTRO)).toEqual([])
  expect(richTextProblems('- a\n  - b\n    - c', INTRO)).toEqual([
    'a list goes one level into another at most: move the innermost items out a level',
  ])
})

test('headings, pictures and tables only where the text allows them', () => {
  expect(richTextProblems('## Part\n\nWords', INTRO)).toEqual([
    'a heading cannot go in this text: it sits under a heading of its own',
  ])
  expect(richTextProblems('## Part\n\n### Sub', SECTION)).toEqual(['a heading here is of level 3, not 2'])
  expect(richTextProblems('| a | b |\n| - | - |\n| 1 | 2 |', SECTION)).toEqual([
    'a table cannot go in this text: it fits an article or a legal page',
  ])
  expect(richTextProblems('| a | b |\n| - | - |\n| 1 | 2 |', BODY)).toEqual([])
  expect(richTextProblems('![A harbour](/images/uploads/harbour-1a2b.jpg "1200x800")', SECTION)).toEqual([])
  expect(richTextProblems('![A harbour](/images/uploads/harbour-1a2b.jpg "1200x800")', INTRO)).toEqual([
    'a picture cannot go in this text: give the page or section a picture of its own',
  ])
  expect(richTextProblems('![](https://example.org/x.png)', BODY)).toEqual([
    '"https://example.org/x.png": a picture in a text comes from the media library',
    'a picture in a text says what it shows, for those who cannot see it: give it alt text',
    '"https://example.org/x.png": the picture\'s size is missing: pick it again from the media library',
  ])
})

test('plain text keeps the words and drops the marks, a line for each block', () => {
  expect(
    richTextPlain('We help **farms** and *co-ops*: [talk to us](/contact), 5 \\* 3.\n\n- one\n- two'),
  ).toBe('We help farms and co-ops: talk to us, 5 * 3.\none\ntwo')
})

test('character references read once as their characters, in words and in a picture’s alt text', () => {
  expect(richTextPlain('a &lt; b, 5 > 3, &amp;, &#42; and &amp;lt;')).toBe('a < b, 5 > 3, &, * and &lt;')
  const picture = (alt: string) => `![${alt}](/images/uploads/harbour-1a2b.jpg "1200x800")`
  // An alt text of a space written as a reference says nothing.
  expect(richTextProblems(picture('&nbsp;'), SECTION)).toEqual([
    'a picture in a text says what it shows, for those who cannot see it: give it alt text',
  ])
  expect(richTextProblems(picture('5 &lt; 6'), SECTION)).toEqual([])
})

test('a list of paragraphs becomes the same paragraphs, starts that Markdown would read as blocks escaped', () => {
  expect(paragraphsToRichText(['One **bold**.', '1. Not a list', '# Not a heading', '> Not a quote'])).toBe(
    'One **bold**.\n\n1\\. Not a list\n\n\\# Not a heading\n\n\\> Not a quote',
  )
})

test('bold and italic marks are bounded a paragraph at a time: each list item and each paragraph of a quote counts alone', () => {
  const marked = (bold: number) => '**a** '.repeat(bold).trim()
  // Four marks a bold phrase: as many phrases as fit in one paragraph, and a half of them.
  const fit = MARKS_PER_PARAGRAPH_AT_MOST / 4
  const half = Math.ceil(fit / 2)
  const tooMany = `a paragraph holds more than ${MARKS_PER_PARAGRAPH_AT_MOST} bold or italic marks (* or _): split it, or write the marks as words`
  expect(richTextProblems(marked(fit), INTRO)).toEqual([])
  expect(richTextProblems(marked(fit + 1), INTRO)).toEqual([tooMany])
  expect(richTextProblems(`${marked(half)}\n${marked(fit + 1 - half)}`, INTRO)).toEqual([tooMany])
  expect(richTextProblems(`- ${marked(fit)}\n  - ${marked(fit)}\n- ${marked(fit)}`, INTRO)).toEqual([])
  expect(richTextProblems(`> ${marked(fit)}\n>\n> 1. ${marked(fit)}\n> 2. ${marked(fit)}`, INTRO)).toEqual([])
  expect(richTextProblems(`> ${marked(half)}\n> ${marked(half + 1)}`, INTRO)).toEqual([tooMany])
  const table = (cells: string) => `| a | b |\n| - | - |\n${`| ${cells} | ${cells} |\n`.repeat(4)}`
  const rules = { headings: [2, 3], pictures: false, tables: true } as const
  // Four rows of two cells, each row within the bound (all of them together far past it).
  expect(richTextProblems(table(marked(Math.floor(fit / 2))), rules)).toEqual([])
  expect(richTextProblems(table(marked(half)), rules)).toEqual([tooMany])
})
