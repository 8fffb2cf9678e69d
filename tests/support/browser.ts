import { existsSync } from 'node:fs'
import axe from 'axe-core'
import { chromium, type Browser, type Locator, type Page } from 'playwright-core'
import { eventually } from './test-app.ts'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** Headless, and quiet on a machine with no way out to the internet. */
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** True when a browser is here; CI sets E2E_REQUIRE_BROWSER so a missing one fails instead of skipping. */
export const browserAvailable = existsSync(chromiumPath)
if (!browserAvailable && process.env.E2E_REQUIRE_BROWSER) {
  throw new Error(`No Chromium at ${chromiumPath}; install Debian's chromium or set CHROMIUM_PATH.`)
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
}

/**
 * Collects console errors and failed page scripts (a CSP violation shows up here). Chromium's note
 * that the document itself answered with an error status (a Page Not Found page's 404) is no error
 * of the page, and is left out; a resource of the page that fails is not.
 */
export function watchErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const documentStatus =
      message.location().url === page.url() &&
      /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())
    if (!documentStatus) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Runs axe-core on the page and returns its violations, each with the failing selectors. */
export async function axeViolations(page: Page) {
  // Judge the whole page as a reader who scrolls through it sees it: bands off screen are not rendered
  // yet (content-visibility: auto), and an animation there waits until they are.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('main > section, body > footer')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible'
    }
  })
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

/**
 * Brings the pointer to an element of an island, as a visitor reaching for it would (islands that
 * hydrate on intent wake then), and waits until Astro has hydrated the island: it then drops the
 * island's `ssr` attribute.
 */
export async function waitForIsland(element: Locator) {
  await element.hover()
  await eventually(async () => {
    const pending = await element.evaluate((node) => node.closest('astro-island')?.hasAttribute('ssr'))
    if (pending !== false) throw new Error('the island has not hydrated yet')
  })
}

/** What a visitor would type; the pause is a person's, so the minimum fill time passes. */
export async function fillContactForm(
  page: Page,
  values: { name: string; email: string; subject: string; message: string },
) {
  await page.getByRole('button', { name: 'Send Message' }).waitFor()
  await page.waitForTimeout(2100)
  await waitForIsland(page.getByLabel('Name', { exact: true }))
  await page.getByLabel('Name', { exact: true }).fill(values.name)
  await page.getByLabel('Email', { exact: true }).fill(values.email)
  await page.getByLabel('Subject', { exact: true }).fill(values.subject)
  await page.getByLabel('Message', { exact: true }).fill(values.message)
}

/**
 * How axe-core judges the text contrast of each element `selector` matches: 'passes', 'violation',
 * or 'incomplete' (axe could not tell, e.g. for text over a gradient or an image, and so the
 * page-wide check above would not catch a low contrast there).
 */
export async function contrastVerdicts(page: Page, selector: string) {
  await page.evaluate(axe.source)
  return page.evaluate(async (selector) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe }
    const verdicts = []
    for (const element of document.querySelectorAll(selector)) {
      // In view and clear of the sticky header, or axe sees what covers it rather than its background.
      element.scrollIntoView({ block: 'center', behavior: 'instant' })
      const result = await inPage.run(element, { runOnly: { type: 'rule', values: ['color-contrast'] } })
      const verdict =
        result.violations.length > 0
          ? 'violation'
          : result.incomplete.length > 0
            ? 'incomplete'
            : result.passes.length > 0
              ? 'passes'
              : 'unchecked'
      verdicts.push({ text: element.textContent, verdict })
    }
    return verdicts
  }, selector)
}

/**
 * Resolves when the page's live-notice socket has joined the admin namespace (socket.io's connect
 * packet for /admin came back). Call it before the page signs in.
 */
export function adminSocketJoined(page: Page) {
  return new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40/admin,')) resolve()
      })
    })
  })
}
