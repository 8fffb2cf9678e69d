// npm run screenshots -- <folder>: the first screen of one page of every kind, at a desktop's and a
// phone's width, as PNG files for a person to look at (the look's before and after, the docs' images).
// `--full` takes whole pages instead. Runs the production build the way `npm start` does.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { launchBrowser } from '#tests/support/browser.ts'
import { startProductionServer } from '#tests/support/production-server.ts'
import { pageKinds } from './page-kinds.ts'

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]

const { values, positionals } = parseArgs({ allowPositionals: true, options: { full: { type: 'boolean' } } })
const folder = positionals[0] ?? 'screenshots'
mkdirSync(folder, { recursive: true })

const server = await startProductionServer({ LOG_LEVEL: 'warn' })
const browser = await launchBrowser()
try {
  for (const { kind, path } of pageKinds) {
    for (const { name, width, height } of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' })
      const page = await context.newPage()
      await page.goto(server.origin + path, { waitUntil: 'networkidle' })
      await page.evaluate(() => document.fonts.ready)
      const file = join(folder, `${kind.replaceAll(' ', '-')}-${name}.png`)
      await page.screenshot({ path: file, fullPage: values.full ?? false })
      console.log(file)
      await context.close()
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
