// `npm run admin -- create --email you@example.com [--role owner|admin|editor]`: creates a member of the
// team (an owner unless told otherwise: whoever runs this has the server's shell anyway).
// `npm run admin -- reset-two-factor --email you@example.com`: turns off a member's two-step sign-in,
// for the one owner who lost both their phone and their recovery codes (no one else can reset it).
// The password is read from standard input when it is not a terminal (e.g. `... < password.txt`),
// and asked for without echo when it is. There is no default password.
import { parseArgs } from 'node:util'
import { PASSWORD_MIN, SetupBodySchema } from '#contract/admin.ts'
import { ROLE_LABELS, ROLES } from '#contract/roles-constants.ts'
import { createAuditRepository } from '#server/modules/audit/audit.repository.ts'
import { createAuditLog } from '#server/modules/audit/audit.service.ts'
import { loadConfig } from '#server/config.ts'
import { createRateLimitRepository } from '#server/db/rate-limit.repository.ts'
import { createDb, migrateToLatest } from '#server/db/kysely.ts'
import { systemClock } from '#server/lib/clock.ts'
import { createSignIn } from '#server/modules/auth/sign-in.ts'
import { createAppSecretsRepository } from '#server/db/app-secrets.repository.ts'
import { createSigner } from '#server/lib/tokens.ts'
import { InvalidFieldError } from '#server/lib/errors.ts'
import { contentRoot } from '#content/load.ts'
import { loadSite } from '#content/site.ts'

const USAGE = [
  'Usage: npm run admin -- create --email you@example.com [--role owner|admin|editor]  (password on standard input or at the prompt)',
  '       npm run admin -- reset-two-factor --email you@example.com',
].join('\n')

async function readStdin() {
  let data = ''
  for await (const chunk of process.stdin) data += chunk
  return data.replace(/\r?\n$/, '')
}

/** Asks for the password on the terminal without echoing it. */
function promptHidden(question: string) {
  return new Promise<string>((resolve, reject) => {
    const stdin = process.stdin
    process.stdout.write(question)
    stdin.setRawMode(true)
    stdin.resume()
    stdin.setEncoding('utf8')
    let value = ''
    const onData = (key: string) => {
      for (const char of key) {
        if (char === '\u0003') {
          stdin.setRawMode(false)
          reject(new Error('Cancelled.'))
          return
        }
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false)
          stdin.pause()
          stdin.off('data', onData)
          process.stdout.write('\n')
          resolve(value)
          return
        }
        value = char === '\u007f' ? value.slice(0, -1) : value + char
      }
    }
    stdin.on('data', onData)
  })
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, role: { type: 'string', default: 'owner' } },
  })
  const command = positionals[0]
  if ((command !== 'create' && command !== 'reset-two-factor') || !values.email) throw new Error(USAGE)

  const config = loadConfig()
  const db = createDb(config.db)
  try {
    await migrateToLatest(db)
    const audit = createAuditLog({
      repo: createAuditRepository(db),
      clock: systemClock,
      keepMs: config.auditLogDays * 24 * 60 * 60 * 1000,
    })
    const signIn = createSignIn(db, {
      limits: createRateLimitRepository(db),
      clock: systemClock,
      signer: createSigner(await createAppSecretsRepository(db).signingKey()),
      audit,
      // The firm's words no password may lean on, as content/ names them: its site.yaml alone.
      firm: () => loadSite(contentRoot()),
    })
    if (command === 'reset-two-factor') {
      const email = values.email.trim().toLowerCase()
      const member = await signIn.accounts.findAdminByEmail(email)
      if (!member) throw new Error(`No member has the address ${email}.`)
      if (!(await signIn.twoFactorRepo.disable(member.id)))
        throw new Error(`${email} does not use two-step sign-in.`)
      await audit.record({
        actor: null,
        action: 'two-factor-reset',
        target: email,
        detail: { by: 'command line' },
      })
      console.log(`${email} signs in with their password alone until they set up two-step sign-in again.`)
      return
    }

    const role = ROLES.find((known) => known === values.role)
    if (!role) throw new Error(`--role must be one of ${ROLES.join(', ')}.`)
    const password = await readPassword(values.email)
    const parsed = SetupBodySchema.safeParse({ token: '-', email: values.email, password })
    if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join(' '))
    const admin = await signIn.auth.createAdmin(parsed.data.email, parsed.data.password, role)
    console.log(
      `${ROLE_LABELS[role]} ${admin.email} created. Sign in at ${config.publicUrl}/superadmin/login`,
    )
  } finally {
    await db.destroy()
  }
}

/** From the terminal, asked twice without echo; otherwise standard input. */
async function readPassword(email: string) {
  if (!process.stdin.isTTY) return readStdin()
  const password = await promptHidden(`Password for ${email} (at least ${PASSWORD_MIN} characters): `)
  if ((await promptHidden('Repeat the password: ')) !== password)
    throw new Error('The passwords do not match.')
  return password
}

main().catch((error: unknown) => {
  // A refused password says which rule it broke, as the sign-up form would.
  if (error instanceof InvalidFieldError) console.error(Object.values(error.fields).join(' '))
  else console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
