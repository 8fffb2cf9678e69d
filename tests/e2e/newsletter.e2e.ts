import { describe, expect, test } from 'vitest'
import { axeViolations, browserAvailable } from '#tests/support/browser.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'
import { full } from '#tests/support/tiers.ts'
import { eventually } from '#tests/support/test-app.ts'

const site = useSiteUnderTest()

/** Signs up through the API and returns the confirm and unsubscribe links from the mail that arrives. */
async function signUp(email: string) {
  const response = await fetch(`${site.origin}/api/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  })
  expect(response.status).toBe(202)
  const mail = await eventually(() => site.smtp.to(email)[0] ?? Promise.reject(new Error('no mail yet')), {
    timeout: 10_000,
  })
  const link = (path: string) =>
    new RegExp(`https?://\\S+${path}\\?token=[\\w-]{43}(&topic=\\w+)?`).exec(mail.text ?? '')![0]
  return { confirm: link('/newsletter/confirm'), unsubscribe: link('/newsletter/unsubscribe') }
}

/** Opens the confirm link twice: the button confirms the first time; the second, the link has expired. */
async function confirmOnce(javaScript: boolean) {
  const links = await signUp(`confirm-${javaScript}@example.com`)
  for (const expected of ['/newsletter/confirmed', '/newsletter/link-expired']) {
    const { page, context } = await site.open(links.confirm, { javaScript })
    expect(await page.getByRole('heading', { name: 'Confirm your subscription' }).isVisible()).toBe(true)
    const confirming = expected.endsWith('confirmed')
    if (confirming) {
      // The topic signed up for is not offered again; another one ticked is added.
      expect(await page.getByLabel('Insights', { exact: true }).isVisible()).toBe(false)
      await page.getByLabel('Event invitations', { exact: true }).check()
    }
    await page.getByRole('button', { name: 'Confirm subscription' }).click()
    await page.waitForURL(`**${expected}*`)
    const heading = confirming ? 'You are subscribed' : 'This link has expired'
    await page.getByRole('heading', { level: 1, name: heading }).waitFor()
    // The thanks names exactly what is stored.
    if (confirming) await page.getByText('You will receive: Insights and Event invitations.').waitFor()
    await context.close()
  }
}

/** The button pressed while React is still on its way: the press is held, then posts the link's token. */
async function confirmBeforeReact() {
  const links = await signUp('confirm-early@example.com')
  const { page, context } = await site.open(links.confirm, { javaScript: true })
  // The island's code arrives slowly, as on a poor connection: the press comes first.
  await context.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await page.waitForURL('**/newsletter/confirmed*')
  await page.getByText('You will receive: Insights.').waitFor()
  await context.close()
}

async function unsubscribe(javaScript: boolean) {
  const links = await signUp(`leave-${javaScript}@example.com`)
  const { page, context } = await site.open(links.unsubscribe, { javaScript })
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await page.waitForURL('**/newsletter/unsubscribed')
  await page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' }).waitFor()
  await context.close()
}

// With JavaScript in the fast tier; without it, and axe-core at both widths, in the full tier (the
// confirm page is also among the pages of every kind in pages.e2e.ts).
describe.skipIf(!browserAvailable)('newsletter links from the mail, in Chromium', () => {
  test.for([true])('the confirm button confirms once (JavaScript %s)', confirmOnce)
  test.for([false])('the confirm button confirms once (JavaScript %s)', full, confirmOnce)
  test('a press before React has come is kept, and confirms', confirmBeforeReact)
  test.for([true])('the unsubscribe link ends the subscription (JavaScript %s)', unsubscribe)
  test.for([false])('the unsubscribe link ends the subscription (JavaScript %s)', full, unsubscribe)

  test.for([1280, 390])('axe-core finds no violations on the confirm page at %i px', full, async (width) => {
    const { page, context } = await site.open('/newsletter/confirm', { width })
    await page.waitForLoadState('networkidle')
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })
})
