import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { makePhoto } from '#tests/support/raster-fixture.ts'
import { axeViolations, browserAvailable } from '#tests/support/browser.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'
import { full } from '#tests/support/tiers.ts'

// A page the firm makes itself, as its marketing manager would: from blocks, at an address they
// choose, reordered by dragging and by the keyboard, published, then moved.

const site = useSiteUnderTest()

/** A block of the form, by its place and kind as the form names it: "Block 2: Figures". */
const block = (page: Page, name: string) => page.getByRole('group', { name, exact: true })

/** Adds a block of `kind` at the end of the page's blocks. */
async function addBlock(page: Page, kind: string) {
  await page.getByLabel('Kind of block to add').selectOption({ label: kind })
  await page.getByRole('button', { name: 'Add block', exact: true }).click()
}

/** Drags an item by its handle with the mouse, to where the handle `to` is (the foot of another item). */
async function drag(page: Page, handle: Locator, to: Locator) {
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  const from = (await handle.boundingBox())!
  const target = (await to.boundingBox())!
  const x = from.x + from.width / 2
  await page.mouse.move(x, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(x, from.y + from.height / 2 + 12, { steps: 4 })
  await page.mouse.move(x, target.y + target.height / 2, { steps: 24 })
  await page.mouse.up()
}

/** The names of the blocks, in the form's order. */
const blockNames = (page: Page) =>
  page
    .locator('legend')
    .evaluateAll((legends) =>
      legends.map((legend) => legend.textContent ?? '').filter((name) => /^Block \d+: /.test(name)),
    )

describe.skipIf(!browserAvailable)('landing pages, in Chromium', () => {
  test(
    'a page built from six kinds of block, two reordered by dragging and by the keyboard, is published, moved, put in the header menu and taken down with it',
    { ...full, timeout: 600_000 },
    async () => {
      const { page, context, errors } = await site.signedIn('marketing@example.com', '/superadmin/content', {
        role: 'editor',
      })
      await page.setViewportSize({ width: 1280, height: 1200 })
      await page.getByRole('link', { name: 'New entry in Landing pages' }).click()
      await page.getByLabel('Title', { exact: true }).fill('Supply chain summit 2027')
      // The address follows the title as React renders it (a moment later on a busy machine).
      await expect.poll(() => page.getByLabel('Address').inputValue()).toBe('supply-chain-summit-2027')
      // An address where a section of the site has its pages is refused, with the reason.
      await page.getByLabel('Address').fill('insights/summit')
      await page.getByRole('button', { name: 'Continue' }).click()
      await page
        .getByText(
          "This address will not do: it starts as the site's own pages under /insights do: choose another.",
        )
        .waitFor()
      await page.getByLabel('Address').fill('events/summit-2027')
      await page.getByRole('button', { name: 'Continue' }).click()

      const hero = page.getByRole('group', { name: 'Hero' })
      await hero
        .getByLabel('Subtitle')
        .fill('Two days with the people who move the region’s goods, and what they learned.')
      const image = hero.getByRole('group', { name: 'Image' })
      await image.getByLabel('What the new photograph shows').fill('Containers stacked at a port at dusk')
      await image
        .getByLabel('Upload a photograph')
        .setInputFiles({ name: 'port.jpg', mimeType: 'image/jpeg', buffer: await makePhoto(2400, 1600) })
      await image.getByText('Uploaded, with its alt text.').waitFor()
      const seo = page.getByRole('group', { name: 'Search and sharing' })
      await seo.getByLabel('Title').fill('Supply Chain Summit 2027')
      await seo
        .getByLabel('Description')
        .fill('Two days on ports, freight and warehouses in 2027: talks, figures and the people behind them.')

      // The first block is a text; five more kinds are added after it.
      const first = block(page, 'Block 1: Text')
      await first.getByLabel('Heading (optional)').fill('Why attend')
      const text = page.locator('#field-blocks-0-text[contenteditable="true"]')
      await text.click()
      await page.keyboard.type('Hear how three ports cut their waiting times, and meet the teams who did it.')
      await addBlock(page, 'Figures')
      const figures = block(page, 'Block 2: Figures')
      await figures.getByLabel('Heading', { exact: true }).fill('The summit in numbers')
      for (const [i, [value, label]] of [
        ['40', 'speakers'],
        ['2 days', 'of talks and visits'],
      ].entries()) {
        const figure = figures.getByRole('group', { name: `Figure ${i + 1}`, exact: true })
        await figure.getByLabel('Value').fill(value!)
        await figure.getByLabel('Label').fill(label!)
      }
      await addBlock(page, 'Quote')
      const quote = block(page, 'Block 3: Quote')
      await quote.getByLabel('Text').fill('The best two days of the year for anyone who runs a warehouse.')
      await quote.getByLabel('Name').fill('Tomás Ferreira')
      await quote.getByLabel('Role').fill('Operations Director, a regional freight firm')
      await addBlock(page, 'Call to action')
      const action = block(page, 'Block 4: Call to action')
      await action.getByLabel('Headline').fill('Book your place')
      await action.getByLabel('Description').fill('Places are limited to 300, and the first 50 are free.')
      await action.getByLabel('Label').fill('Ask for a place')
      await action.getByLabel('Link').fill('/contact')
      await addBlock(page, 'Row of cards')
      const cards = block(page, 'Block 5: Row of cards')
      await cards.getByLabel('Heading', { exact: true }).fill('Before you come')
      // One card made by a page of the site, one written here.
      await cards
        .getByRole('group', { name: 'Card 1', exact: true })
        .getByLabel('Page')
        .fill('/insights/ai-in-business')
      const written = cards.getByRole('group', { name: 'Card 2', exact: true })
      await written.getByLabel('Title').fill('Getting there')
      await written.getByLabel('Description').fill('The venue is a short walk from the central station.')
      await addBlock(page, 'Newest entries')
      await block(page, 'Block 6: Newest entries')
        .getByLabel('Heading', { exact: true })
        .fill('Latest insights')

      // The quote dragged below the call to action; the newest entries moved up one by the keyboard.
      await drag(
        page,
        page.getByRole('button', { name: /^Drag block 3: quote/ }),
        page.getByRole('button', { name: /^Drag block 4: call to action/ }),
      )
      expect(await blockNames(page)).toEqual([
        'Block 1: Text',
        'Block 2: Figures',
        'Block 3: Call to action',
        'Block 4: Quote',
        'Block 5: Row of cards',
        'Block 6: Newest entries',
      ])
      await page.getByRole('button', { name: /^Drag block 6: newest entries/ }).focus()
      // As a person presses them: each key once the list has answered the one before.
      for (const key of ['Space', 'ArrowUp', 'Space']) {
        await page.keyboard.press(key)
        await page.waitForTimeout(300)
      }
      await page.getByRole('group', { name: 'Block 5: Newest entries', exact: true }).waitFor()
      // What was typed moved with its block.
      expect(await block(page, 'Block 3: Call to action').getByLabel('Headline').inputValue()).toBe(
        'Book your place',
      )
      expect(await axeViolations(page), 'the blocks of a landing page at 1280 px').toEqual([])
      await page.setViewportSize({ width: 390, height: 844 })
      expect(await axeViolations(page), 'the blocks of a landing page at 390 px').toEqual([])
      await page.setViewportSize({ width: 1280, height: 1200 })

      await page.getByRole('button', { name: 'Save draft', exact: true }).click()
      await page.getByText('Draft saved. Visitors see it once you publish it.').waitFor()
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await page.getByText(/^Live since .*Publish “Supply chain summit 2027”/).waitFor({ timeout: 180_000 })

      const visitor = await site.open('/events/summit-2027')
      expect(visitor.response?.status()).toBe(200)
      expect(await visitor.page.getByRole('heading', { level: 1 }).innerText()).toBe(
        'Supply chain summit 2027',
      )
      expect(await visitor.page.locator('main h2').allTextContents()).toEqual([
        'Why attend',
        'The summit in numbers',
        'Book your place',
        'Latest insights',
        'Before you come',
      ])
      // The card of a page has that page's title and leads to it.
      await visitor.page
        .getByRole('link', { name: 'AI in business: the practical uses that pay off first' })
        .first()
        .waitFor()
      await visitor.page
        .getByText('“The best two days of the year for anyone who runs a warehouse.”')
        .waitFor()
      expect(await axeViolations(visitor.page), 'the landing page').toEqual([])
      // In the sitemap and the search.
      expect(await (await fetch(`${site.origin}/sitemap.xml`)).text()).toContain('/events/summit-2027')
      await visitor.page.goto(`${site.origin}/search?q=three+ports+cut+their+waiting+times`)
      await visitor.page.getByRole('link', { name: 'Supply chain summit 2027' }).first().waitFor()

      // Moved: the old address answers 301 to the new one.
      await page.locator('summary', { hasText: 'Move or delete' }).click()
      await page.getByLabel('New address').fill('events/summit-london-2027')
      await page.getByRole('button', { name: 'Move', exact: true }).click()
      await page.waitForURL(
        '**/superadmin/content/edit?ref=landing-pages%2Fevents%2Fsummit-london-2027.yaml',
        {
          timeout: 180_000,
        },
      )
      const moved = await fetch(`${site.origin}/events/summit-2027`, { redirect: 'manual' })
      expect([moved.status, moved.headers.get('location')]).toEqual([301, '/events/summit-london-2027'])
      const address = '/events/summit-london-2027'

      // Put in the header menu: the page picked by its address brings its name, then the menus published.
      await page.goto(`${site.origin}/superadmin/content/edit?ref=navigation.yaml`)
      const column = page.getByRole('group', { name: 'Menu 2', exact: true })
      await column.waitFor()
      const links = await column.getByRole('button', { name: /^Remove link \d+$/ }).count()
      await column.getByRole('button', { name: 'Add link', exact: true }).click()
      const added = column.getByRole('group', { name: `Link ${links + 1}`, exact: true })
      await added.getByLabel('Link', { exact: true }).fill(address)
      expect(await added.getByLabel('Label', { exact: true }).inputValue()).toBe('Supply chain summit 2027')
      await page.getByRole('button', { name: 'Save draft', exact: true }).click()
      await page.getByText('Draft saved. Visitors see it once you publish it.').waitFor()
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await page.getByText(/^Live since .*Publish “Navigation”/).waitFor({ timeout: 180_000 })
      await visitor.page.goto(site.origin)
      await visitor.page.getByRole('button', { name: 'Menu', exact: true }).click()
      await visitor.page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('link', { name: 'Supply chain summit 2027' })
        .click()
      await visitor.page.waitForURL(`**${address}`)
      await visitor.page.getByRole('heading', { level: 1, name: 'Supply chain summit 2027' }).waitFor()

      // Taken down: refused while the menu leads to it, with the menu named; then taken out of it too.
      await page.goto(
        `${site.origin}/superadmin/content/edit?ref=landing-pages%2Fevents%2Fsummit-london-2027.yaml`,
      )
      await page.locator('summary', { hasText: 'Move or delete' }).click()
      await page.getByRole('button', { name: 'Delete this entry' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click()
      const refusal = page.getByRole('alert').filter({ hasText: 'Another place uses this page:' })
      await refusal.getByRole('link', { name: 'The header menu' }).waitFor()
      await refusal.getByText('under “Insight”').waitFor()
      expect((await fetch(`${site.origin}${address}`)).status).toBe(200)
      await refusal.getByRole('button', { name: 'Take it out of them, and delete it' }).click()
      await page.waitForURL('**/superadmin/content', { timeout: 180_000 })
      // Gone, with its old address, and from the menu.
      for (const gone of [address, '/events/summit-2027'])
        expect((await fetch(`${site.origin}${gone}`, { redirect: 'manual' })).status).toBe(404)
      expect(await (await fetch(site.origin)).text()).not.toContain(`href="${address}"`)

      // The failed requests were the refused address's 400 and the refused deletion's 409.
      expect(errors).toEqual([
        'Failed to load resource: the server responded with a status of 400 (Bad Request)',
        'Failed to load resource: the server responded with a status of 409 (Conflict)',
      ])
      expect(visitor.errors).toEqual([])
      await visitor.context.close()
      await context.close()
    },
  )
})
