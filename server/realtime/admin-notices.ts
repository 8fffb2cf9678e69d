import type { FastifyInstance } from 'fastify'
import { Server, type Socket } from 'socket.io'
import { type NewMessageEvent, SESSION_COOKIE } from '#contract/admin.ts'
import { type MemberAccess, mayUse } from '#contract/roles-constants.ts'
import type { Events } from '#server/lib/events.ts'
import { isSameOrigin } from '#server/http/same-origin.ts'
import type { NoticeRelay } from './notice-relay.ts'

export const ADMIN_NAMESPACE = '/admin'

/** The sessions the notices ask after (auth's service answers): the member's, if still live. */
export type Sessions = {
  liveSession: (
    sessionId: string | undefined,
  ) => Promise<(MemberAccess & { idHash: string; adminId: string; msLeft: number }) | null>
}
type SocketData = { sessionId: string; expiryCheck?: NodeJS.Timeout }
type NoticeEvents = {
  newMessage: (event: NewMessageEvent) => void
  /** Between instances only: a content release is live (server/modules/content/). */
  contentRelease: (id: number) => void
  /** Between instances only: a member opened the content editor; a publish is likely to follow. */
  contentEditing: () => void
}

const sessionRoom = (idHash: string) => `session:${idHash}`
const memberRoom = (adminId: string) => `member:${adminId}`
/** A live session whose member may still hear of new messages (a role may change under a socket). */
const mayListen = async (sessions: Sessions, sessionId: string | undefined) => {
  const session = await sessions.liveSession(sessionId).catch(() => null)
  return session && mayUse(session, 'inbox') ? session : null
}

/**
 * socket.io on the app's own HTTP server. Only the /admin namespace exists, and a socket joins it
 * only if its handshake comes from the site's own pages and with the session cookie of a signed-in
 * member who may read the inbox (a page on another origin would otherwise ride on the member's
 * cookie). A socket lives no longer than its session: it is closed at sign-out, when the session
 * expires, and when the member is removed or their role changes; the session and role are checked
 * again before every notice.
 *
 * With several instances, a relay (Redis or PostgreSQL) hands each notice to every instance, which
 * checks and delivers it to its own sockets; a sign-out closes the session's sockets everywhere.
 * It hears what to do from the app's events (server/lib/events.ts) and passes content releases on to
 * the other instances as events of theirs.
 * WebSocket is the only transport, so a load balancer needs no sticky sessions: long polling's
 * several requests per connection would have to reach the same instance.
 */
export function attachAdminNotices(
  app: FastifyInstance,
  {
    publicUrl,
    sessions,
    relay,
    events,
  }: { publicUrl: string; sessions: Sessions; relay: NoticeRelay | null; events: Events },
) {
  const io = new Server<NoticeEvents, NoticeEvents, NoticeEvents, SocketData>(app.server, {
    serveClient: false,
    transports: ['websocket'],
    ...(relay ? { adapter: relay.adapter } : {}),
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

  type AdminSocket = Socket<NoticeEvents, NoticeEvents, NoticeEvents, SocketData>
  const sessionIdOf = (socket: AdminSocket) => {
    const cookie = socket.handshake.headers.cookie
    return cookie ? app.parseCookie(cookie)[SESSION_COOKIE] : undefined
  }

  /** Closes the socket when its session has ended; otherwise looks again when it would end. */
  async function watchSession(socket: AdminSocket) {
    const session = await mayListen(sessions, socket.data.sessionId)
    if (!session) return void socket.disconnect(true)
    if (!socket.connected) return
    const check = setTimeout(() => void watchSession(socket), session.msLeft + 1000)
    socket.data.expiryCheck = check.unref()
  }

  admins.use((socket, next) => {
    const sessionId = sessionIdOf(socket)
    void mayListen(sessions, sessionId).then((session) => {
      if (!session || !sessionId) return next(new Error('unauthorized'))
      socket.data.sessionId = sessionId
      void socket.join([sessionRoom(session.idHash), memberRoom(session.adminId)])
      next()
    })
  })
  admins.on('connection', (socket) => {
    void watchSession(socket)
    socket.on('disconnect', () => clearTimeout(socket.data.expiryCheck))
  })

  app.addHook('preClose', async () => {
    // Closing the server drops the connections without socket.io's final 'disconnect' packet, so
    // the admins' browsers reconnect by themselves once the site is back (a deploy, a restart).
    await io.close()
    await relay?.close()
  })

  /** Hands a notice to this instance's admin sockets whose session is still live. */
  function deliver(event: NewMessageEvent) {
    for (const socket of admins.sockets.values()) {
      void mayListen(sessions, socket.data.sessionId).then((session) =>
        session ? socket.emit('newMessage', event) : socket.disconnect(true),
      )
    }
  }
  // A notice from another instance (serverSideEmit reaches only the others).
  admins.on('newMessage', deliver)

  events.on('messageArrived', (event) => {
    deliver(event)
    if (relay) admins.serverSideEmit('newMessage', event)
  })
  // Closing a room's sockets reaches every instance through the relay.
  events.on('sessionEnded', (idHash) => admins.in(sessionRoom(idHash)).disconnectSockets(true))
  events.on('memberChanged', (adminId) => admins.in(memberRoom(adminId)).disconnectSockets(true))
  if (relay) {
    events.on('contentReleased', (id) => admins.serverSideEmit('contentRelease', id))
    events.on('contentEditing', () => admins.serverSideEmit('contentEditing'))
    admins.on('contentRelease', (id) => events.emit('releasedElsewhere', id))
    admins.on('contentEditing', () => events.emit('editingElsewhere'))
  }

  return {
    /** This instance's admin sockets. */
    socketCount: () => admins.sockets.size,
  }
}
