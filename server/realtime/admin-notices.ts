import type { FastifyInstance } from 'fastify'
import { Server, type Socket } from 'socket.io'
import { type NewMessageEvent, SESSION_COOKIE } from '#contract/admin.ts'
import type { AuthService } from '#server/modules/auth/auth.service.ts'
import type { Notifier } from '#server/modules/contact/contact.service.ts'
import { isSameOrigin } from '#server/plugins/session.ts'

export const ADMIN_NAMESPACE = '/admin'

type Sessions = Pick<AuthService, 'liveSession'>
type SocketData = { sessionId: string; expiryCheck?: NodeJS.Timeout }

const sessionRoom = (idHash: string) => `session:${idHash}`

/**
 * socket.io on the app's own HTTP server. Only the /admin namespace exists, and a socket joins it
 * only if its handshake comes from the site's own pages and with the session cookie of a signed-in
 * admin (a page on another origin would otherwise ride on the admin's cookie). A socket lives no
 * longer than its session: it is closed at sign-out and when the session expires, and the session is
 * checked again before every notice.
 */
export function attachAdminNotices(
  app: FastifyInstance,
  { publicUrl, sessions }: { publicUrl: string; sessions: Sessions },
): Notifier & { endSession: (idHash: string) => void } {
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

  const sessionIdOf = (socket: Socket) => {
    const cookie = socket.handshake.headers.cookie
    return cookie ? app.parseCookie(cookie)[SESSION_COOKIE] : undefined
  }
  const data = (socket: Socket) => socket.data as SocketData

  /** Closes the socket when its session has ended; otherwise looks again when it would end. */
  async function watchSession(socket: Socket) {
    const session = await sessions.liveSession(data(socket).sessionId).catch(() => null)
    if (!session) return void socket.disconnect(true)
    if (!socket.connected) return
    const check = setTimeout(() => void watchSession(socket), session.msLeft + 1000)
    data(socket).expiryCheck = check.unref()
  }

  admins.use((socket, next) => {
    const sessionId = sessionIdOf(socket)
    sessions
      .liveSession(sessionId)
      .then((session) => {
        if (!session || !sessionId) return next(new Error('unauthorized'))
        data(socket).sessionId = sessionId
        void socket.join(sessionRoom(session.idHash))
        next()
      })
      .catch(() => next(new Error('unauthorized')))
  })
  admins.on('connection', (socket) => {
    void watchSession(socket)
    socket.on('disconnect', () => clearTimeout(data(socket).expiryCheck))
  })

  app.addHook('preClose', async () => {
    // Closing the server drops the connections without socket.io's final 'disconnect' packet, so
    // the admins' browsers reconnect by themselves once the site is back (a deploy, a restart).
    await io.close()
  })

  return {
    newMessage: (event: NewMessageEvent) => {
      for (const socket of admins.sockets.values()) {
        void sessions
          .liveSession(data(socket).sessionId)
          .catch(() => null)
          .then((session) => (session ? socket.emit('newMessage', event) : socket.disconnect(true)))
      }
    },
    endSession: (idHash: string) => admins.in(sessionRoom(idHash)).disconnectSockets(true),
  }
}
