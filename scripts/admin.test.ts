import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { buildTestApp } from '#tests/support/test-app.ts'
import { signIn } from '#tests/support/admin.ts'
import { createAdminWithCli } from '#tests/support/admin-cli.ts'

const dirs: string[] = []
afterEach(async () => Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true }))))

const createAdmin = createAdminWithCli

test('npm run admin -- create reads the password from standard input, and the admin can sign in', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'northstar-cli-'))
  dirs.push(dataDir)
  const { stdout } = await createAdmin(dataDir, 'Owner@Example.com', 'a sufficiently long passphrase')
  expect(stdout).toContain('Owner owner@example.com created')

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
