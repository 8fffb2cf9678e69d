import { describe, expect, test } from 'vitest'
import { axeViolations, browserAvailable, waitForIsland } from '#tests/support/browser.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'
import { eventually } from '#tests/support/test-app.ts'
import { full } from '#tests/support/tiers.ts'

const site = useSiteUnderTest()

/** Signs up through the footer's API and confirms through the mail's link, ticking `also` on its page. */
async function reader(email: string, also: string[]) {
  await fetch(`${site.origin}/api/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  })
  const mail = await eventually(() => site.smtp.to(email)[0] ?? Promise.reject(new Error('no mail yet')), {
    timeout: 10_000,
  })
  const confirm = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]{43}(&topic=\w+)?/.exec(
    mail.text ?? '',
  )![0]
  const { page, context } = await site.open(confirm)
  // The page's own form, awake: what happens to a click while it wakes is the newsletter tests' matter.
  const button = page.getByRole('button', { name: 'Confirm subscription' })
  await waitForIsland(button)
  for (const label of also) await page.getByLabel(label).check()
  await button.click()
  // The thanks, with the topics now received in its address.
  await page.waitForURL('**/newsletter/confirmed?topics=*')
  await context.close()
}

const signedIn = (email: string, path: string, width?: number) => site.signedIn(email, path, { width })

describe.skipIf(!browserAvailable)('the newsletter in Chromium', () => {
  test('an owner composes an issue, previews it, tests it, sends it; the reader changes their topics from its link', async () => {
    await reader('ada@example.com', ['Event invitations'])
    const { page, context, errors } = await signedIn('owner@example.com', '/superadmin/newsletter')
    await page.getByRole('button', { name: 'New issue' }).click()
    await page.getByLabel('Subject (English)').fill('Events this winter')
    await page
      .getByLabel('Introduction (English)')
      .fill('Three evenings with our consultants.\n\nSeats are limited.')
    // Its French version, for the readers who signed up on a French page.
    await page.getByLabel('Subject (French)').fill('Nos rencontres de l’hiver')
    await page
      .getByLabel('Introduction (French)')
      .fill('Trois soirées avec nos consultants.\n\nPlaces limitées.')
    await page.getByLabel('Add a page of the site').selectOption('/about')
    await page.getByRole('button', { name: 'Add page' }).click()
    await page.getByLabel(/^Event invitations/).check()
    await page.getByLabel('Publish it in the public archive').uncheck()
    await page.getByRole('button', { name: 'Save draft' }).click()
    await page.getByText('“Events this winter” is saved as a draft.').waitFor()
    // Its card says the languages it is written in.
    await page
      .getByRole('article', { name: 'Events this winter' })
      .getByText(/· written in English and French$/)
      .waitFor()
    await page.getByRole('button', { name: 'Preview “Events this winter”' }).click()
    const preview = page.frameLocator('iframe[title="The e-mail “Events this winter”"]')
    await preview.getByText('Seats are limited.').waitFor()
    expect(await axeViolations(page), 'the newsletter page with a preview').toEqual([])
    await page.getByRole('group', { name: 'Version' }).getByRole('button', { name: 'French' }).click()
    await page
      .frameLocator('iframe[title="The e-mail “Nos rencontres de l’hiver”"]')
      .getByText('Places limitées.')
      .waitFor()

    await page.getByRole('button', { name: 'Send me a test “Events this winter”' }).click()
    const test = await eventually(
      () =>
        site.smtp.to('owner@example.com').find((mail) => mail.subject === '[Test] Events this winter') ??
        Promise.reject(new Error('no test yet')),
      { timeout: 10_000 },
    )
    expect(test.text).toContain('Seats are limited.')
    const frenchTest = await eventually(
      () =>
        site.smtp
          .to('owner@example.com')
          .find((mail) => mail.subject === '[Test] Nos rencontres de l’hiver') ??
        Promise.reject(new Error('no French test yet')),
      { timeout: 10_000 },
    )
    expect(frenchTest.text).toContain('/fr/lettre/preferences?token=')

    await page.getByRole('button', { name: 'Send “Events this winter”' }).click()
    await page
      .getByRole('dialog', { name: 'Send “Events this winter”?' })
      .getByRole('button', { name: 'Send now' })
      .click()
    await page.getByText('Sent', { exact: true }).first().waitFor({ timeout: 20_000 })
    const issue = await eventually(
      () =>
        site.smtp.to('ada@example.com').find((mail) => mail.subject === 'Events this winter') ??
        Promise.reject(new Error('no issue yet')),
      { timeout: 10_000 },
    )
    expect(errors).toEqual([])
    await context.close()

    // The reader's own link, at the foot of the issue: their topics, ticked as they chose them.
    const preferences = /https?:\/\/\S+\/newsletter\/preferences\?token=[\w-]{43}/.exec(issue.text ?? '')![0]
    const opened = await site.open(preferences)
    await opened.page.getByText('For a**@example.com').waitFor()
    expect(await axeViolations(opened.page), 'the preferences page').toEqual([])
    expect(await opened.page.getByLabel('Insights').isChecked()).toBe(true)
    expect(await opened.page.getByLabel('Event invitations').isChecked()).toBe(true)
    expect(await opened.page.getByLabel('Job openings').isChecked()).toBe(false)
    await opened.page.getByLabel('Insights').uncheck()
    await opened.page.getByLabel('Job openings').check()
    await opened.page.getByRole('button', { name: 'Save my choices' }).click()
    await opened.page.getByText('Your choices are saved. You will receive only what you ticked.').waitFor()
    await opened.page.reload()
    await opened.page.getByText('For a**@example.com').waitFor()
    expect(await opened.page.getByLabel('Insights').isChecked()).toBe(false)
    expect(await opened.page.getByLabel('Job openings').isChecked()).toBe(true)
    await opened.context.close()
  })

  test(
    'publish and send: from a job’s page in the content editor, it goes once to the readers of job openings',
    full,
    async () => {
      await reader('seeker@example.com', ['Job openings'])
      const { page, context, errors } = await signedIn(
        'publisher@example.com',
        '/superadmin/content/edit?ref=jobs%2FTECH-001.yaml',
      )
      const panel = page.getByRole('region', { name: 'Send it to readers' })
      await panel.getByLabel('To the readers of').selectOption('jobs')
      await panel.getByRole('button', { name: 'Send it once, now' }).click()
      await panel.getByText('On its way.').waitFor()
      const mail = await eventually(
        () =>
          site.smtp.to('seeker@example.com').find((m) => m.text?.includes('/careers/jobs/TECH-001')) ??
          Promise.reject(new Error('not yet')),
        { timeout: 15_000 },
      )
      expect(mail.text).toContain('Choose what you receive')
      await page.reload()
      await page
        .getByRole('region', { name: 'Send it to readers' })
        .getByText(/^Sent to readers on/)
        .waitFor()
      expect(errors).toEqual([])
      await context.close()
    },
  )

  test(
    'an owner imports readers from a CSV file, stating their consent; the list shows it',
    full,
    async () => {
      const { page, context, errors } = await signedIn('importer@example.com', '/superadmin/subscribers')
      await page.getByText('Import addresses from a CSV file').click()
      await page.getByLabel('CSV file').setInputFiles({
        name: 'readers.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('email,name\nlin@example.com,Lin\nnot-an-address,X\nmo@example.com,Mo\n'),
      })
      await page.getByLabel('Topic').selectOption('jobs')
      await page.getByLabel(/^Yes, elsewhere/).check()
      await page.getByLabel('Where they said yes').fill('Career fair sign-up sheet')
      await page.getByLabel('When they said yes').fill('2026-10-01')
      expect(await axeViolations(page), 'the subscribers page with the import form').toEqual([])
      await page.getByRole('button', { name: 'Import' }).click()
      await page.getByText('2 added; 0 skipped; 1 not valid.').waitFor()
      await page.getByRole('cell', { name: 'lin@example.com' }).waitFor()
      expect(await page.getByRole('row', { name: /lin@example.com/ }).innerText()).toContain(
        'import: Career fair sign-up sheet, 2026-10-01',
      )
      expect(errors).toEqual([])
      await context.close()
    },
  )

  test.for([1280, 390])(
    'axe-core finds no violations on the archive and an issue at %i px',
    full,
    async (width) => {
      for (const path of ['/newsletters', '/newsletters/2026-11-02-practical-ai-and-buildings']) {
        const { page, context } = await site.open(path, { width })
        expect(await axeViolations(page), `${path} at ${width}px`).toEqual([])
        await context.close()
      }
    },
  )
})
