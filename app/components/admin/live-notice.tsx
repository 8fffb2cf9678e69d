import { useEffect, useState, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { ADMIN_HINT_COOKIE } from '#contract/admin-constants.ts'
import type { NewMessageEvent } from '#contract/admin.ts'

export const NOTICE_MS = 5000

/** Window events the inbox listens to. */
export const ADMIN_EVENTS = {
  newMessage: 'northstar:new-message',
  reconnected: 'northstar:reconnected',
}

const signedIn = () => document.cookie.split('; ').includes(`${ADMIN_HINT_COOKIE}=1`)
const noSubscription = () => () => {}

/**
 * For a signed-in admin, on any page: a green banner 'New message from {name}' for 5 s. The
 * socket.io client is loaded only when the admin hint cookie is there, never for visitors.
 */
export function LiveNotice() {
  const [notice, setNotice] = useState<{ name: string; key: string } | null>(null)
  // Subscribing to the location re-renders this on every navigation, so the cookie is read again
  // and signing in or out takes effect at once.
  useLocation()
  const admin = useSyncExternalStore(noSubscription, signedIn, () => false)

  useEffect(() => {
    if (!admin) return
    let closed = false
    let disconnect = () => {}
    void import('socket.io-client').then(({ io }) => {
      if (closed) return
      const socket = io('/admin', { withCredentials: true })
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
  }, [admin])

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
