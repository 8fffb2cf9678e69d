import { useEffect, useState } from 'react'
import type { NewMessageEvent } from '#contract/admin.ts'

export const NOTICE_MS = 5000

/** Window events the inbox listens to. */
export const ADMIN_EVENTS = {
  newMessage: 'northstar:new-message',
  reconnected: 'northstar:reconnected',
  /** A message was answered, archived or brought back: the count beside Messages changes. */
  inboxChanged: 'northstar:inbox-changed',
}

/**
 * For a signed-in admin, on any page: a green banner 'New message from {name}' for 5 s. The page
 * hydrates it only when the admin hint cookie is there (`client:admin`), so visitors never load it
 * nor the socket.io client.
 */
export function LiveNotice() {
  const [notice, setNotice] = useState<{ name: string; key: string } | null>(null)

  useEffect(() => {
    let closed = false
    let disconnect = () => {}
    void import('socket.io-client').then(({ io }) => {
      if (closed) return
      // WebSocket only: no sticky sessions needed behind a load balancer (see server/realtime).
      const socket = io('/admin', { withCredentials: true, transports: ['websocket'] })
      let wasConnected = false
      socket.on('connect', () => {
        if (wasConnected) window.dispatchEvent(new Event(ADMIN_EVENTS.reconnected))
        wasConnected = true
      })
      socket.on('newMessage', (event: NewMessageEvent) => {
        setNotice({ name: event.name, key: event.id })
        window.dispatchEvent(new CustomEvent(ADMIN_EVENTS.newMessage, { detail: event }))
      })
      // A refused handshake means the session ended: stop trying.
      socket.on('connect_error', (error) => {
        if (error.message === 'unauthorized') socket.disconnect()
      })
      disconnect = () => socket.disconnect()
    })
    return () => {
      closed = true
      disconnect()
    }
  }, [])

  useEffect(() => {
    if (!notice) return
    const timer = setTimeout(() => setNotice(null), NOTICE_MS)
    return () => clearTimeout(timer)
  }, [notice])

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center"
    >
      {notice ? (
        <p
          key={notice.key}
          className="pointer-events-auto mt-3 rounded-md bg-success px-5 py-3 font-semibold text-white shadow-lg"
        >
          New message from {notice.name}
        </p>
      ) : null}
    </div>
  )
}
