import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { createAdminWithCli } from '#tests/support/admin-cli.ts'
import { axeViolations, browserAvailable } from '#tests/support/browser.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'
import { eventually } from '#tests/support/test-app.ts'
import { full } from '#tests/support/tiers.ts'
import { makePhoto } from '#scripts/raster-fixture.ts'

const site = useSiteUnderTest()
const PASSWORD = 'copper lantern quietly folds'
const INSIGHT = '/superadmin/content/edit?ref=insights%2Fai-in-business.yaml'
const INSIGHT_TITLE = 'AI in business: the practical uses that pay off first'

/** Signs a new member in and opens `path` of the admin. */
async function signedIn(
  email: string,
  path: string,
  options: { width?: number; role?: 'owner' | 'editor' } = {},
) {
  await createAdminWithCli(site.dataDir, email, PASSWORD, {}, options.role ?? 'owner')
  const opened = await site.open(`/superadmin/login?next=${encodeURIComponent(path)}`, {
    width: options.width,
  })
  await opened.page.getByLabel('E-mail', { exact: true }).fill(email)
  await opened.page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await opened.page.getByRole('button', { name: 'Sign in' }).click()
  await opened.page.waitForURL(`**${path}`)
  return opened
}

/** The hero's title field of the insight form. */
const heroTitle = (page: Page) =>
  page.getByRole('group', { name: 'Hero' }).getByLabel('Title', { exact: true })

