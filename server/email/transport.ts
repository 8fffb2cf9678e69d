import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { Config } from '#server/config.ts'
import type { Mailbox, OutgoingMail } from './messages.ts'

export type MailTransport = {
  send(id: string, mail: OutgoingMail): Promise<void>
  close(): void
}

function smtpOptions(url: string) {
  const parsed = new URL(url)
  const secure = parsed.protocol === 'smtps:'
  return {
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }
}

/**
 * SMTP when MAIL_URL is set; otherwise each mail is written as DATA_DIR/outbox/<time>-<id>.eml,
 * readable by the server's user alone (mode 0600, in a folder of mode 0700 when it makes it).
 * `connections`: keep that many SMTP connections open and reuse them (a newsletter's many mails).
 */
export function createMailTransport(
  mail: {
    transport: Config['mail']['transport']
    /** The sender, asked at each send: a publish may rename the firm between two mails. */
    from: () => string | Mailbox
  },
  { connections = 0 } = {},
): MailTransport {
  const { from } = mail
  if (mail.transport.kind === 'smtp') {
    const options = smtpOptions(mail.transport.url)
    const smtp = nodemailer.createTransport(
      connections > 0
        ? { ...options, pool: true, maxConnections: connections, maxMessages: Infinity }
        : options,
    )
    return {
      async send(id, message) {
        await smtp.sendMail({ ...message, from: from(), messageId: `<${id}@northstar.mail>` })
      },
      close: () => smtp.close(),
    }
  }
  const dir = mail.transport.dir
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(id, message) {
      const info = await stream.sendMail({
        ...message,
        from: from(),
        messageId: `<${id}@northstar.mail>`,
      })
      // A mail holds what only its reader may see (a password reset's link): the folder we make and
      // each file are the server's user's alone. A file is always new (`wx`), so never one left
      // readable by others.
      await mkdir(dir, { recursive: true, mode: 0o700 })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      await writeFile(join(dir, `${stamp}-${id}.eml`), info.message as Buffer, { mode: 0o600, flag: 'wx' })
    },
    close: () => stream.close(),
  }
}
