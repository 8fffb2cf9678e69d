import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { adminPaths } from '#content/index.ts'

/** A built page's HTML, as the server sends it. */
const built = (path: string) => readFileSync(join('build/client', path, 'index.html'), 'utf8')
const emailInputs = (html: string) => html.match(/<input\b[^>]*\btype="email"/g) ?? []

// The sign-in and setup forms are drawn in the browser (client:only), so the e-mail field of a built
// admin page could only be someone else's: the public footer's newsletter form, which sat under the
// sign-in form as a second e-mail field. The e2e test counts the fields of the drawn sign-in form.
test.each(adminPaths())('%s ends in the plain footer: no newsletter form, no e-mail field', (path) => {
  const html = built(path)
  expect(emailInputs(html)).toEqual([])
  expect(html).not.toContain('newsletter-form')
  const footer = /<footer\b[\s\S]*<\/footer>/.exec(html)?.[0] ?? ''
  expect(footer).toContain('All rights reserved.')
  expect(footer).not.toContain('<a ')
})

test('a public page keeps the whole footer with its newsletter form', () => {
  const html = built('contact')
  expect(emailInputs(html).length).toBeGreaterThanOrEqual(1)
  expect(html).toContain('newsletter-form')
  expect(/<footer\b[\s\S]*<\/footer>/.exec(html)?.[0]).toContain('<a ')
})
