// @module-tag full -- the content:check command's reports: whoever changes it runs these.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { copySite } from '#tests/support/site-copy.ts'

let site: ReturnType<typeof copySite>
beforeAll(() => {
  site = copySite('content-check')
}, 60_000)
afterAll(() => site?.remove())

/** Each file changed by a test, with its text before, put back after it. */
const changed = new Map<string, string>()
afterEach(() => {
  for (const [file, text] of changed) writeFileSync(join(site.dir, file), text)
  changed.clear()
})

/** Replaces the first `from` in a file of the copy with `to`; says on which line. */
function edit(file: string, from: string, to: string) {
  const path = join(site.dir, file)
  const text = readFileSync(path, 'utf8')
  if (!changed.has(file)) changed.set(file, text)
  const at = text.indexOf(from)
  expect(at, `${from} in ${file}`).toBeGreaterThan(-1)
  writeFileSync(path, text.slice(0, at) + to + text.slice(at + from.length))
  return text.slice(0, at).split('\n').length
}

/** `npm run content:check` in the copy: it reads every file, a few seconds on a busy machine. */
const check = () =>
  spawnSync(process.execPath, ['scripts/check-content.ts'], {
    cwd: site.dir,
    encoding: 'utf8',
  })

test('content:check says in one line that all is well', () => {
  const run = check()
  expect(run.stderr).toBe('')
  expect(run.stdout).toMatch(/^content: \d+ pages, \d+ internal links, 0 problems\n$/)
  expect(run.status).toBe(0)
}, 60_000)

test('content:check names each link to a page that does not exist, in a field or a Markdown body', () => {
  const inField = edit('content/navigation.yaml', 'href: /contact\n', 'href: /contcat\n')
  const inBody = edit('content/articles/trending/now2.md', '](/contact)', '](/contcat)')
  const run = check()
  expect(run.status).toBe(1)
  const lines = run.stderr.trim().split('\n')
  expect(lines).toEqual([
    expect.stringMatching(
      new RegExp(`^content/articles/trending/now2\\.md:${inBody}: body: /contcat: no page has this address`),
    ),
    expect.stringMatching(
      new RegExp(`^content/navigation\\.yaml:${inField}: [\\w.]+\\.href: /contcat: no page has this address`),
    ),
    'content: 2 problems',
  ])
  expect(lines[0]).toContain('(did you mean /contact?)')
}, 60_000)

test('content:check reports a YAML indentation mistake whole, with the lines around it', () => {
  const line = edit('content/contact.yaml', '  responseTime:', ' responseTime:')
  const run = check()
  expect(run.status).toBe(1)
  const [first, ...rest] = run.stderr.trim().split('\n')
  expect(first).toMatch(new RegExp(`^content/contact\\.yaml:${line}: not valid YAML: \\w.*\\w\\)$`))
  expect(first).toContain('same column')
  expect(rest).toContain(
    `${String(line).padStart(5)} |  responseTime: We reply to every enquiry within two working days.`,
  )
  expect(rest.at(-1)).toBe('content: 1 problem')
}, 60_000)
