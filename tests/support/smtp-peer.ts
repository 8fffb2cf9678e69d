import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on loopback that keeps every message it receives; `answerAfterMs` makes it a
 * slow relay that accepts each message only that long after it arrived.
 */
export async function startSmtpPeer(port = 0, { answerAfterMs = 0 } = {}) {
  const received: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail)
          setTimeout(callback, answerAfterMs)
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    to: (email: string) => received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(email)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>

/** A loopback port with nothing listening on it yet. */
export async function freePort() {
  const { createServer } = await import('node:net')
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}
