import fc from 'fast-check'
import { DomUtils, parseDocument } from 'htmlparser2'
import { Marked } from 'marked'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { isAllowedAddress } from '#content/addresses.ts'
import { paragraphsToRichText } from '#content/rich-text.ts'
import { searchText } from '#writer/search-text.ts'
import { RichText } from './rich-text.tsx'

const html = (text: string) => renderToStaticMarkup(<RichText text={text} />)

test('a text renders its paragraphs, headings, lists, quotes, links, pictures and tables as elements', () => {
  const page = html(
    [
      'We help **farms** and *co-ops*: [talk to us](/contact).',
      '### A subheading',
      '- one\n- two',
      '3. three\n4. four',
      '> A quote',
      '![Cranes at dawn](/images/uploads/harbour-1a2b.jpg "2400x1600")',
      '| Year | Sites |\n| - | - |\n| 2024 | 12 |',
      'Plain <script>alert(1)</script> & more',
      'Fish &amp; chips &copy; 2026',
    ].join('\n\n'),
  )
  expect(page).toContain(
    '<p>We help <strong>farms</strong> and <em>co-ops</em>: <a href="/contact">talk to us</a>.</p>',
  )
  expect(page).toContain('<h3>A subheading</h3>')
  expect(page).toContain('<ul><li>one</li><li>two</li></ul>')
  expect(page).toContain('<ol start="3"><li>three</li><li>four</li></ol>')
  expect(page).toContain('<blockquote><p>A quote</p></blockquote>')
  // The picture in the image pipeline's sizes and formats, with its size and alt text.
  expect(page).toMatch(
    /<source type="image\/avif" srcSet="\/images\/uploads\/harbour-1a2b\.jpg\.480w\.avif 480w/,
  )
  expect(page).toMatch(
    /<img src="\/images\/uploads\/harbour-1a2b\.jpg\.1200w\.webp"[^>]*alt="Cranes at dawn" width="2400" height="1600"/,
  )
  expect(page).toContain('<th scope="col">Year</th>')
  expect(page).toContain('<td>12</td>')
  expect(page).toContain('<p>Plain &lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>')
  // A character reference reads as its character, as Markdown means it.
  expect(page).toContain('<p>Fish &amp; chips © 2026</p>')
})

test('a character reference shows its character once, in words and in a picture’s alt text; HTML stays words', () => {
  const page = html(
    [
      'a &lt; b, 5 > 3, Fish &amp; chips, 2 &#42; 3 and &#x2A;',
      // Written as words: an escaped ampersand, or one written as a reference, shows what follows.
      'Write \\&lt; or &amp;lt; for the sign',
      '- a &lt; b\n- **&#42; &gt; &#95;**',
      '| a &lt; b | 5 > 3 |\n| - | - |\n| &amp; | &#42; |',
      // The editor writes an alt text's marks as references (&#42;, &#95;) and its < as \\<.
      '![5 &lt; 6 \\< 7 &#42;x&#95; Fish &amp; chips \\&amp;](/images/uploads/sum-1a2b.jpg "1200x800")',
      '<script>alert(1)</script> &lt;script&gt;',
    ].join('\n\n'),
  )
  expect(page).toContain('<p>a &lt; b, 5 &gt; 3, Fish &amp; chips, 2 * 3 and *</p>')
  expect(page).toContain('<p>Write &amp;lt; or &amp;lt; for the sign</p>')
  expect(page).toContain('<ul><li>a &lt; b</li><li><strong>* &gt; _</strong></li></ul>')
  expect(page).toContain('<th scope="col">a &lt; b</th><th scope="col">5 &gt; 3</th>')
  expect(page).toContain('<td>&amp;</td><td>*</td>')
  expect(page).toContain('alt="5 &lt; 6 &lt; 7 *x_ Fish &amp; chips &amp;amp;"')
  // HTML in a text, written or as references, is shown as its words, never as an element.
  expect(page).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;script&gt;</p>')
  expect(page).not.toContain('<script')
})

/** The elements and attributes the editor's constructs become, and nothing else. */
const ELEMENTS = new Set(
  'div p h2 h3 h4 ul ol li blockquote strong em a br picture source img table thead tbody tr th td'.split(
    ' ',
  ),
)
const ATTRIBUTES = new Set(
  'class href start scope type srcset sizes src alt width height loading decoding fetchpriority'.split(' '),
)

test('nothing a text holds reaches the page but the elements the editor makes, and links that stay on the web', () => {
  const piece = fc.constantFrom(
    '# ',
    '## ',
    '#### ',
    '- ',
    '1. ',
    '> ',
    '    ',
    '```',
    '---',
    '~~',
    '`',
    '**',
    '*',
    '_',
    '[x](',
    ')',
    '](',
    '![a](',
    '/images/uploads/a.jpg "10x10"',
    'javascript:alert(1)',
    '//evil.example',
    'https://example.org',
    '<script>',
    '<img src=x onerror=alert(1)>',
    '<a href="//x">',
    '&lt;',
    '&#60;',
    '| a | b |',
    '| - | - |',
    '\n',
    '\n\n',
    'words',
    ' ',
    '- [ ] ',
    '<!-- c -->',
    'www.example.org',
    'http://example.org',
  )
  fc.assert(
    fc.property(
      fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join('')),
      (text) => {
        const document = parseDocument(html(text))
        for (const element of DomUtils.findAll(() => true, document.children)) {
          expect(ELEMENTS.has(element.name), `<${element.name}> from ${JSON.stringify(text)}`).toBe(true)
          for (const name of Object.keys(element.attribs))
            expect(ATTRIBUTES.has(name.toLowerCase()), `${name} from ${JSON.stringify(text)}`).toBe(true)
          if (element.name === 'a') expect(isAllowedAddress(element.attribs.href!)).toBe(true)
          if (element.name === 'img') expect(element.attribs.src).toMatch(/^\/images\/uploads\//)
        }
      },
    ),
    { numRuns: 500 },
  )
})

test('a text kept as a list of paragraphs shows the same words as it did, paragraph by paragraph', () => {
  // Before texts were formatted, each paragraph was rendered alone as a line of emphasis and links,
  // any HTML in it as its text.
  const inline = new Marked({
    gfm: true,
    renderer: { html: ({ text }) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;') },
  })
  const before = (paragraphs: string[]) =>
    searchText(paragraphs.map((paragraph) => `<p>${inline.parseInline(paragraph)}</p>`).join(''))
  const word = fc.constantFrom(
    'Farms',
    'value',
    '1.',
    '2)',
    '#',
    '##',
    '-',
    '+',
    '>',
    '=',
    '|',
    '**bold**',
    '*it*',
    '[us](/contact)',
    '[x]: /y',
    '<b>',
    '3.',
    'a',
  )
  const paragraph = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(' '))
  fc.assert(
    fc.property(fc.array(paragraph, { minLength: 1, maxLength: 4 }), (paragraphs) => {
      expect(searchText(html(paragraphsToRichText(paragraphs)))).toBe(before(paragraphs))
    }),
    { numRuns: 500 },
  )
})
