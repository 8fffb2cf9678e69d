// Review before publish, in Chromium as a marketing team works: an owner turns it on, an editor on a
// phone asks for review instead of publishing, the owner sees the change beside the live page and
// approves it (it goes live); an admin on a phone sends another one back with a note, which the
// editor then reads on their draft. The tests share one site and run in order: the first turns review on.
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { axeViolations, browserAvailable } from '#tests/support/browser.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'
import { eventually } from '#tests/support/test-app.ts'
import { full } from '#tests/support/tiers.ts'

const site = useSiteUnderTest()
const editLink = (ref: string) => `/superadmin/content/edit?ref=${encodeURIComponent(ref)}`

/** Changes the hero's title of the entry open in `page` and saves the draft. */
async function draftTitle(page: Page, title: string) {
  await page.getByRole('group', { name: 'Hero' }).getByLabel('Title', { exact: true }).fill(title)
  await page.getByRole('button', { name: 'Save draft' }).click()
  await page
    .getByText(
      'Draft saved. Ask for review when it is ready: visitors see it once an owner or admin approves it.',
    )
    .waitFor()
}

/** Asks for review of the saved draft, with `message`, from the dialog. */
async function askForReview(page: Page, message: string, check: string) {
  await page.getByRole('button', { name: 'Ask for review' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ask for review' })
  await dialog.getByLabel('Message for the reviewer (optional)').fill(message)
  expect(await axeViolations(page), check).toEqual([])
  await dialog.getByRole('button', { name: 'Send the request' }).click()
  await page.getByText('Review asked for: the owners and admins are told by e-mail.').waitFor()
}

describe.skipIf(!browserAvailable)(
  'review before publish, in Chromium',
  { ...full, timeout: 300_000 },
  () => {
    test('an editor on a phone asks for review; the owner sees the change and approves it, and it goes live', async () => {
      const owner = await site.signedIn('chief@example.com', '/superadmin/team')
      await owner.page.getByLabel('Review editors’ changes before they go live').check()
      await owner.page
        .getByText(
          'From now on an editor’s publish is a request: an owner or admin approves it or sends it back.',
        )
        .waitFor()
      expect(await axeViolations(owner.page), 'the team page with review on').toEqual([])

      const ref = 'insights/leadership-innovation.yaml'
      const editor = await site.signedIn('writer@example.com', editLink(ref), { role: 'editor', width: 390 })
      await draftTitle(editor.page, 'Leading when nobody knows yet')
      // No way to publish: only to ask.
      expect(await editor.page.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0)
      expect(await editor.page.getByRole('region', { name: 'Publish or take down later' }).count()).toBe(0)
      await askForReview(editor.page, 'For the Monday newsletter, please.', 'asking for review, at 390 px')
      await editor.page.getByText(/^Waiting for review: asked by writer@example\.com /).waitFor()
      expect(await axeViolations(editor.page), 'a draft waiting for review, at 390 px').toEqual([])
      // The owner hears of it by mail.
      const [mail] = await eventually(() => {
        const mails = site.smtp.to('chief@example.com')
        expect(mails).toHaveLength(1)
        return mails
      })
      expect(mail!.subject).toBe('To review: “Leading when nobody knows yet”')

      // The owner finds it with the content, and reads what it changes beside the live page.
      await owner.page.goto(`${site.origin}/superadmin/content`)
      const waiting = owner.page.getByRole('region', { name: 'Changes for review' })
      await waiting.getByText('“For the Monday newsletter, please.”').waitFor()
      await waiting.getByRole('link', { name: 'Leading when nobody knows yet' }).click()
      const panel = owner.page.getByRole('region', { name: 'Review this change' })
      await panel
        .getByText(
          'Hero › Title: “Leading When the Answers Are Not Yet Known” → “Leading when nobody knows yet”',
        )
        .waitFor()
      expect(await axeViolations(owner.page), 'a change to review').toEqual([])
      expect(await (await fetch(`${site.origin}/insights/leadership-innovation`)).text()).not.toContain(
        'Leading when nobody knows yet',
      )
      await panel.getByRole('button', { name: 'Approve and publish' }).click()
      // Both are credited: who wrote it, and who approved and published it.
      await owner.page
        .getByText(/^Live since .*, written by writer@example\.com and published by chief@example\.com\.$/)
        .waitFor()
      expect(await (await fetch(`${site.origin}/insights/leadership-innovation`)).text()).toContain(
        'Leading when nobody knows yet',
      )
      await eventually(() =>
        expect(site.smtp.to('writer@example.com').map((m) => m.subject)).toEqual([
          'Live: “Leading when nobody knows yet”',
        ]),
      )
      expect(owner.errors).toEqual([])
      expect(editor.errors).toEqual([])
      await owner.context.close()
      await editor.context.close()
    })

    test('an admin on a phone sends a change back with a note; the editor reads it on the draft', async () => {
      const ref = 'insights/economic-trends.yaml'
      const editor = await site.signedIn('junior@example.com', editLink(ref), { role: 'editor' })
      await draftTitle(editor.page, 'The economy, in one breath')
      await askForReview(editor.page, '', 'asking for review')

      const admin = await site.signedIn('reviewer@example.com', editLink(ref), { role: 'admin', width: 390 })
      const panel = admin.page.getByRole('region', { name: 'Review this change' })
      await panel.getByRole('button', { name: 'Send back' }).click()
      await panel.getByText('Say what should change, so the editor knows what to do.').waitFor()
      expect(await axeViolations(admin.page), 'sending back without a note, at 390 px').toEqual([])
      await panel.getByLabel('Or send it back: what should change').fill('Keep the old title: it ranks well.')
      await panel.getByRole('button', { name: 'Send back' }).click()
      await admin.page
        .getByText(/^Sent back by reviewer@example\.com .*: “Keep the old title: it ranks well\.”$/)
        .waitFor()

      await editor.page.reload()
      await editor.page
        .getByText(/^Sent back by reviewer@example\.com .*: “Keep the old title: it ranks well\.”$/)
        .waitFor()
      expect(await axeViolations(editor.page), 'a change sent back').toEqual([])
      expect(await (await fetch(`${site.origin}/insights/economic-trends`)).text()).not.toContain(
        'The economy, in one breath',
      )
      // The one failed request was the note left out, as it should be.
      expect(admin.errors).toEqual([
        'Failed to load resource: the server responded with a status of 400 (Bad Request)',
      ])
      expect(editor.errors).toEqual([])
      await admin.context.close()
      await editor.context.close()
    })
  },
)
