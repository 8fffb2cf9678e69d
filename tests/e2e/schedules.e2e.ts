// Publishing and taking down set for a time, in Chromium as a marketing manager does it: an editor
// sets an insight to publish a couple of minutes ahead and it goes live on its own; an owner on a
// phone sets a job to come down, moves it, and cancels it. The firm's clock is America/New_York
// (content/site.yaml).
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { CSRF_HEADER } from '#contract/admin-constants.ts'
import { firmTimeOf } from '#server/lib/firm-time.ts'
import { axeViolations, browserAvailable } from '#tests/support/browser.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'
import { eventually } from '#tests/support/test-app.ts'
import { full } from '#tests/support/tiers.ts'

const site = useSiteUnderTest()
const ZONE = 'America/New_York'

/** The firm's clock `minutes` whole minutes from now (at least `minutes - 1` away). */
const firmTimeIn = (minutes: number) => firmTimeOf(new Date(Date.now() + minutes * 60_000), ZONE)

/** `2026-12-01T09:00` as the admin writes it: 'Tuesday 1 December 2026 at 09:00'. */
const spoken = (local: string) =>
  `${new Date(`${local.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })} at ${local.slice(11)}`

const laterSection = (page: Page) => page.getByRole('region', { name: 'Publish or take down later' })

describe.skipIf(!browserAvailable)(
  'publishing set for a time, in Chromium',
  { ...full, timeout: 300_000 },
  () => {
    test('an editor sets an insight to publish in two minutes; it goes live on its own, once', async () => {
      const { page, context, errors } = await site.signedIn(
        'planner@example.com',
        '/superadmin/content/edit?ref=insights%2Fsmart-buildings.yaml',
        { role: 'editor' },
      )
      const title = page.getByRole('group', { name: 'Hero' }).getByLabel('Title', { exact: true })
      await title.fill('Buildings that run themselves, announced on time')
      await page.getByRole('button', { name: 'Save draft' }).click()
      await page.getByText('Draft saved. Visitors see it once you publish it.').waitFor()

      const later = laterSection(page)
      const due = firmTimeIn(2)
      // A time already past is refused in words, at its field.
      await later.getByLabel('Publish the saved draft on').fill(firmTimeIn(-3))
      await later.getByRole('button', { name: 'Schedule publishing' }).click()
      await later.getByText(/^Choose a time still to come: it is .* now \(America\/New_York\)\.$/).waitFor()
      await later.getByLabel('Publish the saved draft on').fill(due)
      await later.getByRole('button', { name: 'Schedule publishing' }).click()
      const line = `Publishes on ${spoken(due)} (${ZONE}). Set by planner@example.com.`
      await later.getByText(line).waitFor()
      // Under the entry's status too, leading to the section.
      await page.getByRole('link', { name: line }).waitFor()
      expect(await axeViolations(page), 'the entry with a publish set').toEqual([])

      // Listed with the content, with its page.
      await page.goto(`${site.origin}/superadmin/content`)
      const listed = page.getByRole('region', { name: 'Set for a time' })
      await listed.getByRole('link', { name: 'Buildings that run themselves, announced on time' }).waitFor()
      await listed.getByText(line).waitFor()
      expect(await axeViolations(page), 'the content list with a publish set').toEqual([])

      // Nothing changes before its time; within a minute of it, the page is live.
      expect(await (await fetch(`${site.origin}/insights/smart-buildings`)).text()).not.toContain(
        'announced on time',
      )
      await eventually(
        async () =>
          expect(await (await fetch(`${site.origin}/insights/smart-buildings`)).text()).toContain(
            'Buildings that run themselves, announced on time',
          ),
        { timeout: 200_000, interval: 2000 },
      )
      await page.reload()
      await page
        .getByRole('region', { name: 'Set for a time' })
        .getByText(new RegExp(`^Published .*, as set for ${spoken(due)} \\(${ZONE}\\)\\.$`))
        .waitFor()
      // The one failed request was the past time's 400, as it should be.
      expect(errors).toEqual([
        'Failed to load resource: the server responded with a status of 400 (Bad Request)',
      ])
      await context.close()
    })

    test('an owner publishes two drafts together from the content list: both pages change at once', async () => {
      const { page, context, errors } = await site.signedIn('launcher@example.com', '/superadmin/content')
      // Two drafts, saved as the editor's form saves them.
      const { csrfToken } = (await (await page.request.get(`${site.origin}/api/auth/session`)).json()) as {
        csrfToken: string
      }
      const pages = {
        'insights/digital-trends.yaml': 'Launch, part one',
        'insights/data-analytics.yaml': 'Launch, part two',
      }
      for (const [ref, title] of Object.entries(pages)) {
        const opened = (await (
          await page.request.get(`${site.origin}/api/content/entry?ref=${ref}`)
        ).json()) as {
          data: { hero: object }
          published: { version: number }
        }
        const saved = await page.request.post(`${site.origin}/api/content/draft`, {
          headers: { [CSRF_HEADER]: csrfToken },
          data: {
            ref,
            data: { ...opened.data, hero: { ...opened.data.hero, title } },
            revision: 0,
            baseVersion: opened.published.version,
          },
        })
        expect(saved.status()).toBe(200)
      }
      await page.reload()
      const together = page.getByRole('region', { name: 'Publish drafts together' })
      // Named by their drafts' titles.
      await together.getByLabel('Launch, part one').check()
      expect(await together.getByRole('button', { name: 'Publish together now' }).isDisabled()).toBe(true)
      await together.getByLabel('Launch, part two').check()
      expect(await axeViolations(page), 'two drafts chosen to publish together').toEqual([])
      await together.getByRole('button', { name: 'Publish together now' }).click()
      await page
        .getByRole('dialog', { name: 'Publish 2 drafts together?' })
        .getByRole('button', { name: 'Publish together' })
        .click()
      await page
        .getByText(
          /^Live since .*: Publish together “Launch, part (one|two)”, “Launch, part (one|two)”, by launcher@example\.com\.$/,
        )
        .waitFor()
      for (const [path, title] of [
        ['/insights/digital-trends', 'Launch, part one'],
        ['/insights/data-analytics', 'Launch, part two'],
      ]) {
        expect(await (await fetch(`${site.origin}${path}`)).text()).toContain(title)
      }
      expect(errors).toEqual([])
      await context.close()
    })

    test('an owner on a phone sets a job to come down, moves it, then cancels it', async () => {
      const { page, context, errors } = await site.signedIn(
        'closer@example.com',
        '/superadmin/content/edit?ref=jobs%2FOPS-003.yaml',
        { width: 390 },
      )
      const later = laterSection(page)
      const first = firmTimeIn(60 * 24)
      await later.getByLabel('Take the page down on').fill(first)
      await later.getByLabel('Its address then leads to (optional)').fill('/careers/searchjobs')
      await later.getByRole('button', { name: 'Schedule taking down' }).click()
      await later
        .getByText(
          `Comes down on ${spoken(first)} (${ZONE}), its address then leads to /careers/searchjobs. Set by closer@example.com.`,
        )
        .waitFor()
      expect(await axeViolations(page), 'a take-down set, at 390 px').toEqual([])

      // Moved a day later.
      const moved = firmTimeIn(60 * 48)
      await later.getByRole('button', { name: 'Change the time' }).click()
      await later.getByLabel('New date and time').fill(moved)
      expect(await axeViolations(page), 'changing the time, at 390 px').toEqual([])
      await later.getByRole('button', { name: 'Move it' }).click()
      await later.getByText(new RegExp(`^Moved: Comes down on ${spoken(moved)}`)).waitFor()

      // Cancelled, after the question.
      await later.getByRole('button', { name: 'Cancel', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Cancel this schedule?' })
      expect(await axeViolations(page), 'the question before cancelling, at 390 px').toEqual([])
      await dialog.getByRole('button', { name: 'Cancel the schedule' }).click()
      await page.getByText('Cancelled: nothing will happen at that time.').waitFor()
      expect(await later.getByRole('button', { name: 'Change the time' }).count()).toBe(0)
      expect((await fetch(`${site.origin}/careers/jobs/OPS-003`)).status).toBe(200)
      expect(errors).toEqual([])
      await context.close()
    })
  },
)
