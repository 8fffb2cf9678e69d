// Every admin screen, read as a member reads it: no field key, constant, file name or record
// number anywhere in the words it shows (the form's labels are checked file by file in
// schema-form.test.tsx; here, what each screen says around them).
import { describe, expect, test } from 'vitest'
import { browserAvailable } from '#tests/support/browser.ts'
import { agedFormToken } from '#tests/support/http.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'
import { eventually } from '#tests/support/test-app.ts'

const site = useSiteUnderTest()

/** What a member should never have to read, each with the name a failure gives it. */
const UNWORDED: [string, RegExp][] = [
  ['a file name', /\b[\w-]+\.(ya?ml|md)\b/],
  ['a constant', /\b[A-Z]{2,}_[A-Z_]{2,}\b/],
  ['a field key', /\b[a-z]+[A-Z][a-z]+[A-Za-z]*\b/],
  ['a record number', /\brelease:? ?\d+\b/i],
  ['a token', /\{(name|shortName|slug|email|phone|careersEmail)\}/],
]

const SCREENS = [
  '/superadmin',
  '/superadmin/subscribers',
  '/superadmin/newsletter',
  '/superadmin/content',
  '/superadmin/content/library',
  `/superadmin/content/edit?ref=${encodeURIComponent('jobs/TECH-001.yaml')}`,
  `/superadmin/content/edit?ref=${encodeURIComponent('site.yaml')}`,
  `/superadmin/content/edit?ref=${encodeURIComponent('insights/ai-in-business.yaml')}`,
  '/superadmin/analytics',
  '/superadmin/team',
  '/superadmin/audit',
  '/superadmin/account',
]

describe.skipIf(!browserAvailable)('the admin in words', () => {
  test('no admin screen shows a field key, a constant, a file name or a record number', async () => {
    // A message in the inbox, so that its screen has one to show.
    await fetch(`${site.origin}/api/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        formToken: await agedFormToken(site.origin),
        name: 'Noor',
        email: 'noor@example.com',
        subject: 'Warehouse layout',
        message: 'Could you review our picking routes?',
      }),
    })
    const { page, context, errors } = await site.signedIn('reader@example.com', '/superadmin')
    const found: string[] = []
    for (const screen of SCREENS) {
      await page.goto(`${site.origin}${screen}`)
      await page.waitForLoadState('networkidle')
      await eventually(async () => expect(await page.locator('.animate-pulse').count()).toBe(0))
      // What the admin says: its words, labels and the choices it offers; not what a member wrote
      // in a field (a text keeps the firm's facts as tokens, {shortName}, by design).
      const text = await page.locator('main').evaluate((main) => {
        const words = main.cloneNode(true) as HTMLElement
        for (const field of words.querySelectorAll('textarea, [contenteditable], script, style'))
          field.remove()
        // Each piece of text apart, as the eye takes them (textContent would run the links together).
        const walker = document.createTreeWalker(words, NodeFilter.SHOW_TEXT)
        const pieces: string[] = []
        while (walker.nextNode()) pieces.push(walker.currentNode.textContent ?? '')
        return pieces.join(' ')
      })
      for (const [what, pattern] of UNWORDED) {
        const match = pattern.exec(text)
        if (match) found.push(`${screen}: ${what}: “${match[0]}”`)
      }
    }
    expect(found).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})
