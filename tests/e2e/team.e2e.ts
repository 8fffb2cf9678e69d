import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { axeViolations, browserAvailable } from '#tests/support/browser.ts'
import { createAdminWithCli } from '#tests/support/admin-cli.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'
import { atWidths, full } from '#tests/support/tiers.ts'
import { eventually } from '#tests/support/test-app.ts'
import { totpCode } from '#server/lib/totp.ts'

const site = useSiteUnderTest()
const OWNER = 'partner@example.com'
const EDITOR = 'marketing@example.com'
const PASSWORD = 'copper lantern quietly folds'

async function signIn(page: Page, email: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

describe.skipIf(!browserAvailable)('the team in Chromium', () => {
  test(
    'an owner changes a role with the keyboard, an editor sees only their account, and the audit log says so',
    full,
    async () => {
      await createAdminWithCli(site.dataDir, OWNER, PASSWORD)
      await createAdminWithCli(site.dataDir, EDITOR, PASSWORD, {}, 'admin')

      // The admin signs in, and lands on the inbox.
      const member = await site.open('/superadmin/login')
      await signIn(member.page, EDITOR)
      await member.page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor()

      const owner = await site.open('/superadmin/team')
      await owner.page.waitForURL('**/superadmin/login?next=%2Fsuperadmin%2Fteam')
      await signIn(owner.page, OWNER)
      await owner.page.getByRole('heading', { name: 'Team', level: 1 }).waitFor()
      const role = owner.page.getByLabel(`Role of ${EDITOR}`)
      await role.waitFor()
      expect(await role.inputValue()).toBe('admin')
      await role.focus()
      await owner.page.keyboard.press('ArrowDown') // admin → editor
      await owner.page.getByText(`${EDITOR} is now an editor.`).waitFor()

      // The same session, the new role: the inbox sends them to the content, and the menu shows only it
      // and their account.
      await member.page.reload()
      await member.page.waitForURL(/\/superadmin\/content\?not-yours=%2Fsuperadmin$/)
      await member.page.getByRole('heading', { name: 'Content', level: 1 }).waitFor()
      // Told why, not silently moved.
      await member.page
        .getByRole('status')
        .getByText('is not open to editors: you are here instead')
        .waitFor()
      const menu = member.page.getByRole('navigation', { name: 'Admin' }).getByRole('link')
      expect(await menu.allInnerTexts()).toEqual(['Content', 'Your account', 'Guide'])

      await owner.page.getByRole('link', { name: 'Audit log' }).click()
      const entry = owner.page.getByRole('row').filter({ hasText: 'Role changed' })
      await entry.waitFor()
      expect(await entry.innerText()).toContain(EDITOR)
      expect(await entry.innerText()).toContain('From: Admin; To: Editor')
      expect(owner.errors).toEqual([])
      expect(member.errors).toEqual([])
      await owner.context.close()
      await member.context.close()
    },
  )

  test.each([1280, 390])(
    'axe-core finds no violations on the team, audit and account pages at %i px',
    full,
    async (width) => {
      await createAdminWithCli(site.dataDir, `owner-${width}@example.com`, PASSWORD)
      const { page, context } = await site.open('/superadmin/login', { width })
      await signIn(page, `owner-${width}@example.com`)
      await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor()
      for (const [path, heading] of [
        ['/superadmin/team', 'Team'],
        ['/superadmin/audit', 'Audit log'],
        ['/superadmin/account', 'Your account'],
      ] as const) {
        await page.goto(`${site.origin}${path}`)
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor()
        await page.waitForLoadState('networkidle')
        await eventually(async () => expect(await page.locator('.animate-pulse').count()).toBe(0))
        expect(await axeViolations(page), `${path} at ${width}px`).toEqual([])
      }
      // On their account, an owner turns off the mail of new messages with the keyboard.
      const messageMail = page.getByLabel('E-mail me when someone sends a message through the contact form')
      expect(await messageMail.isChecked()).toBe(true)
      await messageMail.focus()
      await page.keyboard.press('Space')
      await page.getByRole('button', { name: 'Save', exact: true }).press('Enter')
      await page
        .getByText('You will no longer get an e-mail for new messages. They still reach the inbox.')
        .waitFor()
      await page.reload()
      await eventually(async () => expect(await messageMail.isChecked()).toBe(false))
      // Removing asks first, in a dialog that holds the focus; Cancel removes nothing.
      await page.goto(`${site.origin}/superadmin/team`)
      await page
        .getByRole('button', { name: /^Remove .*owner-/ })
        .first()
        .click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true)
      expect(await axeViolations(page), 'the remove dialog').toEqual([])
      await page.keyboard.press('Escape')
      await eventually(async () => expect(await dialog.isVisible()).toBe(false))
      await context.close()
    },
  )

  atWidths(
    [1280, 390],
    'a member turns on two-step sign-in with the QR page, keeps the codes, and signs in with a code (%i px)',
    {},
    async (width) => {
      const email = `careful-${width}@example.com`
      await createAdminWithCli(site.dataDir, email, PASSWORD)
      const { page, context, errors } = await site.open('/superadmin/login', { width })
      await signIn(page, email)
      await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor()
      await page.goto(`${site.origin}/superadmin/account`)
      // This browser among the sessions, named in words rather than by its User-Agent string.
      await page.getByText(/^Chrome \d+ on Linux\s*\(this browser\)$/).waitFor()
      await page.getByRole('button', { name: 'Set up two-step sign-in' }).click()
      const qr = page.getByRole('img', { name: /QR code/ })
      await qr.waitFor()
      expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      // The key as the page shows it, typed into an app: the test plays the phone.
      const secret = (await page.locator('code').innerText()).replace(/\s/g, '')
      expect(await axeViolations(page), 'the set-up form').toEqual([])
      await page.getByLabel('Code from the app').fill(totpCode(secret, new Date()))
      await page.getByRole('button', { name: 'Turn on' }).click()
      const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
      await eventually(async () => expect(await codes.count()).toBe(10))
      expect(await axeViolations(page), 'the recovery codes').toEqual([])
      await page.getByRole('button', { name: 'I have kept them' }).click()
      await page.getByText(/^On: signing in asks for a code/).waitFor()

      await page.getByRole('button', { name: 'Sign out' }).click()
      await page.waitForURL('**/superadmin/login')
      await signIn(page, email)
      await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor()
      // The code step takes the focus, and a wrong code says so beside the field.
      await eventually(async () =>
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-code'),
      )
      await page.keyboard.type('000000')
      await page.keyboard.press('Enter')
      await page.getByText('This code is not correct').waitFor()
      expect(await axeViolations(page), 'the code step').toEqual([])
      // The code of the next 30 seconds: the one used to turn it on is spent.
      await page.getByLabel('Code', { exact: true }).fill(totpCode(secret, new Date(Date.now() + 30_000)))
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor()
      // The one error the console shows is the wrong code's answer.
      expect(errors).toEqual([expect.stringContaining('status of 400')])
      await context.close()
    },
  )
})
