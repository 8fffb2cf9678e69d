import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { axeViolations, browserAvailable } from '#tests/support/browser.ts'
import { createAdminWithCli } from '#tests/support/admin-cli.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'
import { eventually } from '#tests/support/test-app.ts'

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
  test('an owner changes a role with the keyboard, an editor sees only their account, and the audit log says so', async () => {
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

    // The same session, the new role: the inbox sends them to their account, whose menu is all they see.
    await member.page.reload()
    await member.page.waitForURL('**/superadmin/account')
    await member.page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor()
    const menu = member.page.getByRole('navigation', { name: 'Admin' }).getByRole('link')
    expect(await menu.allInnerTexts()).toEqual(['Your account'])

    await owner.page.getByRole('link', { name: 'Audit log' }).click()
    const entry = owner.page.getByRole('row').filter({ hasText: 'Role changed' })
    await entry.waitFor()
    expect(await entry.innerText()).toContain(EDITOR)
    expect(await entry.innerText()).toContain('from: admin, to: editor')
    expect(owner.errors).toEqual([])
    expect(member.errors).toEqual([])
    await owner.context.close()
    await member.context.close()
  })

  test.each([1280, 390])(
    'axe-core finds no violations on the team, audit and account pages at %i px',
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
})
