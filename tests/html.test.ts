import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { createRequire } from 'node:module'
import { describe, expect, test } from 'vitest'
import { full } from '#tests/support/tiers.ts'

const buildDir = 'build/client'
/** The checker itself, from the vnu-jar package (its own downloader of a Java runtime is never run). */
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name)
    return entry.isDirectory() ? htmlFiles(file) : entry.name.endsWith('.html') ? [file] : []
  })
}

const javaFound = spawnSync('java', ['-version']).status === 0
// CI sets HTML_CHECK_REQUIRE_JAVA, so a missing Java fails there instead of skipping.
if (!javaFound && process.env.HTML_CHECK_REQUIRE_JAVA) {
  throw new Error('No java on the PATH: the Nu HTML checker (vnu-jar) needs Java 8 or later.')
}
if (!javaFound) {
  console.warn('Skipping the Nu HTML checker: no java on the PATH (apt-get install default-jre-headless).')
}

/**
 * What vnu's CSS checker (the W3C CSS validator) does not know yet: current CSS that Tailwind writes
 * and every browser we support reads (registered custom properties, @starting-style, transitions of
 * `display` and `overlay`, `margin-trim` in a @supports test). Anything else in CSS still fails.
 */
const OUTDATED_CSS_CHECKS = [
  /^CSS: Unrecognized at-rule “@(property|starting-style)”\.?$/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.?$/,
  /^CSS: “transition”: “allow-discrete” is not a “transition” value\.?$/,
  /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value\.?$/,
]

type VnuMessage = { type: string; url: string; message: string; extract?: string; lastLine?: number }

/** Runs vnu once over `files` (or the HTML given as input) and returns its errors, minus the outdated CSS checks. */
function vnuErrors(files: string[], input?: string) {
  const run = spawnSync(
    'java',
    ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
    { encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024 },
  )
  if (run.status !== 0) throw new Error(`vnu failed: ${run.stderr}`)
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] }
  return messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .filter((m) => !OUTDATED_CSS_CHECKS.some((known) => known.test(m.message)))
    .map(
      (m) =>
        `${m.url ? relative(buildDir, new URL(m.url).pathname) : '-'}:${m.lastLine ?? '?'}: ${m.message}`,
    )
}

describe.skipIf(!javaFound)('the Nu HTML checker (vnu)', full, () => {
  test('finds no error in any prerendered page', { timeout: 180_000 }, () => {
    const files = htmlFiles(buildDir)
    expect(files.length).toBeGreaterThan(100)
    // One run over every file: the checker is slow to start, fast once running.
    expect(vnuErrors(files)).toEqual([])
  })

  test('does find the errors it is there for (the test is not blind)', { timeout: 60_000 }, () => {
    const page = `<!doctype html><html lang="en"><title>t</title><style>@property --x{syntax:"*";inherits:false}</style>
      <button popovertarget="m" aria-expanded="false">Menu</button><div id="m" popover>Menu</div>
      <figure><div><blockquote>q</blockquote><figcaption>c</figcaption></div></figure>`
    const errors = vnuErrors(['-'], page)
    expect(errors.join('\n')).toMatch(/aria-expanded/)
    expect(errors.join('\n')).toMatch(/figcaption/)
    expect(errors).toHaveLength(2)
  })
})

describe('page structure an HTML checker does not see', () => {
  const pages = htmlFiles(buildDir).map((file) => ({
    page: relative(buildDir, file),
    html: readFileSync(file, 'utf8'),
  }))

  test("the page's h1 is its first heading: the menu's headings come after it", () => {
    const late = pages
      .filter(({ html }) => html.includes('<h1'))
      .filter(({ html }) => !/^<h1\b/.test(/<h[1-6]\b/.exec(html)?.[0] ?? ''))
      .map(({ page }) => page)
    expect(late).toEqual([])
    expect(pages.filter(({ html }) => html.includes('id="site-menu"')).length).toBeGreaterThan(100)
  })

  test('every search form has a submit button', () => {
    const forms = pages.flatMap(({ page, html }) =>
      [...html.matchAll(/<form\b[^>]*role="search"[^>]*>([\s\S]*?)<\/form>/g)].map(([, body]) => ({
        page,
        body,
      })),
    )
    expect(forms.length).toBeGreaterThan(200)
    expect(
      forms.filter(({ body }) => !/<button\b[^>]*type="submit"/.test(body!)).map(({ page }) => page),
    ).toEqual([])
  })

  test('no popover button sets aria-expanded: the browser gives it its expanded state', () => {
    const both = pages.filter(({ html }) =>
      [...html.matchAll(/<button\b[^>]*>/g)].some(
        ([tag]) => /\spopovertarget=/i.test(tag) && /\saria-expanded=/.test(tag),
      ),
    )
    expect(both.map(({ page }) => page)).toEqual([])
  })
})
