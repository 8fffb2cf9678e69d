import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, expect, test } from 'vitest'
import { buildTestApp } from '#tests/support/test-app.ts'
import { signIn } from '#tests/support/admin.ts'

const run = promisify(execFile)
const dirs: string[] = []
afterEach(async () => Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true }))))

/** Runs `npm run admin -- create --email …` with the password on standard input. */
function createAdmin(dataDir: string, email: string, password: string) {
  const child = run('npm', ['run', '--silent', 'admin', '--', 'create', '--email', email], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  })
  child.child.stdin?.end(`${password}\n`)
  return child
}

test('npm run admin -- create reads the password from standard input, and the admin can sign in', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'northstar-cli-'))
  dirs.push(dataDir)
  const { stdout } = await createAdmin(dataDir, 'Owner@Example.com', 'a sufficiently long passphrase')
  expect(stdout).toContain('Admin owner@example.com created')

  await expect(createAdmin(dataDir, 'short@example.com', 'too short')).rejects.toMatchObject({
    stderr: expect.stringContaining('Use at least 12 characters.'),
  })
  await expect(createAdmin(dataDir, 'owner@example.com', 'another long passphrase')).rejects.toMatchObject({
    stderr: expect.stringContaining('already exists'),
  })

  const t = await buildTestApp({ env: { DATA_DIR: dataDir } })
  const session = await signIn(t.app, 'owner@example.com', 'a sufficiently long passphrase')
  expect(session.csrfToken).toBeTruthy()
}, 60_000)
