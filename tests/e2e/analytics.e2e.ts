// Visits counted by the server, as people make them in Chromium: pages reached by pointing at a link
// and clicking it, a message sent after reading an insight, and robots that must not count. Then the
// owner reads the figures at a desk and on a phone.
import { describe, expect, test } from 'vitest'
import { axeViolations, browserAvailable, fillContactForm } from '#tests/support/browser.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'
import { full } from '#tests/support/tiers.ts'

const site = useSiteUnderTest()

/** A person's browser: a headless one says so in its browser string, and is counted as a robot. */
const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

describe.skipIf(!browserAvailable)('visits counted in Chromium', { ...full, timeout: 180_000 }, () => {
  test('each page a person opens counts once, a robot’s none, a message counts for the insight read before it; the owner reads the figures at 1280 and 390 px', async () => {
    const person = await site.browser.newContext({
      userAgent: PERSON,
      viewport: { width: 1280, height: 900 },
    })
    const page = await person.newPage()
    await page.goto(`${site.origin}/`)
    // As people do: the pointer rests on a link a moment, then clicks.
    const insight = await page.locator('main a[href^="/insights/"]').first().getAttribute('href')
    const steps = [
      () => page.locator(`main a[href="${insight}"]`).first(),
      () => page.locator('footer a[href="/about"]').first(),
      () => page.locator('header a[href="/contact"]').first(),
    ]
    for (const link of steps) {
      const before = page.url()
      await link().hover()
      await page.waitForTimeout(500)
      await link().click()
      await page.waitForURL((url) => url.href !== before)
      await page.getByRole('heading', { level: 1 }).waitFor()
    }
    const opened = 1 + steps.length
    // On the contact page, a message: the enquiry the insight led to.
    await fillContactForm(page, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Your insight',
      message: 'We read your piece and would like to talk.',
    })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByRole('dialog', { name: 'Message Sent!' }).waitFor()
    await person.close()

    // A robot (a headless browser says so) reads three pages, and counts for nothing.
    const robot = await site.open('/about')
    await robot.page.goto(`${site.origin}/insights`)
    await robot.page.goto(`${site.origin}/careers/alerts`)
    await robot.context.close()

    const owner = await site.signedIn('owner@example.com', '/superadmin/analytics')
    const figure = (label: string) =>
      owner.page
        .locator('dl > div')
        .filter({ has: owner.page.getByText(label, { exact: true }) })
        .locator('dd')
        .first()
    // Counts are written in batches every two seconds: the page is read again until they are in.
    await expect
      .poll(
        async () => {
          await owner.page.reload()
          return [await figure('Visitors').innerText(), await figure('Page views').innerText()]
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toEqual(['1', String(opened)])
    const pages = owner.page.getByRole('table', { name: 'Top pages' })
    for (const path of ['/', insight!, '/about', '/contact']) {
      await pages.getByRole('rowheader', { name: path, exact: true }).waitFor()
    }
    expect(await figure('Contact message sent').innerText()).toBe('1')
    // The enquiry is put down to the pages read before it, the insight among them: its one reader sent it.
    const leads = owner.page.getByRole('table', { name: 'Contact message sent' })
    const row = leads.getByRole('row').filter({ has: owner.page.getByRole('rowheader', { name: insight! }) })
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(['1', '100% of 1'])
    await owner.page.getByRole('img', { name: /^1 visitors over 30 days/ }).waitFor()
    expect(await axeViolations(owner.page), 'analytics at 1280 px').toEqual([])
    await owner.page.setViewportSize({ width: 390, height: 844 })
    await owner.page.getByLabel('Period', { exact: true }).selectOption({ label: 'Last 7 days' })
    await owner.page.getByText(/beside the 7 days before/).waitFor()
    expect(await axeViolations(owner.page), 'analytics at 390 px').toEqual([])
    // Nothing of the chart runs past a phone's width.
    expect(await owner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // Beside the insight in the content editor, its reads.
    const ref = encodeURIComponent(`${insight!.slice(1)}.yaml`)
    await owner.page.goto(`${site.origin}/superadmin/content/edit?ref=${ref}`)
    await owner.page.getByText('Read in the last 30 days by 1 visitor (1 page view).').waitFor()
    expect(owner.errors).toEqual([])
    await owner.context.close()
  })
})
