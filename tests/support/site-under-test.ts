import type { Browser } from 'playwright-core'
import type { Role } from '#contract/roles-constants.ts'
import { afterAll, beforeAll } from 'vitest'
import { browserAvailable, launchBrowser, watchErrors } from './browser.ts'
import { createAdminWithCli } from './admin-cli.ts'
import { startProductionServer, type ProductionServer } from './production-server.ts'
import { startSmtpPeer, type SmtpPeer } from './smtp-peer.ts'

type OpenOptions = { width?: number; javaScript?: boolean; clock?: boolean; reducedMotion?: boolean }

/** The password of the members the e2e tests make. */
export const MEMBER_PASSWORD = 'copper lantern quietly folds'

/**
 * For an e2e file: the production server (`npm start`) with mail to a real SMTP peer, and Chromium,
 * started once before the file's tests and stopped after them.
 */
export function useSiteUnderTest() {
  let browser: Browser
  let server: Awaited<ReturnType<typeof startProductionServer>>
  let smtp: SmtpPeer

  beforeAll(async () => {
    if (!browserAvailable) return
    smtp = await startSmtpPeer()
    server = await startProductionServer({ MAIL_URL: smtp.url })
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await smtp?.close()
  })

  const site = {
    get origin() {
      return server.origin
    },
    get smtp() {
      return smtp
    },
    get dataDir() {
      return server.dataDir
    },
    /** Stops the server (a deploy or a crash) and starts it again on the same port and data. */
    restart: (options?: Parameters<ProductionServer['restart']>[0]) => server.restart(options),
    /** Everything the server has logged so far. */
    log: () => server.log(),
    get browser() {
      return browser
    },
    /** A fresh browser context on `path`; close it with `context.close()`. */
    async open(path: string, options: OpenOptions = {}) {
      const context = await browser.newContext({
        viewport: { width: options.width ?? 1280, height: 900 },
        javaScriptEnabled: options.javaScript ?? true,
        reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
      })
      const page = await context.newPage()
      if (options.clock) await page.clock.install()
      const errors = watchErrors(page)
      const response = await page.goto(new URL(path, server.origin).href)
      return { page, context, response, errors }
    },
    /** A new member of `role`, made on the command line, signed in and on `path` of the admin. */
    async signedIn(
      email: string,
      path: string,
      { width, role = 'owner' }: { width?: number; role?: Role } = {},
    ) {
      await createAdminWithCli(server.dataDir, email, MEMBER_PASSWORD, {}, role)
      const opened = await site.open(`/superadmin/login?next=${encodeURIComponent(path)}`, { width })
      await opened.page.getByLabel('E-mail', { exact: true }).fill(email)
      await opened.page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD)
      await opened.page.getByRole('button', { name: 'Sign in' }).click()
      await opened.page.waitForURL(`**${path}`, { waitUntil: 'load' })
      return opened
    },
  }
  return site
}
