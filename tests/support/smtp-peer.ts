import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** How the peer answers a recipient: null accepts it; a code and text refuses it (4xx for now, 5xx for good). */
export type Refusal = (address: string) => { code: number; text: string } | null

/**
 * A real SMTP server on loopback that keeps every message it receives; `answerAfterMs` makes it a
 * slow relay that accepts each message only that long after it arrived. `refuse` (changeable while
 * it runs) turns recipients away; `parse: false` only counts deliveries, for many thousands of mails.
 */
export async function startSmtpPeer(
  port = 0,
  { answerAfterMs = 0, parse = true, refuse = (() => null) as Refusal } = {},
) {
  const received: ParsedMail[] = []
  /** Every accepted message's envelope recipients, in order of arrival. */
  const deliveries: string[] = []
  let refusal = refuse
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A client that keeps its connections open (a pool) is cut off at close, not waited for.
    closeTimeout: 500,
    onRcptTo(address, _session, callback) {
      const refused = refusal(address.address)
      if (!refused) return callback()
      callback(Object.assign(new Error(refused.text), { responseCode: refused.code }))
    },
    onData(stream, session, callback) {
      const accept = () => {
        deliveries.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address))
        setTimeout(callback, answerAfterMs)
      }
      if (!parse) {
        stream.on('end', accept).resume()
        return
      }
      simpleParser(stream).then(
        (mail) => {
          received.push(mail)
          accept()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  // A client killed mid-message resets its connection; a real relay logs that and goes on serving.
  const connectionErrors: Error[] = []
  server.on('error', (error: Error) => connectionErrors.push(error))
  const address = server.server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    deliveries,
    connectionErrors,
    to: (email: string) => received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(email)),
    refuse(next: Refusal) {
      refusal = next
    },
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
