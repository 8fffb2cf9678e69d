import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Paragraphs } from './paragraphs.tsx'

test('paragraphs render their bold, italic and links as elements, and any HTML in them as text', () => {
  const html = renderToStaticMarkup(
    <Paragraphs
      items={[
        'We help **farms** and *co-ops*: [talk to us](/contact).',
        'Plain <script>alert(1)</script> & more',
      ]}
    />,
  )
  expect(html).toContain('<p>We help <strong>farms</strong> and <em>co-ops</em>: <a href="/contact"')
  expect(html).toContain('>talk to us</a>.</p>')
  expect(html).toContain('<p>Plain &lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>')
})
