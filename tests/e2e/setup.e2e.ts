// @module-tag full -- the browser side of the first-run setup, with a server of its own: the full tier
// (its API side is in server/modules/auth/auth.test.ts, in the fast tier).
import { describe, expect, test } from 'vitest'
import { browserAvailable } from '#tests/support/browser.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'

// A server of its own, so that no admin exists yet.
const site = useSiteUnderTest()

describe.skipIf(!browserAvailable)('first-run setup in Chromium', () => {
  test('the one-time link from the log creates the first admin, signs them in, and then stops working', async () => {
    const link = /https?:\/\/\S+\/superadmin\/setup\?token=[\w-]{43}/.exec(site.log())?.[0]
    expect(link).toBeTruthy()
    const setupUrl = new URL(link!)

    const { page, context } = await site.open(`${setupUrl.pathname}${setupUrl.search}`)
    await page.getByRole('heading', { name: 'Create the first admin' }).waitFor()
    await page.getByLabel('E-mail', { exact: true }).fill('owner@example.com')
    await page.getByLabel('Password', { exact: true }).fill('a long first-run passphrase')
    await page.getByRole('button', { name: 'Create admin and sign in' }).click()
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor()
    await page.getByText('Signed in as owner@example.com').waitFor()
    await context.close()

    const again = await fetch(`${site.origin}/api/auth/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: setupUrl.searchParams.get('token'),
        email: 'second@example.com',
        password: 'another long passphrase',
      }),
    })
    expect(again.status).toBe(410)
  })
})
