import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Runs `npm run admin -- create --email …` with the password on standard input, as the README says. */
export function createAdminWithCli(
  dataDir: string,
  email: string,
  password: string,
  env: Record<string, string> = {},
  role?: string,
) {
  const args = [
    'run',
    '--silent',
    'admin',
    '--',
    'create',
    '--email',
    email,
    ...(role ? ['--role', role] : []),
  ]
  const child = run('npm', args, {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
  })
  child.child.stdin?.end(`${password}\n`)
  return child
}

/** Runs `npm run admin -- reset-two-factor --email …`. */
export const resetTwoFactorWithCli = (dataDir: string, email: string) =>
  run('npm', ['run', '--silent', 'admin', '--', 'reset-two-factor', '--email', email], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  })
