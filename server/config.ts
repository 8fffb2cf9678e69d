import { join, resolve } from 'node:path'
import { z } from 'zod'

// The only module that reads process.env (docs/operations.md, Configuration).
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: optional(
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL like https://www.example.com' }),
    ),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optional(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL (leave it unset for SQLite)' }),
    ),
    REDIS_URL: optional(
      z.url({
        protocol: /^rediss?$/,
        error: 'must be a redis:// or rediss:// URL (leave it unset for none)',
      }),
    ),
    MAIL_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
    // Unset: the firm's name and address as the live site gives them (content/site.yaml).
    MAIL_FROM: optional(z.string().min(3, { error: 'must be a sender such as Firm <hello@firm.example>' })),
    CONTACT_NOTIFY_TO: optional(z.email({ error: 'must be an e-mail address' })),
    NEWSLETTER_RATE: z.coerce
      .number({ error: 'must be a number of mails per second' })
      .positive({ error: 'must be more than 0 mails per second' })
      .max(10_000, { error: 'must be at most 10000 mails per second' })
      .default(20),
    NEWSLETTER_CONNECTIONS: z.coerce
      .number({ error: 'must be a number of SMTP connections' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(50, { error: 'must be at most 50' })
      .default(4),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    METRICS_TOKEN: optional(z.string().min(16, { error: 'must be at least 16 characters' })),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BUILD_DIR: z.string().min(1).default('./build/client'),
    COUNT_VISITS: z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .default('true')
      .transform((value) => value === 'true' || value === '1'),
    AUDIT_LOG_DAYS: z.coerce
      .number({ error: 'must be a number of days' })
      .int({ error: 'must be a whole number of days' })
      .min(30, { error: 'must be at least 30 days' })
      .default(365),
  })
  .readonly()

export class ConfigError extends Error {
  fields: Record<string, string[]>
  constructor(fields: Record<string, string[]>) {
    const lines = Object.entries(fields).map(([name, problems]) => `  ${name}: ${problems.join('; ')}`)
    super(`Invalid configuration:\n${lines.join('\n')}`)
    this.fields = fields
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const result = EnvSchema.safeParse(env)
  if (!result.success) {
    throw new ConfigError(z.flattenError(result.error).fieldErrors as Record<string, string[]>)
  }
  const e = result.data
  const dataDir = resolve(e.DATA_DIR)
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    dataDir,
    buildDir: resolve(e.BUILD_DIR),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    auditLogDays: e.AUDIT_LOG_DAYS,
    countVisits: e.COUNT_VISITS,
    db: e.DATABASE_URL
      ? ({ dialect: 'postgres', url: e.DATABASE_URL } as const)
      : ({ dialect: 'sqlite', file: join(dataDir, 'site.db') } as const),
    redisUrl: e.REDIS_URL,
    /** The environment as given: a content release's build runs in it, as `npm run build` would. */
    environment: env,
    mail: {
      /** The sender of every mail; null: the firm, by its name and address in the live content. */
      from: e.MAIL_FROM ?? null,
      notifyTo: e.CONTACT_NOTIFY_TO,
      /** A newsletter's pace on each instance, and the SMTP connections it keeps open. */
      newsletterRate: e.NEWSLETTER_RATE,
      newsletterConnections: e.NEWSLETTER_CONNECTIONS,
      transport: e.MAIL_URL
        ? ({ kind: 'smtp', url: e.MAIL_URL } as const)
        : ({ kind: 'files', dir: join(dataDir, 'outbox') } as const),
    },
  })
}

export type Config = ReturnType<typeof loadConfig>
