import type { Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { axeViolations, browserAvailable } from '#tests/support/browser.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'
import { atWidths, full } from '#tests/support/tiers.ts'
import { makePhoto } from '#tests/support/raster-fixture.ts'

const site = useSiteUnderTest()
const INSIGHT = '/superadmin/content/edit?ref=insights%2Fai-in-business.yaml'
const INSIGHT_TITLE = 'AI in business: the practical uses that pay off first'

const signedIn = site.signedIn

/** Says what a camera's photograph shows, then uploads it into an image group of the form. */
async function uploadPhoto(group: Locator, name: string, buffer: Buffer, alt: string) {
  await group.getByLabel('What the new photograph shows').fill(alt)
  await group.getByLabel('Upload a photograph').setInputFiles({ name, mimeType: 'image/jpeg', buffer })
  await group.getByText('Uploaded, with its alt text.').waitFor()
  // The field's alt text starts from the words given at upload.
  expect(await group.getByLabel('Alt text', { exact: true }).inputValue()).toBe(alt)
}

/** A formatted text's editor, once it has loaded (until then its text shows read-only in its place). */
const formattedText = (page: Page, id: string) => page.locator(`#${id}[contenteditable="true"]`)

/** Chooses `words` in a formatted text's editor, as a person's drag over them would. */
async function selectWords(editor: Locator, words: string) {
  await editor.evaluate((box, chosen) => {
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(chosen)
      if (at === -1) continue
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + chosen.length)
      ;(box as HTMLElement).focus()
      getSelection()!.removeAllRanges()
      getSelection()!.addRange(range)
      return
    }
    throw new Error(`"${chosen}" is not in the text`)
  }, words)
}

/** Puts the caret at the start or the end of a formatted text, as a click there would. */
async function caretAt(editor: Locator, where: 'start' | 'end') {
  await editor.evaluate((box, end) => {
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT)
    let node = walker.nextNode()
    if (end) for (let next = node; next; next = walker.nextNode()) node = next
    ;(box as HTMLElement).focus()
    getSelection()!.collapse(node, end ? node!.textContent!.length : 0)
  }, where === 'end')
}

/** Pastes `html` into a formatted text's editor, as from a web page or a word processor's clipboard. */
async function pasteHtml(editor: Locator, html: string) {
  await editor.evaluate((box, pasted) => {
    const clipboard = new DataTransfer()
    clipboard.setData('text/html', pasted)
    clipboard.setData('text/plain', box.textContent ?? '')
    box.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }),
    )
  }, html)
}

/** Insights the editor has made in this file's runs: each is dated after the last. */
let insightsMade = 0

/** The hero's title field of the insight form. */
const heroTitle = (page: Page) =>
  page.getByRole('group', { name: 'Hero' }).getByLabel('Title', { exact: true })