describe.skipIf(!browserAvailable)('the content editor in Chromium', () => {
  test.each([1280, 390])(
    'the content list and an entry’s form: axe-core finds no violations at %i px',
    async (width) => {
      const { page, context, errors } = await signedIn(`axe-${width}@example.com`, '/superadmin/content', {
        width,
      })
      await page.getByRole('heading', { name: 'Insights', level: 2 }).waitFor()
      expect(await axeViolations(page), `content list at ${width}px`).toEqual([])
      await page.getByRole('link', { name: INSIGHT_TITLE }).click()
      await heroTitle(page).waitFor()
      expect(await heroTitle(page).inputValue()).toBe(INSIGHT_TITLE)
      expect(await axeViolations(page), `entry form at ${width}px`).toEqual([])
      // An article's body gets the Markdown editor, with its toolbar.
      await page.goto(`${site.origin}/superadmin/content/edit?ref=articles%2Fdata%2Fanalytics.md`)
      await page.getByRole('button', { name: /bold/i }).waitFor()
      expect(await page.getByLabel('Body').inputValue()).toContain('## Start with decisions, not data')
      expect(await axeViolations(page), `Markdown form at ${width}px`).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    },
  )

  test('bad input is refused at its field, in the build’s words, with a summary that leads to it', async () => {
    const { page, context } = await signedIn('checks@example.com', INSIGHT)
    await heroTitle(page).fill('')
    const description = page.getByRole('group', { name: 'SEO' }).getByLabel('Description')
    await description.fill('x'.repeat(175))
    // The limit is shown while typing, before anything is sent.
    await page.getByText('175 of 50–170 characters: 5 too many').waitFor()
    await page.getByRole('button', { name: 'Save draft' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'fields need a change' })
    await summary.waitFor()
    expect(await summary.innerText()).toContain(
      'seo.description: Too big: expected string to have <=170 characters',
    )
    expect(await heroTitle(page).getAttribute('aria-invalid')).toBe('true')
    // The summary's link takes the keyboard to the field.
    await summary.getByRole('link', { name: /^hero\.title/ }).click()
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-hero-title')
    // A file that is not a photograph is refused at its field, before anything is kept.
    const image = page.getByRole('group', { name: 'Hero' }).getByRole('group', { name: 'Image' })
    await image.getByLabel('Upload a photograph').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('these are notes, not a picture'),
    })
    await image.getByText('This file is not a photograph: upload a JPEG, PNG, WebP or AVIF image.').waitFor()
    expect(await image.getByLabel('Upload a photograph').getAttribute('aria-invalid')).toBe('true')
    // Nothing was saved: the entry opens as it was.
    await page.reload()
    await heroTitle(page).waitFor()
    expect(await heroTitle(page).inputValue()).toBe(INSIGHT_TITLE)
    await context.close()
  })

  test('a stale save from a second browser is refused, and the first person’s text stays', async () => {
    const first = await signedIn('first@example.com', INSIGHT)
    const second = await signedIn('second@example.com', INSIGHT, { role: 'editor' })
    await heroTitle(first.page).waitFor()
    await heroTitle(second.page).waitFor()
    await heroTitle(first.page).fill('The first person’s title')
    await first.page.getByRole('button', { name: 'Save draft' }).click()
    await first.page.getByText('Draft saved.').waitFor()

    await heroTitle(second.page).fill('The second person’s title')
    await second.page.getByRole('button', { name: 'Save draft' }).click()
    const refusal = second.page.getByRole('alert').filter({ hasText: 'saved this entry since you opened it' })
    await refusal.waitFor()
    expect(await refusal.innerText()).toContain('first@example.com')
    expect(await refusal.innerText()).toContain(
      'hero.title: “AI in business: the practical uses that pay off first” is now “The first person’s title”',
    )

    await first.page.reload()
    await heroTitle(first.page).waitFor()
    expect(await heroTitle(first.page).inputValue()).toBe('The first person’s title')
    await first.context.close()
    await second.context.close()
  })

  test(
    'an editor creates an insight from a copy, previews it at two widths, publishes it, and it is live with its listing',
    { ...full, timeout: 180_000 },
    async () => {
      const { page, context, errors } = await signedIn('writer@example.com', '/superadmin/content', {
        role: 'editor',
      })
      await page.getByRole('link', { name: 'New entry in Insights' }).click()
      await page.getByLabel('Address').fill('notes-from-the-editor')
      await page.getByLabel('Start from').selectOption({ label: `A copy of “${INSIGHT_TITLE}”` })
      await page.getByRole('button', { name: 'Continue' }).click()
      await heroTitle(page).waitFor()
      await heroTitle(page).fill('Notes from the editor')
      await page.getByLabel('Category').fill('Editorial')
      // A camera's photograph for the hero, with its alt text.
      const heroImage = page.getByRole('group', { name: 'Hero' }).getByRole('group', { name: 'Image' })
      await heroImage.getByLabel('Upload a photograph').setInputFiles({
        name: 'Workshop.JPG',
        mimeType: 'image/jpeg',
        buffer: await makePhoto(4000, 3000),
      })
      await heroImage.getByText('Uploaded. Now say what it shows in the alt text.').waitFor()
      await heroImage.getByLabel('Alt text').fill('A team at a whiteboard during a workshop')
      await page.getByRole('button', { name: 'Save draft' }).click()
      await page.getByText('Draft saved.').waitFor()

      // The preview: the page as it will be, at a phone's and a desktop's width; nobody else sees it.
      await page.getByRole('button', { name: 'Preview' }).click()
      await page.getByText('The page as visitors will get it once published.').waitFor({ timeout: 120_000 })
      for (const width of [390, 1280]) {
        const frame = page.frameLocator(`iframe[title="Preview at ${width} pixels wide"]`)
        await frame.getByRole('heading', { level: 1, name: 'Notes from the editor' }).waitFor()
        await frame.getByText('Preview of a draft: visitors do not see this yet.').waitFor()
      }
      const stranger = await site.open('/insights/notes-from-the-editor')
      expect(stranger.response?.status()).toBe(404)
      await stranger.context.close()

      await page.getByRole('button', { name: 'Publish' }).click()
      await page.getByText('Publishing: Publish “Notes from the editor”').waitFor()
      await page.getByText(/^Live since .*Notes from the editor/).waitFor({ timeout: 120_000 })

      const visitor = await site.open('/insights/notes-from-the-editor')
      expect(visitor.response?.status()).toBe(200)
      expect(await visitor.page.getByRole('heading', { level: 1 }).innerText()).toBe('Notes from the editor')
      // The photograph comes in the sizes and formats of the image pipeline.
      const photo = visitor.page.getByRole('img', { name: 'A team at a whiteboard during a workshop' })
      expect(await photo.getAttribute('src')).toMatch(/^\/assets\/workshop-[0-9a-f]{10}\..*\.webp$/)
      const avif = visitor.page.locator('picture source[type="image/avif"]').first()
      expect(await avif.getAttribute('srcset')).toMatch(/480w.*800w.*1200w/)
      await visitor.page.goto(`${site.origin}/insights`)
      await visitor.page.getByRole('link', { name: 'Editorial' }).waitFor()
      await eventually(async () =>
        expect(await (await fetch(`${site.origin}/sitemap.xml`)).text()).toContain(
          '/insights/notes-from-the-editor',
        ),
      )
      expect(errors).toEqual([])
      expect(visitor.errors).toEqual([])
      await visitor.context.close()
      await context.close()
    },
  )
})
