// The content editor as a member uses it, through its API: open an entry, save a draft, publish it and
// wait for the release, read the page visitors get.
import { expect } from 'vitest'
import type { ContentEntryResponse } from '#contract/content.ts'
import type { Role } from '#contract/roles-constants.ts'
import { createAdmin, signIn } from './admin.ts'
import type { buildTestApp } from './test-app.ts'

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>
type Headers = Record<string, string>
type Fields = Record<string, unknown>

export const INSIGHT = 'insights/ai-in-business.yaml'

/** Signs in a new member of `role`; the headers of their calls. */
export async function member(t: TestApp, role: Role = 'owner') {
  const email = `${role}@example.com`
  await createAdmin(t.app, email, undefined, role)
  return (await signIn(t.app, email)).headers
}

export async function entry(t: TestApp, headers: Headers, ref = INSIGHT) {
  const response = await t.app.inject({ url: `/api/content/entry?ref=${encodeURIComponent(ref)}`, headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as ContentEntryResponse & { data: Fields }
}

export const save = (t: TestApp, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/content/draft', headers, payload })

/** Publishes the draft of `ref` and waits for its build; returns the release as the API reports it. */
export async function publish(t: TestApp, headers: Headers, ref: string, revision: number) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/content/publish',
    headers,
    payload: { ref, revision },
  })
  expect(started.statusCode, started.body).toBe(202)
  await t.app.content.settled()
  const { release } = started.json() as { release: { id: number } }
  return (await t.app.inject({ url: `/api/content/releases/${release.id}`, headers })).json().release as {
    state: string
    error: string | null
  }
}

/** Saves `ref` as `change` makes it from its published fields, then publishes it; the release. */
export async function edit(t: TestApp, headers: Headers, ref: string, change: (data: Fields) => Fields) {
  const opened = await entry(t, headers, ref)
  const saved = await save(t, headers, {
    ref,
    data: change(structuredClone(opened.data)),
    revision: opened.draft?.revision ?? 0,
    baseVersion: opened.published?.version ?? 0,
  })
  expect(saved.statusCode, saved.body).toBe(200)
  return publish(t, headers, ref, (opened.draft?.revision ?? 0) + 1)
}

export const pageText = async (t: TestApp, path: string) => {
  const response = await t.app.inject({ url: path })
  return { status: response.statusCode, body: response.body }
}