describe.skipIf(!browserAvailable)('the content editor in Chromium', () => {
  test.each([1280, 390])(
    'the content list and an entry’s form: axe-core finds no violations at %i px',
    full,
    async (width) => {
      const { page, context, errors } = await signedIn(`axe-${width}@example.com`, '/superadmin/content', {
        width,
      })
      await page.getByRole('heading', { name: 'What the site is made of' }).waitFor()
      // Each kind in a line, with its count; the firm's facts filled into titles; every page's address.
      await page.getByText('Short pieces on what the firm sees in its client work').waitFor()
      await page.getByRole('link', { name: 'Insights', exact: true }).click()
      await page.getByRole('link', { name: INSIGHT_TITLE }).waitFor()
      await page.locator('summary', { hasText: 'Careers pages' }).click()
      expect(await page.getByRole('link', { name: /\{\w+\}/ }).count()).toBe(0)
      await page.locator('summary', { hasText: 'Pages and site-wide parts' }).click()
      expect(await page.getByText('Several pages').count()).toBe(0)
      expect(await axeViolations(page), `content list at ${width}px`).toEqual([])
      // Its "how to", and from it the editors' guide at the part it sums up.
      await page.locator('summary', { hasText: 'How to publish your first page' }).click()
      await page.getByRole('link', { name: 'The editors’ guide' }).click()
      await page.waitForURL('**/superadmin/guide#publish-your-first-page')
      await page.getByRole('heading', { name: 'Publish your first page', level: 2 }).waitFor()
      expect(await axeViolations(page), `editors’ guide at ${width}px`).toEqual([])
      await page.goBack()
      await page.getByRole('link', { name: 'Insights', exact: true }).click()
      await page.getByRole('link', { name: INSIGHT_TITLE }).click()
      await heroTitle(page).waitFor()
      expect(await heroTitle(page).inputValue()).toBe(INSIGHT_TITLE)
      expect(await axeViolations(page), `entry form at ${width}px`).toEqual([])
      // An article's body is edited as it will look, with its toolbar.
      await page.goto(`${site.origin}/superadmin/content/edit?ref=articles%2Fdata%2Fanalytics.md`)
      await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).waitFor()
      await page
        .getByRole('textbox', { name: 'Body' })
        .locator('[data-level="2"]', { hasText: 'Start with decisions, not data' })
        .waitFor()
      // An address field offers the site's pages to pick from.
      expect(await page.locator('#field-related-0-href').getAttribute('list')).toBe('site-addresses')
      expect(await page.locator('#site-addresses option[value="/insights"]').count()).toBe(1)
      expect(await axeViolations(page), `article form at ${width}px`).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    },
  )

  test(
    'a careers page (one of several templates) opens as its template’s form, and a change is saved, on a phone',
    full,
    async () => {
      const { page, context, errors } = await signedIn(
        'careers@example.com',
        `/superadmin/content/edit?ref=${encodeURIComponent('careers-pages/alerts.yaml')}`,
        { width: 390 },
      )
      expect(await page.getByLabel('Template').inputValue()).toBe('general')
      expect(await heroTitle(page).inputValue()).toBe('Job alerts')
      // Its fields as the schema says they are: the intro a formatted text, edited as it will look.
      await formattedText(page, 'field-intro').waitFor()
      expect(await page.locator('#field-sections-0-kind').inputValue()).toBe('list')
      expect(await axeViolations(page), 'a careers page’s form at 390 px').toEqual([])
      await heroTitle(page).fill('Job alerts by e-mail')
      await page.getByRole('button', { name: 'Save draft', exact: true }).click()
      await page.getByText('Draft saved. Visitors see it once you publish it.').waitFor()
      await page.reload()
      expect(await heroTitle(page).inputValue()).toBe('Job alerts by e-mail')
      expect(errors).toEqual([])
      await context.close()
    },
  )

  test('an editor opens the firm’s identity read-only, told why before typing', full, async () => {
    const { page, context, errors } = await signedIn(
      'reader@example.com',
      '/superadmin/content/edit?ref=site.yaml',
      { role: 'editor' },
    )
    await page.getByText('Only an owner may change the firm’s name, address and contacts.').waitFor()
    const name = page.getByLabel('Name', { exact: true }).first()
    expect(await name.isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Save draft' }).count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  test(
    'what blocks a publish is marked at its field, in words that name it as the form does, with a summary that leads to it',
    full,
    async () => {
      const { page, context } = await signedIn('checks@example.com', INSIGHT)
      await heroTitle(page).fill('')
      const description = page.getByRole('group', { name: 'Search and sharing' }).getByLabel('Description')
      await description.fill('x'.repeat(175))
      // The limit is shown while typing, before anything is sent.
      await page.getByText('175 of 50–170 characters: 5 too many').waitFor()
      await page.getByRole('button', { name: 'Save draft', exact: true }).click()
      const summary = page.getByRole('alert').filter({ hasText: 'fields need a change' })
      await summary.waitFor()
      // Each field named as the form shows it, with what to do: no paths, no zod words.
      expect(await summary.innerText()).toContain(
        'Search and sharing › Description is too long: at most 170 characters, and it has 175. Shorten it.',
      )
      expect(await summary.innerText()).not.toMatch(/hero\.title|seo\.description|expected/)
      expect(await heroTitle(page).getAttribute('aria-invalid')).toBe('true')
      // The summary's link takes the keyboard to the field.
      await summary.getByRole('link', { name: 'Hero needs a title.' }).click()
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-hero-title')
      // A file that is not a photograph is refused at its field, before anything is kept.
      const image = page.getByRole('group', { name: 'Hero' }).getByRole('group', { name: 'Image' })
      await image.getByLabel('What the new photograph shows').fill('Notes on a desk')
      await image.getByLabel('Upload a photograph').setInputFiles({
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('these are notes, not a picture'),
      })
      await image
        .getByText('This file is not a photograph: upload a JPEG, PNG, WebP or AVIF image.')
        .waitFor()
      expect(await image.getByLabel('Upload a photograph').getAttribute('aria-invalid')).toBe('true')
      // The draft was kept as typed, and opens with what is left to do; visitors still get the page as it was.
      await page.reload()
      await heroTitle(page).waitFor()
      expect(await heroTitle(page).inputValue()).toBe('')
      await summary.getByRole('link', { name: 'Hero needs a title.' }).waitFor()
      const visitor = await site.open('/insights/ai-in-business')
      expect(await visitor.page.getByRole('heading', { level: 1 }).innerText()).toBe(INSIGHT_TITLE)
      await visitor.context.close()
      await context.close()
    },
  )

  test('a stale save from a second browser is refused, and the first person’s text stays', full, async () => {
    const first = await signedIn('first@example.com', INSIGHT)
    const second = await signedIn('second@example.com', INSIGHT, { role: 'editor' })
    await heroTitle(first.page).waitFor()
    await heroTitle(second.page).waitFor()
    await heroTitle(first.page).fill('The first person’s title')
    await first.page.getByRole('button', { name: 'Save draft', exact: true }).click()
    await first.page.getByText('Draft saved.').waitFor()

    await heroTitle(second.page).fill('The second person’s title')
    await second.page.getByRole('button', { name: 'Save draft', exact: true }).click()
    const refusal = second.page.getByRole('alert').filter({ hasText: 'saved this entry since you opened it' })
    await refusal.waitFor()
    expect(await refusal.innerText()).toContain('first@example.com')
    expect(await refusal.innerText()).toContain(
      'Hero › Title: “AI in business: the practical uses that pay off first” is now “The first person’s title”',
    )

    await first.page.reload()
    await heroTitle(first.page).waitFor()
    expect(await heroTitle(first.page).inputValue()).toBe('The first person’s title')
    await first.context.close()
    await second.context.close()
  })

  atWidths(
    [390, 1280],
    'at %i px, an editor makes an insight from its title, saves it unfinished, mends it from the messages alone, previews and publishes it: it leads /insights',
    { timeout: 300_000 },
    async (width) => {
      const { page, context, errors } = await signedIn(`author-${width}@example.com`, '/superadmin/content', {
        width,
        role: 'editor',
      })
      await page.getByRole('link', { name: 'New entry in Insights' }).click()
      const title = `Planning for a quieter market, seen at ${width}`
      await page.getByLabel('Title', { exact: true }).fill(title)
      expect(await page.getByLabel('Address').inputValue()).toBe(
        `planning-for-a-quieter-market-seen-at-${width}`,
      )
      expect(await axeViolations(page), `new entry at ${width}px`).toEqual([])
      await page.getByRole('button', { name: 'Continue' }).click()
      await heroTitle(page).waitFor()
      expect(await heroTitle(page).inputValue()).toBe(title)
      // Its date starts as today; each insight made is dated a day after the one before, so that it is
      // the newest whichever width runs first, or alone.
      const date = page.getByLabel('Date', { exact: true })
      expect(await date.inputValue()).toBe(new Date().toISOString().slice(0, 10))
      insightsMade += 1
      await date.fill(new Date(Date.now() + insightsMade * 86_400_000).toISOString().slice(0, 10))

      // Saved as it is: kept, with what is left to do, and Publish off with the reason beside it.
      const save = async () => {
        await page.getByRole('button', { name: 'Save draft', exact: true }).click()
        await page.getByText(/^Draft saved\./).waitFor()
      }
      await save()
      const summary = page.getByRole('alert').filter({ hasText: /needs? a change/ })
      await summary.waitFor()
      const left = await summary.getByRole('link').allInnerTexts()
      expect(left.length).toBeGreaterThan(3)
      expect(left.join('\n')).not.toMatch(/\b(expected|Invalid|undefined)\b|[a-z]\.[a-z0-9]+\.|Too small/)
      expect(await page.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true)
      await page.getByText('Fix the fields listed above and save, to preview or publish.').waitFor()
      expect(await axeViolations(page), `unfinished draft at ${width}px`).toEqual([])

      // Mended one message at a time, as a person would: follow its link, fill in what it asks for.
      const sentence = 'Budgets tighten, and the firms that plan ahead keep their options.'
      for (let round = 0; round < 20 && (await summary.count()) > 0; round++) {
        const link = summary.getByRole('link').first()
        const message = await link.innerText()
        await link.click()
        // The field the link took the focus to (held by its id: the focus moves on as it is filled).
        const [kind, id] = await page.locator(':focus').evaluate((element) => [element.tagName, element.id])
        const field = page.locator(`[id="${id}"]`)
        if (kind === 'FIELDSET') {
          // "… needs a picture: upload a photograph."
          await uploadPhoto(
            field,
            'harbour.jpg',
            await makePhoto(2400, 1600),
            'Cranes over a quiet harbour at dawn',
          )
        } else {
          expect(message, 'a message that leads to a text field asks for text').toMatch(/needs|empty/)
          await field.fill(sentence)
        }
        await save()
        // Mended once the save is answered: the notice says "Draft saved." from the save before, too.
        await page.getByRole('link', { name: message, exact: true }).waitFor({ state: 'detached' })
      }
      await page.getByText('Draft saved. Visitors see it once you publish it.').waitFor()
      // A paragraph's words made bold and a link, with the shortcuts people know.
      const text = formattedText(page, 'field-sections-0-paragraphs')
      await selectWords(text, 'plan ahead')
      await page.keyboard.press('Control+b')
      await caretAt(text, 'end')
      await page.keyboard.type(' Talk to us.')
      await selectWords(text, 'Talk to us')
      await page.keyboard.press('Control+k')
      // A page the site does not have is refused there and then, not at publish.
      await page.getByLabel('Link to').fill('/no-such-page')
      await page.keyboard.press('Enter')
      await page.getByText('No page of the site is at /no-such-page').waitFor()
      await page.getByLabel('Link to').fill('/contact')
      await page.keyboard.press('Enter')
      await text.locator('a[href="/contact"]', { hasText: 'Talk to us' }).waitFor()
      // A passage pasted from a web page keeps its heading (at the level the text has), list, bold and
      // link, and loses its styles, script, handler, comment and a picture from another site.
      await caretAt(text, 'end')
      await page.keyboard.press('Enter')
      await pasteHtml(
        text,
        '<meta charset="utf-8"><!-- note --><h1 style="color:red">Where to begin</h1><p style="font-family:Comic Sans">Start <span style="font-weight:700">small</span>, with <a href="https://example.org/guide" onclick="alert(1)">a guide</a>.</p><ul><li>One team</li><li>One process</li></ul><img src="https://elsewhere.example/chart.png" alt="A chart"><script>alert(1)</script>',
      )
      await text.locator('[data-level="3"]', { hasText: 'Where to begin' }).waitFor()
      expect(await text.locator('strong').allInnerTexts()).toEqual(['plan ahead', 'small'])
      expect(await text.locator('img').count()).toBe(0)
      expect(await axeViolations(page), `formatted text at ${width}px`).toEqual([])
      await save()
      await page.getByText('Draft saved. Visitors see it once you publish it.').waitFor()
      // How it shows in a search result and a shared link follows the form, with its photograph.
      const shown = page.getByRole('region', { name: 'How it shows in search results and shared links' })
      expect(await shown.innerText()).toContain(
        `www.northstar.example › insights › planning-for-a-quieter-market-seen-at-${width}`,
      )
      // The title cut where a search result cuts it (60 characters), the description whole.
      expect(await shown.innerText()).toContain('Budgets tighten, and the firms that plan ahead keep their …')
      expect(await shown.innerText()).toContain(sentence)
      expect(await shown.locator('img').getAttribute('src')).toMatch(/^\/api\/content\/images\/harbour-/)

      // The preview opens over the form at once, with its progress, then the page at two widths.
      await page.getByRole('button', { name: 'Preview', exact: true }).click()
      const preview = page.getByRole('dialog', { name: `Preview of “${title}”` })
      await preview.waitFor()
      await preview
        .getByText('The page as visitors will get it once published.')
        .waitFor({ timeout: 120_000 })
      const frame = page.frameLocator('iframe[title="Preview at 1280 pixels wide"]')
      await frame.getByRole('heading', { level: 1, name: title }).waitFor()
      expect(await axeViolations(page), `preview at ${width}px`).toEqual([])
      await preview.getByRole('button', { name: 'Close the preview' }).click()

      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await page.getByText(new RegExp(`^Live since .*Publish “${title}”`)).waitFor({ timeout: 120_000 })
      const visitor = await site.open('/insights')
      const newest = visitor.page.getByRole('region', { name: 'Latest insights' }).getByRole('link').first()
      expect(await newest.innerText()).toContain(title)
      // Shared, the insight shows its own photograph, cut to the card networks ask for.
      const html = await (
        await fetch(`${site.origin}/insights/planning-for-a-quieter-market-seen-at-${width}`)
      ).text()
      const card =
        /<meta property="og:image" content="[^"]*?(\/images\/uploads\/harbour-[^"]+\.card\.jpg)"/.exec(
          html,
        )?.[1]
      expect(card, 'the og:image is the photograph’s card').toBeTruthy()
      const picture = await fetch(`${site.origin}${card}`)
      expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/jpeg'])
      const { width: cardWidth, height: cardHeight } = await sharp(
        Buffer.from(await picture.arrayBuffer()),
      ).metadata()
      expect([cardWidth, cardHeight]).toEqual([1200, 630])
      expect(html).toContain(
        'the firms that <strong>plan ahead</strong> keep their options. <a href="/contact">Talk to us</a>.</p><h3>Where to begin</h3><p>Start <strong>small</strong>, with <a href="https://example.org/guide">a guide</a>.</p><ul><li>One team</li><li>One process</li></ul></div>',
      )
      expect(html).not.toMatch(/elsewhere\.example|alert\(1\)|Comic Sans/)
      expect(errors).toEqual([])
      await visitor.context.close()
      await context.close()
    },
  )

  test(
    'an editor writes an article with a photograph, previews it at two widths, publishes, moves it and restores its first text',
    { ...full, timeout: 600_000 },
    async () => {
      const { page, context, errors } = await signedIn('writer@example.com', '/superadmin/content', {
        role: 'editor',
      })
      const live = (summary: RegExp) => page.getByText(summary).waitFor({ timeout: 180_000 })
      await page.getByRole('link', { name: 'New entry in Articles' }).click()
      // The title first; the address is offered from it, in the group of the article copied, in
      // the form an article's address takes (no hyphens).
      await page.getByLabel('Title', { exact: true }).fill('Notes from the editor')
      await page.getByLabel('Start from').selectOption({ label: 'A copy of “How we approach analytics”' })
      expect(await page.getByLabel('Address').inputValue()).toBe('data/notesfromtheeditor')
      // One typed with a hyphen is refused, with the reason.
      await page.getByLabel('Address').fill('data/notes-from-the-editor')
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByText('This address will not do: it must look like insight/edu.').waitFor()
      await page.getByLabel('Address').fill('data/editornotes')
      await page.getByRole('button', { name: 'Continue' }).click()
      const title = page.locator('#field-title')
      await title.waitFor()
      expect(await title.inputValue()).toBe('Notes from the editor')
      // A new piece: dated today, not revised, its search texts to write.
      expect(await page.locator('#field-date').inputValue()).toBe(new Date().toLocaleDateString('en-CA'))
      expect(await page.locator('#field-updated').inputValue()).toBe('')
      for (const field of ['#field-seo-title', '#field-seo-description'])
        expect(await page.locator(field).inputValue(), field).toBe('')
      await page.locator('#field-seo-title').fill('Notes from the editor')
      await page
        .locator('#field-seo-description')
        .fill('What the editor learned writing and publishing an article in the browser, in one sitting.')
      // The body, edited as it will look: a heading typed as Markdown starts one ("## "), and a
      // paragraph of its own, before the copied text.
      const body = formattedText(page, 'field-body')
      await caretAt(body, 'start')
      await page.keyboard.press('Enter')
      await page.keyboard.press('ArrowUp')
      await page.keyboard.type('## A note from the editor')
      await page.keyboard.press('Enter')
      await page.keyboard.type('Written and published in the browser.')
      await body.locator('[data-level="2"]', { hasText: 'A note from the editor' }).waitFor()
      // A camera's photograph for the hero, with its alt text.
      const heroImage = page.getByRole('group', { name: 'Hero image' })
      await uploadPhoto(
        heroImage,
        'Workshop.JPG',
        await makePhoto(4000, 3000),
        'A team at a whiteboard during a workshop',
      )
      // The photograph's arrival leaves the words typed before it.
      await body.locator('[data-level="2"]', { hasText: 'A note from the editor' }).waitFor()
      await page.getByRole('button', { name: 'Save draft', exact: true }).click()
      await page.getByText('Draft saved.').waitFor()

      // The preview: the page as it will be, at a phone's and a desktop's width; nobody else sees it.
      await page.getByRole('button', { name: 'Preview', exact: true }).click()
      await page.getByText('The page as visitors will get it once published.').waitFor({ timeout: 180_000 })
      for (const width of [390, 1280]) {
        const frame = page.frameLocator(`iframe[title="Preview at ${width} pixels wide"]`)
        await frame.getByRole('heading', { level: 1, name: 'Notes from the editor' }).waitFor()
        await frame.getByRole('heading', { level: 2, name: 'A note from the editor' }).waitFor()
        await frame.getByText('Preview of a draft: visitors do not see this yet.').waitFor()
      }
      const path = '/articles/data/editornotes'
      const stranger = await site.open(path)
      expect(stranger.response?.status()).toBe(404)
      await stranger.context.close()
      await page.getByRole('button', { name: 'Close the preview' }).click()

      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await page.getByText('Publishing: Publish “Notes from the editor”').waitFor()
      await live(/^Live since .*Publish “Notes from the editor”/)

      const visitor = await site.open(path)
      expect(visitor.response?.status()).toBe(200)
      expect(await visitor.page.getByRole('heading', { level: 1 }).innerText()).toBe('Notes from the editor')
      await visitor.page.getByRole('heading', { level: 2, name: 'A note from the editor' }).waitFor()
      // The photograph comes in the sizes and formats of the image pipeline.
      const photo = visitor.page.getByRole('img', { name: 'A team at a whiteboard during a workshop' })
      const src = (await photo.getAttribute('src'))!
      expect(src).toMatch(/^\/images\/uploads\/workshop-[0-9a-f]{10}\.jpe?g\.\d+w\.webp$/)
      const variant = await fetch(`${site.origin}${src}`)
      expect([variant.status, variant.headers.get('content-type')]).toEqual([200, 'image/webp'])
      const avif = visitor.page.locator('picture source[type="image/avif"]').first()
      expect(await avif.getAttribute('srcset')).toMatch(/480w.*800w.*1200w/)
      // Its listing, the sitemap and the site search know it.
      await visitor.page.goto(`${site.origin}/articles`)
      await visitor.page.getByRole('link', { name: 'Notes from the editor' }).waitFor()
      expect(await (await fetch(`${site.origin}/sitemap.xml`)).text()).toContain(path)
      await visitor.page.goto(`${site.origin}/search?q=published+in+the+browser`)
      await visitor.page.getByRole('link', { name: 'Notes from the editor' }).first().waitFor()

      // Moved: the old address answers 301 to the new one.
      await page.locator('summary', { hasText: 'Move or delete' }).click()
      await page.getByLabel('New address').fill('data/editorsnotes')
      await page.getByRole('button', { name: 'Move', exact: true }).click()
      await page.waitForURL('**/superadmin/content/edit?ref=articles%2Fdata%2Feditorsnotes.md', {
        timeout: 180_000,
      })
      const moved = await fetch(`${site.origin}${path}`, { redirect: 'manual' })
      expect([moved.status, moved.headers.get('location')]).toEqual([301, '/articles/data/editorsnotes'])

      // Changed again, then its first text restored from the history.
      const movedBody = formattedText(page, 'field-body')
      await movedBody.waitFor()
      await selectWords(movedBody, 'A note from the editor')
      await page.keyboard.type('A second note')
      await page.getByRole('button', { name: 'Save draft', exact: true }).click()
      await page.getByText('Draft saved.').waitFor()
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await live(/^Live since .*Publish “Notes from the editor”/)
      await visitor.page.goto(`${site.origin}/articles/data/editorsnotes`)
      await visitor.page.getByRole('heading', { level: 2, name: 'A second note' }).waitFor()
      await page.locator('summary', { hasText: 'History' }).click()
      await page.getByRole('button', { name: 'Restore version 1' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click()
      await live(/^Live since .*Restore version 1/)
      await visitor.page.reload()
      await visitor.page.getByRole('heading', { level: 2, name: 'A note from the editor' }).waitFor()

      // The one failed request was the refused address's 400, as it should be.
      expect(errors).toEqual([
        'Failed to load resource: the server responded with a status of 400 (Bad Request)',
      ])
      expect(visitor.errors).toEqual([])
      await visitor.context.close()
      await context.close()
    },
  )

  test(
    'an owner uploads the firm’s logo: a small one is refused in words; the header, footer and icons then show it',
    full,
    async () => {
      const { page, context, errors } = await signedIn(
        'owner-logo@example.com',
        '/superadmin/content/edit?ref=site.yaml',
      )
      const logo = page.getByRole('group', { name: 'Logo' })
      const choose = async (width: number, height = width) => {
        const buffer = await sharp({
          create: { width, height, channels: 4, background: { r: 20, g: 120, b: 60, alpha: 1 } },
        })
          .png()
          .toBuffer()
        await logo
          .getByLabel('Upload a logo')
          .setInputFiles({ name: 'Acme logo.png', mimeType: 'image/png', buffer })
      }
      const upload = async (side: number) => {
        await choose(side)
        await logo.getByText('Uploaded. Publish to put it on every page.').waitFor()
        await logo.getByText(`${side} × ${side} pixels`).waitFor()
      }
      // A wide logo is refused at once: the icons are square.
      await choose(600, 200)
      await logo
        .getByText('This logo is 600 × 200 pixels: the site’s icons are square', { exact: false })
        .waitFor()
      expect(await page.locator('#field-logo-src').inputValue()).toBe('/images/logo-mark.svg')
      await upload(100)
      await page.getByRole('button', { name: 'Save draft', exact: true }).click()
      await page.getByText(/^Draft saved\./).waitFor()
      await page
        .getByRole('alert')
        .getByRole('link', {
          name: /Logo.*too small for the site’s icons: upload one at least 192 pixels a side/,
        })
        .waitFor()
      expect(await axeViolations(page)).toEqual([])

      await upload(600)
      await page.getByRole('button', { name: 'Save draft', exact: true }).click()
      await page.getByText('Draft saved. Visitors see it once you publish it.').waitFor()
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await page.getByText(/^Live since .*Publish/).waitFor({ timeout: 120_000 })

      const visitor = await site.open('/')
      const pictures = visitor.page.locator('header a[href="/"] img, footer a[href="/"] img')
      expect(await pictures.count()).toBe(2)
      const src = await pictures.first().getAttribute('src')
      expect(src).toMatch(/^\/images\/uploads\/acme-logo-[0-9a-f]+-192\.png$/)
      expect(
        await pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      ).toBe(192)
      // The icons are drawn from it: green in the middle of the phone's home-screen icon.
      for (const icon of ['/icon-192.png', '/apple-touch-icon.png', src!]) {
        const response = await fetch(`${site.origin}${icon}`)
        const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
          .raw()
          .toBuffer({ resolveWithObject: true })
        const middle = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels
        expect([...data.subarray(middle, middle + 3)], icon).toEqual([20, 120, 60])
      }
      expect(visitor.errors).toEqual([])
      expect(errors).toEqual([])
      await visitor.context.close()
      await context.close()
    },
  )
})
