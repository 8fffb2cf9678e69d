// The media library in Chromium, as a marketing manager uses it: a photograph uploaded once with what
// it shows, reused on another page from the library on a phone (its alt text reworded for that page),
// and the library listing both pages, refusing to delete it while they use it.
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { makePhoto } from '#tests/support/raster-fixture.ts'
import { axeViolations, browserAvailable } from '#tests/support/browser.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'
import { full } from '#tests/support/tiers.ts'

const site = useSiteUnderTest()
const editLink = (ref: string) => `/superadmin/content/edit?ref=${encodeURIComponent(ref)}`
const heroImage = (page: Page) =>
  page.getByRole('group', { name: 'Hero' }).getByRole('group', { name: 'Image' })

/** Saves the draft and publishes it; waits until it is live. */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Save draft', exact: true }).click()
  await page.getByText('Draft saved. Visitors see it once you publish it.').waitFor()
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText(/^Live since /).waitFor()
}

describe.skipIf(!browserAvailable)('the media library in Chromium', { ...full, timeout: 300_000 }, () => {
  test('a photograph uploaded once is reused from the library on a phone, and kept while pages use it', async () => {
    // Uploaded on one page, with what it shows.
    const desk = await site.signedIn('designer@example.com', editLink('insights/smart-logistics.yaml'))
    const image = heroImage(desk.page)
    await image
      .getByLabel('What the new photograph shows')
      .fill('Forklifts between tall racks in a warehouse')
    await image.getByLabel('Upload a photograph').setInputFiles({
      name: 'Warehouse aisle.jpg',
      mimeType: 'image/jpeg',
      buffer: await makePhoto(1600, 900),
    })
    await image.getByText('Uploaded, with its alt text.').waitFor()
    await publish(desk.page)
    expect(await (await fetch(`${site.origin}/insights/smart-logistics`)).text()).toContain(
      'alt="Forklifts between tall racks in a warehouse"',
    )

    // Reused on another page, from a phone, its words made this page's own.
    const phone = await site.signedIn('mobile@example.com', editLink('insights/smart-cities-future.yaml'), {
      width: 390,
    })
    const reused = heroImage(phone.page)
    await reused.getByRole('button', { name: 'Choose from the library' }).click()
    const picker = phone.page.getByRole('dialog', { name: 'Choose a photograph' })
    await picker.getByLabel('Find by alt text or file name').fill('warehouse')
    await picker.getByRole('button', { name: /^Use this photograph.*Forklifts between tall racks/ }).waitFor()
    expect(await axeViolations(phone.page), 'the library picker at 390 px').toEqual([])
    await picker.getByRole('button', { name: /^Use this photograph.*Forklifts between tall racks/ }).click()
    await reused.getByText('Chosen from the library, with its alt text.').waitFor()
    const alt = reused.getByLabel('Alt text', { exact: true })
    expect(await alt.inputValue()).toBe('Forklifts between tall racks in a warehouse')
    await alt.fill('A warehouse that a city’s deliveries start from')
    expect(await axeViolations(phone.page), 'a photograph reused, at 390 px').toEqual([])
    await publish(phone.page)
    expect(await (await fetch(`${site.origin}/insights/smart-cities-future`)).text()).toContain(
      'alt="A warehouse that a city’s deliveries start from"',
    )

    // The library lists it with both pages, and will not delete it while they use it.
    await desk.page.goto(`${site.origin}/superadmin/content/library`)
    const card = desk.page.getByRole('listitem').filter({ hasText: 'Warehouse aisle.jpg' })
    await card.getByText('1600 × 900 pixels', { exact: false }).waitFor()
    await card
      .getByRole('link', { name: 'Smart logistics: where automation and data pay back first' })
      .waitFor()
    await card.getByRole('link', { name: /Smart cities/ }).waitFor()
    expect(await axeViolations(desk.page), 'the library at 1280 px').toEqual([])
    // Deleting it is refused beside the button, with no dialog that says nothing uses it.
    await card.getByRole('button', { name: /^Delete/ }).click()
    await card
      .getByRole('alert')
      .getByText(
        'It is used in 2 places, listed under “Used on”: choose another photograph there first, then delete it.',
      )
      .waitFor()
    expect(await desk.page.getByRole('dialog').count()).toBe(0)
    expect(await axeViolations(desk.page), 'the refusal at 1280 px').toEqual([])
    expect(desk.errors).toEqual([])
    expect(phone.errors).toEqual([])
    await desk.context.close()
    await phone.context.close()
  })
})
