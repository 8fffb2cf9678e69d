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
  await page.waitForURL('**/superadmin/content')
  await page.getByRole('heading', { name: 'Pages and site-wide parts' }).waitFor()
  await page.screenshot({ path: `/tmp/content-list-${width}.png`, fullPage: false })
  await page.goto(`${base}/superadmin/content/edit?ref=insights%2Fai-in-business.yaml`)
  await page.getByLabel('Title').first().waitFor()
  await page.screenshot({ path: `/tmp/content-edit-${width}.png`, fullPage: false })
  await page.screenshot({ path: `/tmp/content-edit-full-${width}.png`, fullPage: true })
  await context.close()
}
await browser.close()
