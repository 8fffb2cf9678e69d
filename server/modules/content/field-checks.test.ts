// A draft's texts are read on a thread of their own, bounded in size and time: no text of any length
// or nesting holds up the instance, answers 500 or is taken as fine unread.
import { expect, test } from 'vitest'
import { entry, member, save } from '#tests/support/content-editor.ts'
import { buildTestApp } from '#tests/support/test-app.ts'
import { MARKS_PER_PARAGRAPH_AT_MOST } from '#content/rich-text-bounds.ts'
import { createFieldChecks, UNCHECKED } from './field-checks.ts'

const TERMS = 'legal/terms.md'
const SIXTY_KB = 60_000
/** Paragraphs of `unit` repeated `times`, a blank line apart, to 60 KB. */
const paragraphsOf = (unit: string, times: number) =>
  Array.from({ length: Math.ceil(SIXTY_KB / (unit.length * times + 2)) }, () => unit.repeat(times)).join(
    '\n\n',
  )
/** The slowest marks to read (three that never close), as many as a paragraph may hold. */
const SLOW_MARKS = '**_a'
const SLOW_MARKS_AT_THE_BOUND = Math.floor(MARKS_PER_PARAGRAPH_AT_MOST / 3)

test('60 KB texts made to be slow or deep to read are answered within a second, in words, while /readyz answers at once', async () => {
  const t = await buildTestApp()
  const headers = await member(t)
  const opened = await entry(t, headers, TERMS)
  let revision = opened.draft?.revision ?? 0
  const saveBody = async (body: string) => {
    const response = await save(t, headers, {
      ref: TERMS,
      data: { ...opened.data, body },
      revision,
      baseVersion: opened.published?.version ?? 0,
    })
    expect(response.statusCode, response.body).toBe(200)
    revision += 1
    return response.json<{ problems: Record<string, string> }>().problems
  }
  // The checking thread starts with the first save.
  const terms = String(opened.data.body)
  expect(await saveBody(`${terms}\n\nOne paragraph more.`)).toEqual({})

  const bodies = {
    marks: '_a'.repeat(SIXTY_KB / 2),
    'bold and italic': '**_a'.repeat(SIXTY_KB / 4),
    quotes: '> '.repeat(SIXTY_KB / 2),
    lists: '  1. '.repeat(SIXTY_KB / 5),
    // Within the bounds, and still the slowest kind to read: it is read on the thread.
    'marks at the bound': paragraphsOf(SLOW_MARKS, SLOW_MARKS_AT_THE_BOUND),
  }
  for (const [kind, body] of Object.entries(bodies)) {
    const readiness: number[] = []
    let saving = true
    const started = performance.now()
    const saved = saveBody(body).finally(() => (saving = false))
    while (saving) {
      const asked = performance.now()
      const ready = await t.app.inject({ url: '/readyz' })
      expect(ready.statusCode).toBe(200)
      readiness.push(performance.now() - asked)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const problems = await saved
    const took = performance.now() - started
    expect(took, kind).toBeLessThan(1000)
    expect(Math.max(...readiness), kind).toBeLessThan(100)
    if (kind === 'marks at the bound') expect(problems, kind).toEqual({})
    else expect(problems.body, kind).toMatch(/^Body: A (paragraph|line) (holds|opens|starts)/)
  }
  await t.app.close()
})

test('a check past its time is stopped and said in words; the next draft is checked on a new thread', async () => {
  // Room for a short text's first check on a new thread on a busy machine (100 ms and more), none for
  // a long one's (a second or more, quiet).
  const checks = createFieldChecks({ timeoutMs: 400 })
  const tokens = { name: 'Northstar', shortName: 'Northstar' } as never
  await checks.issuesOf(TERMS, tokens, { body: 'The thread is started.' })
  // Ten times the 60 KB at the bound: a second or more of reading, where 400 ms are given.
  const body = Array(10).fill(paragraphsOf(SLOW_MARKS, SLOW_MARKS_AT_THE_BOUND)).join('\n\n')
  const slow = await checks.issuesOf(TERMS, tokens, { title: 'Terms', body })
  expect(slow).toEqual([{ path: [], message: UNCHECKED.slow }])
  const quick = await checks.issuesOf(TERMS, tokens, { body: 'Short.' })
  expect(quick.map(({ message }) => message)).not.toContain(UNCHECKED.slow)
  await checks.stop()
})

test("fields named as an object's own properties (constructor, toString…) are refused as unknown fields, not answered 500", async () => {
  const t = await buildTestApp()
  const headers = await member(t)
  const opened = await entry(t, headers, TERMS)
  const names = ['constructor', 'toString', 'valueOf', 'hasOwnProperty']
  const data = { ...opened.data, seo: { ...(opened.data.seo as object) } } as Record<string, unknown>
  for (const name of names) {
    Object.defineProperty(data, name, { value: 'x', enumerable: true })
    Object.defineProperty(data.seo, name, { value: 'y', enumerable: true })
  }
  const response = await save(t, headers, {
    ref: TERMS,
    data,
    revision: opened.draft?.revision ?? 0,
    baseVersion: opened.published?.version ?? 0,
  })
  expect(response.statusCode, response.body).toBe(200)
  const { problems } = response.json<{ problems: Record<string, string> }>()
  for (const name of names) {
    expect(problems[name], name).toMatch(/holds a field this page does not have|not a field here/i)
  }
  // A key that would reach an object's prototype is refused as the JSON is read.
  const prototype = await t.app.inject({
    method: 'POST',
    url: '/api/content/draft',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: `{"ref":"${TERMS}","revision":0,"baseVersion":1,"data":{"__proto__":{"x":1}}}`,
  })
  expect(prototype.statusCode).toBe(400)
  await t.app.close()
})
