import { launchBrowser } from '#tests/support/browser.ts'
const base = 'http://localhost:3456'
const browser = await launchBrowser()
for (const width of [1280, 390]) {
const context = await browser.newContext({ viewport: { width, height: 900 } })
const page = await context.newPage()
page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()))
await page.goto(`${base}/superadmin/login?next=/superadmin/content`)
await page.getByLabel('E-mail').fill('owner@example.com')
await page.getByLabel('Password', { exact: true }).fill('a long and unguessable passphrase')
await page.getByRole('button', { name: 'Sign in' }).click()
await page.waitForURL('**/superadmin/content', { waitUntil: 'load' }); await page.waitForTimeout(1000)
await page.goto(`${base}/superadmin/content/edit?ref=${encodeURIComponent(process.argv[2]!)}`)
await page.getByLabel('Body').waitFor()
await page.waitForTimeout(1500)
await page.getByLabel('Body').scrollIntoViewIfNeeded()
await page.screenshot({ path: `/tmp/md-${width}.png` })
await context.close()
}
await browser.close()
