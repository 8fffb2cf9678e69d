import type { FastifyInstance } from 'fastify'
import { Server } from 'socket.io'
import type { NewMessageEvent } from '#contract/admin.ts'
import type { Notifier } from '#server/modules/contact/contact.service.ts'
import { isSameOrigin } from '#server/plugins/session.ts'

export const ADMIN_NAMESPACE = '/admin'

/**
 * socket.io on the app's own HTTP server. Only the /admin namespace exists, and a socket joins it
 * only if its handshake comes from the site's own pages and with the session cookie of a signed-in
 * admin (a page on another origin would otherwise ride on the admin's cookie).
 */
export function attachAdminNotices(app: FastifyInstance, { publicUrl }: { publicUrl: string }): Notifier {
  const io = new Server(app.server, {
    serveClient: false,
    transports: ['websocket', 'polling'],
    allowRequest: (request, callback) => {
      // Behind a TLS proxy the page's scheme is the proxy's; PUBLIC_URL covers the usual case.
      const protocol = String(request.headers['x-forwarded-proto'] ?? 'http')
        .split(',')[0]!
        .trim()
      callback(null, isSameOrigin(request.headers, publicUrl, protocol))
    },
  })
  // The default namespace serves nobody: anonymous sockets are refused there too.
  io.of('/').use((_socket, next) => next(new Error('unauthorized')))
  const admins = io.of(ADMIN_NAMESPACE)
  admins.use((socket, next) => {
    app
      .readSession(socket.handshake.headers.cookie)
      .then((session) => next(session ? undefined : new Error('unauthorized')))
      .catch(() => next(new Error('unauthorized')))
  })
  app.addHook('preClose', async () => {
    // Open sockets would keep the server from closing.
    admins.disconnectSockets(true)
    await io.close()
  })
  return { newMessage: (event: NewMessageEvent) => void admins.emit('newMessage', event) }
}
