// @module-tag full
// A server killed in the middle of a publish (a crash, the kernel's out-of-memory killer), as the
// README runs it: the build it started ends with it (a thread of its own), and its next start says
// the release failed.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { expect, onTestFinished, test } from 'vitest'
import { SESSION_COOKIE } from '#contract/admin-constants.ts'
import { createAdminWithCli } from '#tests/support/admin-cli.ts'
import { startProductionServer } from '#tests/support/production-server.ts'
import { eventually } from '#tests/support/test-app.ts'

const EMAIL = 'owner@example.com'
const PASSWORD = 'a long and unguessable passphrase'

/** The processes whose environment names `value` (a DATA_DIR, a release's folder), with their command. */
function processesWith(value: string) {
  return readdirSync('/proc').flatMap((pid) => {
    if (!/^\d+$/.test(pid)) return []
    try {
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8')
      if (!environ.includes(value)) return []
      return [
        { pid: Number(pid), command: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ') },
      ]
    } catch {
      return []
    }
  })
}

test(
  'a server killed mid-publish leaves no build running, and its next start marks the release failed',
  { timeout: 240_000 },
  async () => {
    // Started by the test, not on import: the fast tier imports this file and runs none of it.
    const server = await startProductionServer()
    onTestFinished(() => server.stop())
    await createAdminWithCli(server.dataDir, EMAIL, PASSWORD)
    const call = async (
      path: string,
      init: { method?: string; body?: object; cookie?: string; csrf?: string } = {},
    ) => {
      const response = await fetch(`${server.origin}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          origin: server.origin,
          'content-type': 'application/json',
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(init.csrf ? { 'x-csrf-token': init.csrf } : {}),
        },
        body: init.body ? JSON.stringify(init.body) : undefined,
      })
      return { response, json: (await response.json()) as Record<string, unknown> }
    }
    const signIn = async () => {
      const { response, json } = await call('/api/auth/login', {
        method: 'POST',
        body: { email: EMAIL, password: PASSWORD },
      })
      expect(response.status).toBe(200)
      const session = response.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))!
      return { cookie: session.split(';')[0]!, csrf: json.csrfToken as string }
    }
    const member = await signIn()
    // The firm's new name is on every page: its release renders them all, long enough to be killed in.
    const ref = 'site.yaml'
    const opened = await call(`/api/content/entry?ref=${encodeURIComponent(ref)}`, member)
    const saved = await call('/api/content/draft', {
      ...member,
      method: 'POST',
      body: {
        ref,
        data: { ...(opened.json.data as object), name: 'Never Published Partners' },
        revision: 0,
        baseVersion: 1,
      },
    })
    expect(saved.response.status).toBe(200)
    const published = await call('/api/content/publish', {
      ...member,
      method: 'POST',
      body: { ref, revision: 1 },
    })
    expect(published.response.status).toBe(202)
    const release = (published.json.release as { id: number }).id

    // Killed once the release's pages are being written.
    await eventually(() => expect(existsSync(`${server.dataDir}/releases/${release}/client`)).toBe(true), {
      timeout: 30_000,
      interval: 20,
    })
    const [serverProcess] = processesWith(`DATA_DIR=${server.dataDir}`).filter(({ command }) =>
      /^\S*node\b.*server\/main\.ts/.test(command),
    )
    expect(serverProcess).toBeDefined()
    process.kill(serverProcess!.pid, 'SIGKILL')

    // Nothing of the server, nor of its build, outlives it by more than a few seconds (but npm, which
    // started it and waits for it).
    await eventually(
      () =>
        expect(
          processesWith(`DATA_DIR=${server.dataDir}`).filter(({ command }) => !/\bnpm start\b/.test(command)),
        ).toEqual([]),
      { timeout: 10_000 },
    )

    await server.restart({ signal: 'SIGKILL' })
    const again = await signIn()
    const settled = await call(`/api/content/releases/${release}`, again)
    expect(settled.json.release).toMatchObject({
      state: 'failed',
      error: expect.stringContaining('server stopped'),
    })
    const page = await fetch(`${server.origin}/about`)
    expect(await page.text()).not.toContain('Never Published Partners')
    // The draft waits to be published again.
    const reopened = await call(`/api/content/entry?ref=${encodeURIComponent(ref)}`, again)
    expect(reopened.json).toMatchObject({ draft: { revision: 1 }, published: { version: 1 } })
  },
)
