import { existsSync } from 'node:fs'
import axe from 'axe-core'
import { chromium, type Browser, type Page } from 'playwright-core'

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** True when a browser is here; CI sets E2E_REQUIRE_BROWSER so a missing one fails instead of skipping. */
export const browserAvailable = existsSync(executablePath)
if (!browserAvailable && process.env.E2E_REQUIRE_BROWSER) {
  throw new Error(`No Chromium at ${executablePath}; install Debian's chromium or set CHROMIUM_PATH.`)
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** Collects console errors and failed page scripts (a CSP violation shows up here). */
export function watchErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Runs axe-core on the page and returns its violations, each with the failing selectors. */
export async function axeViolations(page: Page) {
  // Judge the settled page, not a card caught halfway through its entrance animation.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  )
  await page.evaluate(axe.source)
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    })
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }))
  })
  return violations
}
