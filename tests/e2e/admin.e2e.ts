import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import {
  adminSocketJoined,
  axeViolations,
  browserAvailable,
  fillContactForm,
} from '#tests/support/browser.ts'
import { createAdminWithCli } from '#tests/support/admin-cli.ts'
import { agedFormToken, requestFrom } from '#tests/support/http.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'
import { full } from '#tests/support/tiers.ts'
import { eventually } from '#tests/support/test-app.ts'
import { createDb } from '#server/db/kysely.ts'
import { MIN_FILL_MS } from '#server/modules/contact/contact.service.ts'
import { createMessagesRepository } from '#server/modules/contact/messages.repository.ts'

const site = useSiteUnderTest()
const EMAIL = 'editor@example.com'
const PASSWORD = 'correct horse battery staple'

async function signIn(page: Page) {
  await page.getByLabel('E-mail', { exact: true }).fill(EMAIL)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor()
}

describe.skipIf(!browserAvailable)('contact form and admin inbox in Chromium', () => {
  test('a visitor sends a message: sending state, then the Message Sent! dialog, focus inside, Esc closes it', async () => {
    const { page, context, errors } = await site.open('/contact')
    await fillContactForm(page, {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Pilot',
      message: 'Can we talk?',
    })
    await page.route('**/api/send', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      await route.continue()
    })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByRole('button', { name: 'Sending...' }).waitFor()
    const dialog = page.getByRole('dialog', { name: 'Message Sent!' })
    await dialog.waitFor()
    expect(await dialog.innerText()).toContain('Please check your email for a response.')
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true)
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('')
    await page.keyboard.press('Escape')
    await eventually(async () => expect(await dialog.isVisible()).toBe(false))
    // Focus comes back to where the reader left off: the Send button. The dialog's close event, which
    // moves it, is queued after the dialog hides, so the check waits for it.
    await eventually(async () =>
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send Message'),
    )
    // A second message from the same page goes out too: the form took a new single-use token for it.
    await page.unroute('**/api/send')
    await fillContactForm(page, {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'And',
      message: 'One more.',
    })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await dialog.waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  test('without JavaScript the form posts the server’s token with it, and is sent', full, async () => {
    const { page, context } = await site.open('/contact', { javaScript: false })
    await page.getByLabel('Name', { exact: true }).fill('Nadia')
    await page.getByLabel('Email', { exact: true }).fill('nadia@example.com')
    await page.getByLabel('Subject', { exact: true }).fill('No script')
    await page.getByLabel('Message', { exact: true }).fill('Sent by a plain form.')
    await page.waitForTimeout(MIN_FILL_MS)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForURL(/\/contact\/(sent|not-sent)$/)
    expect(new URL(page.url()).pathname).toBe('/contact/sent')
    await context.close()
  })

  test('a failed send keeps the values, shows the error and logs "Error sending message"', full, async () => {
    const { page, context, errors } = await site.open('/contact')
    await fillContactForm(page, {
      name: 'Bo',
      email: 'bo@example.com',
      subject: 'Hi',
      message: 'Offline test',
    })
    await page.route('**/api/send', (route) => route.abort('connectionrefused'))
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByRole('alert').filter({ hasText: 'could not be sent' }).waitFor()
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('Offline test')
    expect(errors.some((error) => error.includes('Error sending message'))).toBe(true)
    await context.close()
  })

  test('the admin signs in, sees unread in red, cannot send a blank reply, and a reply turns green and is mailed', async () => {
    await createAdminWithCli(site.dataDir, EMAIL, PASSWORD)
    // A visitor's form, handed out by the server and sent a few seconds later.
    const token = await agedFormToken(site.origin)
    await fetch(`${site.origin}/api/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        formToken: token,
        name: 'Cleo',
        email: 'cleo@example.com',
        subject: 'Irrigation audit',
        message: 'Do you audit drip systems?',
      }),
    })
    const { page, context } = await site.open('/superadmin')
    await page.waitForURL('**/superadmin/login?next=%2Fsuperadmin')
    await signIn(page)

    const card = page.getByRole('article').filter({ hasText: 'Irrigation audit' })
    await card.waitFor()
    expect(await card.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(254, 242, 242)')
    expect(await card.getByText('Unread').isVisible()).toBe(true)
    // The count beside Messages: hers among those waiting for an answer.
    const messages = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Messages/ })
    const waiting = async () =>
      Number(/(\d+) unanswered/.exec((await messages.textContent()) ?? '')?.[1] ?? 0)
    await eventually(async () => expect(await waiting()).toBeGreaterThan(0))
    const before = await waiting()

    await card.getByRole('button', { name: 'Send reply' }).click()
    expect(await card.getByRole('alert').innerText()).toBe('Reply cannot be empty')

    await card
      .getByLabel('Reply to Cleo')
      .fill('Yes: we audit drip systems every spring. Shall we book a visit?')
    await card.getByRole('button', { name: 'Send reply' }).click()
    await card.getByText(/^Reply from /).waitFor()
    expect(await card.getByLabel('Reply to Cleo').count()).toBe(0)
    const replyBox = card.getByText(/^Reply from /).locator('..')
    expect(await replyBox.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(236, 253, 243)')

    // Cleo had the acknowledgement of her message; now the reply, her message quoted below it.
    const replies = () => site.smtp.to('cleo@example.com').filter((mail) => mail.subject?.startsWith('Re: '))
    await eventually(() => expect(replies()).toHaveLength(1), { timeout: 10_000 })
    expect(replies()[0]?.text).toContain('we audit drip systems every spring')
    expect(replies()[0]?.text).toContain('you wrote:')
    await card.getByText('E-mail sent.').waitFor({ timeout: 15_000 })
    await eventually(async () => expect(await waiting()).toBe(before - 1))
    expect(await axeViolations(page)).toEqual([])

    // A follow-up joins the conversation, after the first reply, and is mailed too.
    await card.getByRole('button', { name: 'Write a follow-up to Cleo' }).click()
    await card.getByLabel('Follow-up to Cleo').fill('We could come on Tuesday morning.')
    await card.getByRole('button', { name: 'Send follow-up' }).click()
    const conversation = card.getByRole('list', { name: 'Replies' }).getByRole('listitem')
    await eventually(async () => expect(await conversation.count()).toBe(2))
    expect(await conversation.nth(1).innerText()).toContain('We could come on Tuesday morning.')
    await eventually(() => expect(replies()).toHaveLength(2), { timeout: 10_000 })
    expect(await axeViolations(page)).toEqual([])

    // Archived, it leaves the inbox for Archived; brought back, it returns.
    await card.getByRole('button', { name: 'Archive “Irrigation audit”' }).click()
    await card.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Archived' }).click()
    await card.getByRole('button', { name: 'Back to the inbox “Irrigation audit”' }).click()
    await card.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'All' }).click()
    await card.waitFor()
    await context.close()
  })

  test(
    'a visitor’s message shows "New message from {name}" to the admin within 2 s, gone after 5 s',
    full,
    async () => {
      const admin = await site.open('/superadmin/login')
      const joined = adminSocketJoined(admin.page)
      await signIn(admin.page)
      await joined

      const visitor = await site.open('/contact')
      const visitorSockets: string[] = []
      visitor.page.on('websocket', (socket) => visitorSockets.push(socket.url()))
      await fillContactForm(visitor.page, {
        name: 'Dara Quinn',
        email: 'dara@example.com',
        subject: 'Live',
        message: 'Hello there',
      })
      await visitor.page.getByRole('button', { name: 'Send Message' }).click()
      const sentAt = Date.now()
      const banner = admin.page.getByText('New message from Dara Quinn')
      await banner.waitFor({ timeout: 2000 })
      expect(Date.now() - sentAt).toBeLessThan(2000)
      // The inbox gains the message live.
      await admin.page.getByRole('article').filter({ hasText: 'Hello there' }).waitFor()
      await banner.waitFor({ state: 'detached', timeout: 6000 })
      expect(Date.now() - sentAt).toBeGreaterThanOrEqual(4500)

      // The visitor's browser never loaded the socket client nor opened a socket.
      const socketClientLoads = await visitor.page.evaluate(
        () => performance.getEntriesByType('resource').filter((r) => r.name.includes('socket.io')).length,
      )
      expect(socketClientLoads).toBe(0)
      expect(visitorSockets).toEqual([])
      await visitor.context.close()
      await admin.context.close()
    },
  )

  test.for([
    ['a deploy', 'SIGTERM'],
    ['a crash', 'SIGKILL'],
  ] as const)(
    'after %s, the admin’s open inbox reconnects by itself, fetches what came meanwhile and shows the next message',
    full,
    async ([, signal]) => {
      const admin = await site.open('/superadmin/login')
      const joined = adminSocketJoined(admin.page)
      await signIn(admin.page)
      await joined

      const rejoined = adminSocketJoined(admin.page)
      const meanwhile = `Left while the site was down (${signal})`
      await site.restart({
        signal,
        // A message the admin's page could not be told about: it must show up all the same.
        whileStopped: async () => {
          const db = createDb({ dialect: 'sqlite', file: join(site.dataDir, 'site.db') })
          await createMessagesRepository(db).insert({
            id: randomUUID(),
            name: 'Fay',
            email: 'fay@example.com',
            subject: 'Meanwhile',
            message: meanwhile,
            status: 'unread',
            createdAt: new Date().toISOString(),
            repliedAt: null,
            archivedAt: null,
          })
          await db.destroy()
        },
      })
      await rejoined
      await admin.page.getByRole('article').filter({ hasText: meanwhile }).waitFor()

      const token = await agedFormToken(site.origin)
      const name = `Eli after ${signal}`
      // From an address of its own: this file's other messages have used up 127.0.0.1's allowance.
      const sent = await requestFrom(
        signal === 'SIGTERM' ? '127.0.0.2' : '127.0.0.3',
        `${site.origin}/api/send`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            formToken: token,
            name,
            email: 'eli@example.com',
            subject: 'Still there?',
            message: 'Sent after the restart',
          }),
        },
      )
      expect(sent.status).toBe(201)
      await admin.page.getByText(`New message from ${name}`).waitFor({ timeout: 2000 })
      await admin.context.close()
    },
  )

  test.each([1280, 390])(
    'axe-core finds no violations on contact, sign-in and password reset at %i px',
    full,
    async (width) => {
      for (const path of ['/contact', '/superadmin/login', '/superadmin/reset']) {
        const { page, context } = await site.open(path, { width })
        await page.waitForLoadState('networkidle')
        expect(await axeViolations(page), path).toEqual([])
        // The sign-in form's own, and no other (the public footer's newsletter form is not on admin pages).
        if (path === '/superadmin/login') expect(await page.locator('input[type="email"]').count()).toBe(1)
        await context.close()
      }
    },
  )
})
