// @module-tag full -- the admin command line (the fast tier's browser tests use it to sign in).
import { expect, test } from 'vitest'
import { buildTestApp, testDir } from '#tests/support/test-app.ts'
import { signIn } from '#tests/support/admin.ts'
import { createAdminWithCli, resetTwoFactorWithCli } from '#tests/support/admin-cli.ts'
import { totpCode } from '#server/lib/totp.ts'

const createAdmin = createAdminWithCli

test('npm run admin -- create reads the password from standard input, and the admin can sign in', async () => {
  const dataDir = await testDir('cli')
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

test('npm run admin -- reset-two-factor lets an owner who lost phone and codes sign in with the password', async () => {
  const dataDir = await testDir('cli')
  const password = 'a sufficiently long passphrase'
  await createAdmin(dataDir, 'owner@example.com', password)
  const t = await buildTestApp({ env: { DATA_DIR: dataDir } })
  const { headers } = await signIn(t.app, 'owner@example.com', password)
  const setup = (await t.app.inject({ method: 'POST', url: '/api/account/two-factor/setup', headers })).json()
  const enable = await t.app.inject({
    method: 'POST',
    url: '/api/account/two-factor/enable',
    headers,
    payload: { setupToken: setup.setupToken, code: totpCode(setup.secret, new Date()) },
  })
  expect(enable.statusCode).toBe(200)
  await expect(signIn(t.app, 'owner@example.com', password)).rejects.toThrow('202')

  const { stdout } = await resetTwoFactorWithCli(dataDir, 'Owner@Example.com')
  expect(stdout).toContain('owner@example.com signs in with their password alone')
  expect((await signIn(t.app, 'owner@example.com', password)).csrfToken).toBeTruthy()
  const entry = await t.app.db
    .selectFrom('auditLog')
    .select(['target', 'detail'])
    .where('action', '=', 'two-factor-reset')
    .executeTakeFirstOrThrow()
  expect(entry).toEqual({ target: 'owner@example.com', detail: JSON.stringify({ by: 'command line' }) })
  await expect(resetTwoFactorWithCli(dataDir, 'owner@example.com')).rejects.toMatchObject({
    stderr: expect.stringContaining('does not use two-step sign-in'),
  })
}, 60_000)
